/**
 * The app's loading budget, measured in Chromium on a whole embedded stack (build first; set
 * PARLEY_DIST_DIR to measure another build than dist/). Sizes are gzip, the size a CDN sends.
 *
 * - Sign-in page: JS fetched before its first paint, and whether the chat route's chunks are
 *   prefetched while the visitor signs in.
 * - Chat route: every script a signed-in visitor's browser fetches, from an empty HTTP cache,
 *   from loading `/` until the conversation list is shown, a conversation is opened from it and
 *   its messages are shown, and the network has been idle for 2 s. Printed in all and per chunk,
 *   with the part fetched before the list showed.
 * - Lazy features: what each feature fetches the first time it is used on that page. Shared
 *   chunks count for the first feature that needs them (the order below).
 * - Which stream-chat-react translations a German browser loads (only its own), and Lighthouse
 *   mobile figures for the sign-in page, `/` signed out and the chat page (PARLEY_BENCH_LIGHTHOUSE=0 leaves Lighthouse out).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { StackFile } from '../emulators/stack-types.ts';
import { spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import {
  createUser,
  messageMenu,
  serverChat,
  signIn,
  waitForStatus,
  type TestUser,
} from '../tests/browser/support/app.ts';
import { runLighthouse } from '../tests/browser/support/lighthouse.ts';
import { report } from './support/stats.ts';

const SIGN_IN_RUNS = 5;
const CHAT_RUNS = 3;
const IDLE_MS = 2000;
const KB = 1024;

interface Script {
  url: string;
  gzipBytes: number;
  /** ms since navigation start when the response ended. */
  at: number;
}

interface Recorder {
  scripts: Map<string, Script>;
  /** Script URLs in the order their responses arrived (sizes follow in `scripts`). */
  responded: string[];
  /** Resolves once no request has been in flight for `quietMs`. */
  idle(quietMs?: number): Promise<void>;
}

/** Records every script the page fetches with its gzip size, and the page's network activity. */
function record(page: Page): Recorder {
  const scripts = new Map<string, Script>();
  const responded: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const pending = new Set<Promise<unknown>>();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responded.push(response.url());
    const task = response
      .body()
      .then(async (body) => {
        const at = await page.evaluate(() => performance.now()).catch(() => Number.NaN);
        scripts.set(response.url(), { url: response.url(), gzipBytes: gzipSync(body).length, at });
      })
      .catch(() => undefined);
    pending.add(task);
    void task.finally(() => pending.delete(task));
  });
  return {
    scripts,
    responded,
    async idle(quietMs = IDLE_MS) {
      for (;;) {
        await Promise.all(pending);
        const quiet = Date.now() - lastActivity;
        if (inFlight === 0 && quiet >= quietMs) return;
        await page.waitForTimeout(Math.max(100, quietMs - quiet));
      }
    },
  };
}

async function firstPaintMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

const total = (scripts: Iterable<Script>): number =>
  [...scripts].reduce((sum, s) => sum + s.gzipBytes, 0) / KB;

/** `assets/chat-page-Ab12.js` → `chat-page`. */
function chunkName(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

function perChunk(scripts: Iterable<Script>): string {
  return [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `${chunkName(s.url)} ${(s.gzipBytes / KB).toFixed(1)}`)
    .join(', ');
}

interface Fixture {
  user: TestUser;
  /** A conversation with a few plain messages, the one the chat route opens. */
  channelId: string;
  /** Who writes the talk's latest message, which keeps it at the top of the list. */
  writerId: string;
  channelName: string;
  /** A conversation with an image, a voice message, an audio file and a file. */
  mediaName: string;
  /** The signed-in browser storage (the Supabase session in IndexedDB, its marker in localStorage). */
  storageState: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>;
}

async function prepare(browser: Browser, stack: StackFile): Promise<Fixture> {
  const user = await createUser(stack, { first_name: 'Bench', last_name: 'Reader' });
  const other = await createUser(stack, { first_name: 'Bench', last_name: 'Writer' });
  const server = serverChat(stack);
  await server.upsertUsers([
    { id: user.id, name: 'Bench Reader' },
    { id: other.id, name: 'Bench Writer' },
  ]);
  const channelId = `bench-${Date.now()}`;
  const channelName = 'Bench talk';
  const talk = server.channel('messaging', channelId, {
    members: [user.id, other.id],
    created_by_id: other.id,
    name: channelName,
  } as Record<string, unknown>);
  await talk.create();
  for (let i = 1; i <= 12; i++) {
    const text =
      i % 3 === 0
        ? `Message ${i} with **bold** and a link https://example.com/${i}`
        : `Message ${i}`;
    await talk.sendMessage({ text, user_id: i % 2 ? other.id : user.id });
  }
  const mediaName = 'Bench media';
  const media = server.channel('messaging', `${channelId}-media`, {
    members: [user.id, other.id],
    created_by_id: other.id,
    name: mediaName,
  } as Record<string, unknown>);
  await media.create();
  const icon = `${stack.appUrl}/icons/icon-192.png`;
  await media.sendMessage({
    text: 'Media',
    user_id: other.id,
    attachments: [
      { type: 'image', image_url: icon, fallback: 'icon.png' },
      {
        type: 'voiceRecording',
        asset_url: `${stack.appUrl}/voice.webm`,
        mime_type: 'audio/webm',
        duration: 3.2,
        waveform_data: [0.1, 0.5, 0.9, 0.4, 0.2],
        title: 'voice.webm',
      },
      {
        type: 'audio',
        asset_url: `${stack.appUrl}/song.mp3`,
        title: 'song.mp3',
        mime_type: 'audio/mpeg',
      },
      {
        type: 'file',
        asset_url: `${stack.appUrl}/notes.pdf`,
        title: 'notes.pdf',
        mime_type: 'application/pdf',
        file_size: 1234,
      },
    ],
  });

  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
  await page.locator('.str-chat__channel-list').waitFor();
  // The session is kept in IndexedDB (src/lib/session-on-device.ts).
  const storageState = await context.storageState({ indexedDB: true });
  await context.close();
  return { user, channelId, writerId: other.id, channelName, mediaName, storageState };
}

function messageText(page: Page, text: string) {
  return page.locator('.str-chat__message-text', { hasText: text });
}

async function openFromList(page: Page, name: string): Promise<void> {
  await page.locator('.str-chat__channel-list').getByText(name, { exact: true }).first().click();
}

interface Feature {
  name: string;
  use(page: Page, fixture: Fixture): Promise<void>;
}

/** The main conversation's composer, not a thread's. */
const mainPanel = (page: Page) => page.locator('.str-chat__main-panel');

async function attachmentAction(page: Page, action: string) {
  await mainPanel(page).getByRole('button', { name: 'Open Attachment Selector' }).click();
  await page
    .getByRole('menu', { name: 'Attachment Actions' })
    .getByRole('menuitem', { name: action })
    .click();
}

const closeDialog = (page: Page) => page.keyboard.press('Escape');

/** In the order a visitor might come across them; each ends where the next can start. */
const FEATURES: Feature[] = [
  {
    name: 'reaction selector',
    async use(page) {
      const message = page.locator('.str-chat__message', { has: messageText(page, 'Message 11') });
      await message.hover();
      await message.getByRole('button', { name: 'Open Reaction Selector' }).click();
      await page.locator('.str-chat__reaction-selector').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'message actions menu',
    async use(page) {
      await (await messageMenu(page, 'Message 11')).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'flag dialog',
    async use(page) {
      const menu = await messageMenu(page, 'Message 11');
      await menu
        .getByRole('menuitem')
        .filter({ hasText: /^\s*Flag\s*$/ })
        .dispatchEvent('click');
      await page.getByRole('dialog', { name: 'Flag message' }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'thread',
    async use(page) {
      const message = page.locator('.str-chat__message', { has: messageText(page, 'Message 11') });
      await message.hover();
      await message.getByRole('button', { name: 'Open Thread' }).click();
      await page.locator('.str-chat__thread textarea').first().waitFor();
    },
  },
  {
    name: 'attachment menu',
    async use(page) {
      await mainPanel(page).getByRole('button', { name: 'Open Attachment Selector' }).click();
      await page.getByRole('menu', { name: 'Attachment Actions' }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'poll creation dialog',
    async use(page) {
      await attachmentAction(page, 'Poll');
      await page.locator('#name').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'share-location dialog',
    async use(page) {
      await attachmentAction(page, 'Location');
      await page.getByRole('button', { name: /^share$/i }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'file upload',
    async use(page) {
      await page.locator('.str-chat__main-panel input.str-chat__file-input').setInputFiles({
        name: 'note.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      const preview = page.locator('.str-chat__main-panel [data-testid="attachment-preview-file"]');
      await preview.waitFor();
      // Removed again, or the draft keeps it and later runs would load the file icons up front.
      await preview.getByTestId('file-preview-item-delete-button').click();
      await preview.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'channel details',
    async use(page) {
      await page.getByRole('button', { name: 'Details' }).click();
      await page.getByRole('dialog', { name: 'Conversation details' }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'conversation with image, voice, audio, file',
    async use(page, fixture) {
      await openFromList(page, fixture.mediaName);
      await messageText(page, 'Media').waitFor();
    },
  },
  {
    name: 'image gallery',
    async use(page) {
      await page.locator('.str-chat__main-panel .str-chat__message img').first().click();
      await page.locator('.str-chat__modal--open, .str-chat__modal-gallery').first().waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'new conversation',
    async use(page) {
      await page.getByRole('button', { name: 'New conversation' }).click();
      await page.locator('#user-search-input').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'reminders panel',
    async use(page) {
      await page.getByRole('button', { name: 'Reminders', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'threads view',
    async use(page) {
      await page.locator('.str-chat__chat-view__selector').getByRole('button').nth(1).click();
      await page
        .locator('.str-chat__thread-list-container, .str-chat__thread-list')
        .first()
        .waitFor();
      await page.locator('.str-chat__chat-view__selector').getByRole('button').first().click();
    },
  },
  {
    name: 'profile page',
    async use(page) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await page.locator('#field-firstName, form').first().waitFor();
    },
  },
];

interface ChatRun {
  untilList: Script[];
  all: Script[];
  features: { name: string; scripts: Script[]; error?: string }[];
}

async function chatRoute(
  browser: Browser,
  stack: StackFile,
  fixture: Fixture,
  options: { locale: string; features: boolean },
): Promise<ChatRun> {
  const context = await browser.newContext({
    locale: options.locale,
    serviceWorkers: 'block',
    storageState: fixture.storageState,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(15_000);
  // The talk tops the list in every run (a desktop list opens its first conversation at once),
  // whatever the previous run's features posted elsewhere.
  await serverChat(stack)
    .channel('messaging', fixture.channelId)
    .sendMessage({ text: 'Latest in the talk', user_id: fixture.writerId });
  try {
    const page = await context.newPage();
    const recorder = record(page);
    await page.goto(`${stack.appUrl}/`);
    await page.locator('.str-chat__channel-list').getByText(fixture.channelName).first().waitFor();
    const listed = new Set(recorder.responded);
    await openFromList(page, fixture.channelName);
    await messageText(page, 'Latest in the talk').last().waitFor();
    await recorder.idle();
    const all = [...recorder.scripts.values()];
    const untilList = all.filter((s) => listed.has(s.url));
    const features: ChatRun['features'] = [];
    if (options.features) {
      for (const feature of FEATURES) {
        const before = new Set(recorder.scripts.keys());
        let error: string | undefined;
        try {
          await feature.use(page, fixture);
        } catch (e) {
          error = (e as Error).message.split('\n')[0];
        }
        await recorder.idle(1500);
        const fresh = [...recorder.scripts.values()].filter((s) => !before.has(s.url));
        features.push({ name: feature.name, scripts: fresh, error });
      }
    }
    return { untilList, all, features };
  } finally {
    await context.close();
  }
}

const spawned = await spawnStack();
const { stack } = spawned;
const browser = await launchBrowser();
try {
  const beforePaint: number[] = [];
  let prefetched = true;
  for (let run = 0; run < SIGN_IN_RUNS; run++) {
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const recorder = record(page);
    await page.goto(`${stack.appUrl}/sign-in`);
    const fcp = await firstPaintMs(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    beforePaint.push(total([...recorder.scripts.values()].filter((s) => s.at <= fcp)));
    // The chat route's chunks (the list and the open conversation) are prefetched, a few at a
    // time while the page is idle, before the visitor signs in.
    await page.waitForFunction(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="parley-prefetch"]');
      const files = meta?.content.split(' ').filter(Boolean) ?? [];
      return (
        files.length > 0 && document.querySelectorAll('link[rel="prefetch"]').length >= files.length
      );
    });
    prefetched &&= await page.evaluate(() => {
      const hrefs = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
      return ['chat-page-', 'channel-view-'].every((name) =>
        hrefs.some((l) => l.href.includes(name)),
      );
    });
    await context.close();
  }

  const fixture = await prepare(browser, stack);
  const runs: ChatRun[] = [];
  for (let run = 0; run < CHAT_RUNS; run++) {
    runs.push(await chatRoute(browser, stack, fixture, { locale: 'en-US', features: run === 0 }));
  }
  const german = await chatRoute(browser, stack, fixture, { locale: 'de-DE', features: false });
  const translations = german.all
    .map((s) => /\/i18n-(\w+)-/.exec(s.url)?.[1])
    .filter((language): language is string => !!language);

  report('sign-in: JS before first paint (gzip)', beforePaint, 'KB');
  report(
    'chat route: JS until the list shows (gzip)',
    runs.map((r) => total(r.untilList)),
    'KB',
  );
  report(
    'chat route: JS in all (gzip)',
    runs.map((r) => total(r.all)),
    'KB',
  );
  const [first] = runs;
  if (first) {
    console.log(`chat route chunks (KB gzip): ${perChunk(first.all)}`);
    console.log('first use of a lazily loaded feature (KB gzip, chunks fetched then):');
    for (const feature of first.features) {
      const figure = `${total(feature.scripts).toFixed(1)} KB`.padStart(9);
      const detail = feature.error ? `  (not measured: ${feature.error})` : '';
      console.log(`  ${feature.name.padEnd(44)} ${figure}  ${perChunk(feature.scripts)}${detail}`);
    }
  }
  console.log(`translations loaded for a de-DE browser: ${translations.join(', ') || 'none'}`);
  console.log(`chat bundle prefetched while signing in: ${prefetched ? 'yes' : 'no'}`);

  if (process.env.PARLEY_BENCH_LIGHTHOUSE !== '0') await lighthouseFigures(stack);
} finally {
  await browser.close();
  await spawned.stop();
}

async function lighthouseFigures(stack: StackFile): Promise<void> {
  const lighthouse = await runLighthouse(stack);
  for (const figure of lighthouse.figures) {
    console.log(
      `lighthouse ${figure.page.padEnd(13)} performance=${figure.scores.performance} accessibility=${figure.scores.accessibility} best-practices=${figure.scores['best-practices']} seo=${figure.scores.seo} LCP=${Math.round(figure.lcpMs)}ms FCP=${Math.round(figure.fcpMs)}ms TBT=${Math.round(figure.tbtMs)}ms`,
    );
  }
}
