import { describe, expect, it, vi } from 'vitest';
import { createPushStore, endpointKey } from './store.ts';

const ALICE = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';

function storeAnswering(rows: unknown[]) {
  const fetchImpl = vi.fn((_url: string | URL | Request) => Promise.resolve(Response.json(rows)));
  const store = createPushStore('http://supabase.test', { serviceRoleKey: 'service' }, fetchImpl);
  return {
    store,
    asked: () => fetchImpl.mock.calls.map(([url]) => decodeURIComponent(String(url))),
  };
}

describe('reading settings and devices for chat members', () => {
  it('asks only about members who can be Supabase users', async () => {
    const { store, asked } = storeAnswering([{ user_id: ALICE, level: 'all', show_text: false }]);
    const settings = await store.settingsOf(['bob-made-on-the-chat-server', ALICE]);
    expect(settings.get(ALICE)).toEqual({ level: 'all', showText: false });
    expect(asked()).toEqual([
      `http://supabase.test/rest/v1/notification_settings?select=user_id,level,show_text&user_id=in.("${ALICE}")`,
    ]);
  });

  it('asks nothing when no member can be', async () => {
    const { store, asked } = storeAnswering([]);
    expect(await store.settingsOf(['bob', 'sam'])).toEqual(new Map());
    expect(await store.devicesOf(['bob'])).toEqual([]);
    expect(await store.mutedPeopleOf(['bob'])).toEqual(new Map());
    expect(asked()).toEqual([]);
  });

  it('reads whom each person muted, skipping rows not shaped as the table keeps them', async () => {
    const { store, asked } = storeAnswering([
      { user_id: ALICE, muted_user_ids: ['bob', 7, 'sam'] },
      { user_id: ALICE.replace('6f', '7f'), muted_user_ids: 'bob' },
    ]);
    const muted = await store.mutedPeopleOf([ALICE, 'bob']);
    expect(muted).toEqual(new Map([[ALICE, new Set(['bob', 'sam'])]]));
    expect(asked()).toEqual([
      `http://supabase.test/rest/v1/push_mutes?select=user_id,muted_user_ids&user_id=in.("${ALICE}")`,
    ]);
  });
});

describe('devices and receipts', () => {
  it('reads devices through push_devices_of, which keeps only live sessions’ devices', async () => {
    const fetchImpl = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve(
        Response.json([
          { endpoint: 'https://fcm.googleapis.com/x', user_id: ALICE, p256dh: 'k', auth: 'a' },
        ]),
      ),
    );
    const store = createPushStore('http://supabase.test', { serviceRoleKey: 'service' }, fetchImpl);
    expect(await store.devicesOf([ALICE, 'bob'])).toEqual([
      { endpoint: 'https://fcm.googleapis.com/x', userId: ALICE, p256dh: 'k', auth: 'a' },
    ]);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://supabase.test/rest/v1/rpc/push_devices_of');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ user_ids: [ALICE] }) });
  });

  it('claims every device in one insert that ignores duplicates, and keeps only what it inserted', async () => {
    const endpoints = ['https://fcm.googleapis.com/a', 'https://fcm.googleapis.com/b'];
    const fetchImpl = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve(Response.json([{ endpoint_sha256: endpointKey(endpoints[1] as string) }])),
    );
    const store = createPushStore('http://supabase.test', { serviceRoleKey: 'service' }, fetchImpl);
    expect(await store.claimReceipts('m1', endpoints)).toEqual(new Set([endpoints[1]]));
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://supabase.test/rest/v1/push_receipts?select=endpoint_sha256');
    expect(new Headers(init?.headers).get('Prefer')).toBe(
      'resolution=ignore-duplicates,return=representation',
    );
    expect(JSON.parse(String(init?.body))).toEqual(
      endpoints.map((endpoint) => ({ message_id: 'm1', endpoint_sha256: endpointKey(endpoint) })),
    );
  });

  it('releases claims in short requests, never naming an endpoint', async () => {
    const endpoints = Array.from({ length: 120 }, (_, i) => `https://fcm.googleapis.com/${i}`);
    const { store, asked } = storeAnswering([]);
    await store.releaseReceipts('m1', endpoints);
    expect(asked()).toHaveLength(3);
    expect(asked().join('\n')).not.toContain('fcm.googleapis.com');
    expect(asked()[0]).toContain(
      `message_id=eq.m1&endpoint_sha256=in.("${endpointKey(endpoints[0] as string)}"`,
    );
  });
});
