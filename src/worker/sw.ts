/// <reference lib="webworker" />
/**
 * Parley's service worker. It precaches the build (shell, icons, every screen's chunks, the chat
 * included) and serves navigations from the network, falling back to the cached shell offline;
 * the browser asks the network while the worker starts (navigation preload).
 * Auth, REST, storage and chat traffic go to other origins and /api is excluded: none of it is
 * ever cached. A new version waits until the page asks it to take over (the update prompt).
 * Background Sync wakes it to deliver the outbox when no tab is open (outbox-delivery.ts), and
 * to tell the servers of a sign-out made with no network (server-sign-out.ts).
 * A push shows its conversation's notification (push.ts); a click opens it (notification-click.ts).
 * A share from another app is kept on the device, with or without a network (share-target.ts).
 */
import { configFromShell } from './worker-config.ts';
import { deliverOutbox } from './outbox-delivery.ts';
import { OUTBOX_SYNC_TAG } from '../core/outbox/delivery/background-delivery.ts';
import { sendKeptSignOuts, SIGN_OUT_SYNC_TAG } from '../core/sign-out/server-sign-out.ts';
import { renewPushSubscription } from './push-subscription-change.ts';
import { handlePush } from './push.ts';
import { handleNotificationClick } from './notification-click.ts';
import { takeShare } from './share-target.ts';
import { SHARE_ACTION } from '../core/share/share-action.ts';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by vite-plugin-pwa with the build's files and their revisions. */
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const PRECACHE = 'parley-precache-v1';
const TRANSLATIONS = 'parley-translations';
const SHELL = '/index.html';

/** Each precached URL carries its revision, so a new build replaces exactly what changed. */
function precacheUrl(entry: { url: string; revision: string | null }): string {
  const url = new URL(entry.url, self.location.origin);
  if (entry.revision) url.searchParams.set('__revision', entry.revision);
  return url.href;
}

function withoutRevision(request: Request | string): string {
  const url = new URL(typeof request === 'string' ? request : request.url);
  url.searchParams.delete('__revision');
  return url.href;
}

const manifest = self.__WB_MANIFEST;
const wanted = new Map(
  manifest.map((entry) => [withoutRevision(precacheUrl(entry)), precacheUrl(entry)]),
);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      const cached = new Set((await cache.keys()).map((request) => request.url));
      const missing = [...wanted.values()].filter((url) => !cached.has(url));
      await cache.addAll(missing.map((url) => new Request(url, { cache: 'reload' })));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The browser asks the server for a page while this worker starts, not after. Only a
      // head start: a browser that refuses it still has its pages claimed. First, as a page
      // can ask to be claimed (below) while the old files are still being deleted.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      // Only now may the old version's files go: until the switch its pages still use them.
      const cache = await caches.open(PRECACHE);
      const current = new Set(wanted.values());
      for (const request of await cache.keys()) {
        if (!current.has(request.url)) await cache.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page asks when the claim above missed it (src/pwa/control-this-page.ts).
  if (type === 'CLAIM_PAGES') event.waitUntil(self.clients.claim());
});

async function fromPrecache(url: string): Promise<Response | undefined> {
  const versioned = wanted.get(withoutRevision(url));
  if (!versioned) return undefined;
  return (await caches.open(PRECACHE)).match(versioned);
}

async function shell(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const kept = await fromPrecache(new URL(SHELL, self.location.origin).href);
    if (kept) return kept;
    throw error;
  }
}

async function translation(request: Request): Promise<Response> {
  const cache = await caches.open(TRANSLATIONS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method === 'POST' && url.origin === self.location.origin) {
    if (url.pathname === SHARE_ACTION) event.respondWith(takeShare(request, url.origin));
    return;
  }
  if (request.method !== 'GET') return;
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(shell(event));
    return;
  }
  if (url.pathname.startsWith('/assets/i18n-')) {
    event.respondWith(translation(request));
    return;
  }
  event.respondWith(fromPrecache(request.url).then((hit) => hit ?? fetch(request)));
});

/**
 * The shell as the app server serves it now (a sync fires only online), whose configuration
 * may be newer than the precached copy's; the precached copy if the network fails after all.
 */
async function shellText(): Promise<string> {
  const shell = new URL(SHELL, self.location.origin).href;
  const response = await fetch(shell, { cache: 'no-store' }).catch(() => fromPrecache(shell));
  if (!response?.ok) throw new Error('the shell, which carries the configuration, is unavailable');
  return response.text();
}

/**
 * A tab in view delivers by itself, sooner (its socket and chat token are at hand); the worker
 * steps in for closed, hidden or frozen tabs. A tab that cannot deliver asks again.
 */
async function tabInView(): Promise<boolean> {
  const tabs = await self.clients.matchAll({ type: 'window' });
  return tabs.some((tab) => tab.visibilityState === 'visible');
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SIGN_OUT_SYNC_TAG) {
    sync.waitUntil(
      shellText().then(async (shell) => {
        if (!(await sendKeptSignOuts(configFromShell(shell)))) {
          throw new Error('a sign-out still waits for the servers');
        }
      }),
    );
    return;
  }
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // A rejection tells the browser to try again later, with its own back-off.
  sync.waitUntil(
    tabInView().then(async (inView) => {
      if (!inView) await deliverOutbox(configFromShell(await shellText()));
    }),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    shellText().then((shell) =>
      renewPushSubscription(self.registration.pushManager, event, configFromShell(shell)),
    ),
  );
});

self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(event.data?.text() ?? null));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(handleNotificationClick(event.notification));
});
