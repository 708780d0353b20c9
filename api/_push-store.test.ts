import { describe, expect, it, vi } from 'vitest';
import { createPushStore } from './_push-store.ts';

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
    expect(await store.subscriptionsOf(['bob'])).toEqual([]);
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
