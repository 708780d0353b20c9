import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveWebPush } from './push-sign-out.ts';

vi.mock('../../config/load-config.ts', () => ({
  config: () => ({ supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon' }),
}));

let unsubscribe: ReturnType<typeof vi.fn>;
let deletes: string[];

function browserWith(online: boolean) {
  unsubscribe = vi.fn(() => Promise.resolve(true));
  const subscription = { endpoint: 'https://push.test/device', unsubscribe };
  vi.stubGlobal('navigator', {
    onLine: online,
    serviceWorker: {
      getRegistration: () =>
        Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscription) } }),
    },
  });
}

function rowDeleteAnswers(answer: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (init.method === 'DELETE') deletes.push(url);
      return answer();
    }),
  );
}

beforeEach(() => {
  deletes = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('leaving Web Push at sign-out', () => {
  it('deletes the row and drops the subscription', async () => {
    browserWith(true);
    rowDeleteAnswers(() => Promise.resolve(new Response(null, { status: 204 })));
    await leaveWebPush('token', 1_000);
    expect(deletes).toHaveLength(1);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it.each<[string, () => Promise<Response>]>([
    [
      'a 401 (the token expired while the laptop slept)',
      () => Promise.resolve(new Response('{"message":"JWT expired"}', { status: 401 })),
    ],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('drops the subscription even when the row delete meets %s', async (_, answer) => {
    browserWith(true);
    rowDeleteAnswers(answer);
    await leaveWebPush('token', 1_000);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('drops the subscription offline, leaving the row for the sender to remove', async () => {
    browserWith(false);
    rowDeleteAnswers(() => Promise.resolve(new Response(null, { status: 204 })));
    await leaveWebPush('token', 1_000);
    expect(deletes).toEqual([]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
