import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserConfig } from '../config/env.ts';
import { renewPushSubscription } from './push-subscription-change.ts';

const session = vi.hoisted(() => ({ accessToken: 'kept-token' as string | undefined }));
vi.mock('./kept-session-auth.ts', () => ({
  keptSessionAuth: () => ({
    getSession: () =>
      Promise.resolve({
        data: {
          session: session.accessToken ? { access_token: session.accessToken } : null,
        },
      }),
  }),
}));

const DEPLOYMENT_KEY = createECDH('prime256v1').generateKeys().toString('base64url');
const CONFIG: BrowserConfig = {
  supabaseUrl: 'http://supabase.test',
  supabaseAnonKey: 'anon',
  streamApiKey: 'stream',
  vapidPublicKey: DEPLOYMENT_KEY,
};

/** A subscription as the browser hands it over, with real-looking keys. */
function subscription(endpoint: string, applicationServerKey: ArrayBuffer | null = null) {
  const json = {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  return {
    endpoint,
    options: { applicationServerKey, userVisibleOnly: true },
    toJSON: () => json,
  } as unknown as PushSubscription;
}

function change(old?: PushSubscription, renewed?: PushSubscription) {
  return { oldSubscription: old ?? null, newSubscription: renewed ?? null };
}

let subscribedWith: PushSubscriptionOptionsInit[];
let requests: { method: string; url: string; body?: { endpoint: string } }[];

function pushManager(endpoint = 'https://push.test/renewed'): PushManager {
  return {
    subscribe: (options: PushSubscriptionOptionsInit) => {
      subscribedWith.push(options);
      return Promise.resolve(subscription(endpoint));
    },
  } as unknown as PushManager;
}

beforeEach(() => {
  session.accessToken = 'kept-token';
  subscribedWith = [];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push({
        method: String(init.method),
        url: decodeURIComponent(url),
        body: init.body ? (JSON.parse(String(init.body)) as { endpoint: string }) : undefined,
      });
      return Promise.resolve(new Response(null, { status: 201 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const summary = () =>
  requests.map(({ method, url, body }) => `${method} ${body?.endpoint ?? url.split('?')[1]}`);

describe('the worker renews a subscription the push service changed', () => {
  it('stores the one the browser already made and deletes the old row', async () => {
    const old = subscription('https://push.test/old');
    await renewPushSubscription(
      pushManager(),
      change(old, subscription('https://push.test/new')),
      CONFIG,
    );
    expect(subscribedWith).toEqual([]);
    expect(summary()).toEqual([
      'POST https://push.test/new',
      'DELETE endpoint=eq.https://push.test/old',
    ]);
  });

  it('subscribes again with the old subscription’s key when the browser made none', async () => {
    const key = new Uint8Array([4, 1, 2, 3]).buffer;
    await renewPushSubscription(
      pushManager(),
      change(subscription('https://push.test/old', key)),
      CONFIG,
    );
    expect(subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(summary()).toEqual([
      'POST https://push.test/renewed',
      'DELETE endpoint=eq.https://push.test/old',
    ]);
  });

  it('subscribes with the deployment’s key when nothing of the old one is known', async () => {
    await renewPushSubscription(pushManager(), change(), CONFIG);
    expect(subscribedWith).toHaveLength(1);
    expect(Buffer.from(subscribedWith[0]?.applicationServerKey as Uint8Array)).toEqual(
      Buffer.from(DEPLOYMENT_KEY, 'base64url'),
    );
    expect(summary()).toEqual(['POST https://push.test/renewed']);
  });

  it('keeps the row when the renewed subscription has the same endpoint', async () => {
    const endpoint = 'https://push.test/same';
    await renewPushSubscription(pushManager(endpoint), change(subscription(endpoint)), CONFIG);
    expect(summary()).toEqual([`POST ${endpoint}`]);
  });

  it('does nothing with nobody signed in on the device', async () => {
    session.accessToken = undefined;
    await renewPushSubscription(
      pushManager(),
      change(subscription('https://push.test/old')),
      CONFIG,
    );
    expect(subscribedWith).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('does not subscribe without any key, and still drops the old row', async () => {
    const { vapidPublicKey: _none, ...keyless } = CONFIG;
    await renewPushSubscription(
      pushManager(),
      change(subscription('https://push.test/old')),
      keyless,
    );
    expect(subscribedWith).toEqual([]);
    expect(summary()).toEqual(['DELETE endpoint=eq.https://push.test/old']);
  });

  it('sends the kept session’s token with each row change', async () => {
    await renewPushSubscription(pushManager(), change(), CONFIG);
    const init = vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer kept-token');
  });
});
