/**
 * A person's holds on an invite link, in the database itself (a database of its own): a person
 * holds one use a link at most, and a hold whose function died (never settled) does not shut its
 * person out of the link: their next try takes it over, spending nothing more, while the link is
 * live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../emulators/demo/users.ts';
import { AUTH_SCHEMA_SQL } from '../../../emulators/supabase/auth/service.ts';
import { openDatabase, type Database } from '../../../emulators/supabase/db/database.ts';
import { removeDataDir, tempDataDir } from '../../support/stack.ts';

const dataDir = tempDataDir('parley-holds-');
let db: Database;

const [maker, guest] = DEMO_USERS.map((user) => user.id);

beforeAll(async () => {
  ({ db } = await openDatabase({ dataDir, applySql: [AUTH_SCHEMA_SQL] }));
}, 120_000);

afterAll(async () => {
  await db?.close();
  removeDataDir(dataDir);
});

let links = 0;

/** A live link `maker` made, with `uses` of `maxUses` spent; answers its hash. */
async function link(uses: number, maxUses: number): Promise<string> {
  links += 1;
  const hash = links.toString(16).padStart(64, '0');
  await db.transaction((tx) =>
    tx.query(
      `insert into public.invite_links (token_hash, channel_type, channel_id, created_by, max_uses, uses)
       values ($1, 'messaging', 'group', $2, $3, $4)`,
      [hash, maker, maxUses, uses],
    ),
  );
  return hash;
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return db.transaction(async (tx) => (await tx.query<T>(text, params)).rows);
}

const usesOf = async (hash: string) =>
  (
    await sql<{ uses: number }>('select uses from public.invite_links where token_hash = $1', [
      hash,
    ])
  )[0]?.uses;

/** check_invite then hold_invite for the guest, as the join function calls them. */
async function follow(hash: string): Promise<{ outcome: string; hold?: string }> {
  await sql('select public.check_invite($1, $2)', [guest, hash]);
  const [row] = await sql<{ held: { outcome: string; hold?: string } }>(
    'select public.hold_invite($1, $2) as held',
    [guest, hash],
  );
  return row?.held ?? { outcome: 'missing' };
}

const settle = async (hold: string | undefined, joined: boolean) =>
  (
    await sql<{ settled: boolean }>('select public.settle_invite_hold($1, $2, $3) as settled', [
      guest,
      hold,
      joined,
    ])
  )[0]?.settled;

/** The guest's hold on the link ages past any function's life. */
const age = (hash: string) =>
  sql(
    `update app_private.invite_holds h set at = now() - interval '2 minutes'
       from public.invite_links l where l.id = h.link_id and l.token_hash = $1`,
    [hash],
  );

describe('one hold a link and person', () => {
  it('refuses a second hold of one person on one link, whatever path writes it', async () => {
    const hash = await link(0, 3);
    expect(await follow(hash)).toMatchObject({ outcome: 'held' });
    const duplicate = sql(
      `insert into app_private.invite_holds (link_id, user_id)
       select id, $2 from public.invite_links where token_hash = $1`,
      [hash, guest],
    );
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(await usesOf(hash)).toBe(1);
  });

  it('is taken over by its person’s next try once its function is surely gone, spending nothing', async () => {
    const hash = await link(0, 2);
    const first = await follow(hash);
    expect(first).toMatchObject({ outcome: 'held' });
    expect(await follow(hash)).toEqual({ outcome: 'holding' });

    await age(hash);
    const taken = await follow(hash);
    expect(taken).toEqual({ outcome: 'held', hold: expect.any(String) });
    expect(taken.hold).not.toBe(first.hold);
    expect(await usesOf(hash)).toBe(1);
    expect(await settle(first.hold, false)).toBe(false);
    expect(await settle(taken.hold, true)).toBe(true);
    expect(await follow(hash)).toEqual({ outcome: 'kept' });
    expect(await usesOf(hash)).toBe(1);
  });

  it('is not taken over once the link is revoked: that use stays spent', async () => {
    const hash = await link(0, 2);
    expect(await follow(hash)).toMatchObject({ outcome: 'held' });
    await age(hash);
    await sql('update public.invite_links set revoked_at = now() where token_hash = $1', [hash]);
    expect(await follow(hash)).toEqual({ outcome: 'none' });
    expect(await usesOf(hash)).toBe(1);
  });
});
