/**
 * Who may make a link and who may spend one. A link is made only through the make function, for
 * a member the chat server lets add people to the group, never by writing the table directly;
 * the database's invite functions answer only the project's own key, so a signed-in person who
 * knows a link cannot take its uses outside the join function and its rate limits.
 */
import { describe, expect, it } from 'vitest';
import { hashInviteToken, mintInviteToken } from '../../../shared/invite-token.ts';
import {
  createInvite,
  group,
  makeLink,
  projectDb,
  signUpAll,
  usesOf,
  type Person,
} from './invite-world.ts';

async function linksOf(channelId: string): Promise<number | null> {
  const { count, error } = await projectDb()
    .from('invite_links')
    .select('id', { count: 'exact', head: true })
    .eq('channel_id', channelId);
  if (error) throw new Error(error.message);
  return count;
}

async function insertDirectly(person: Person, channelId: string) {
  return person.db.from('invite_links').insert({
    token_hash: await hashInviteToken(mintInviteToken()),
    channel_type: 'messaging',
    channel_id: channelId,
  });
}

describe('making a link', () => {
  it('is refused to a member who may not add people, through the function and the Data API alike', async () => {
    const [owner, plain] = await signUpAll('owner', 'plain');
    const id = await group(owner, [plain]);

    expect(await createInvite(plain, { channel_type: 'messaging', channel_id: id })).toMatchObject({
      status: 403,
      body: { error: 'invite_not_allowed' },
    });
    const direct = await insertDirectly(plain, id);
    expect(direct.error?.code).toBe('42501');
    expect(await linksOf(id)).toBe(0);
  });

  it('takes only what the table could keep, and answers the link once, with its token', async () => {
    const [owner] = await signUpAll('owner');
    const id = await group(owner);
    for (const wrong of [{ days: 31 }, { max_uses: 0 }, { channel_type: 'livestream' }]) {
      expect(
        await createInvite(owner, { channel_type: 'messaging', channel_id: id, ...wrong }),
      ).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    }
    const made = await createInvite(owner, {
      channel_type: 'messaging',
      channel_id: id,
      days: 1,
      max_uses: 3,
    });
    expect(made).toMatchObject({ status: 201, body: { link: { uses: 0, max_uses: 3 } } });
    expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { created_at: created, expires_at: expires } = made.body.link as {
      created_at: string;
      expires_at: string;
    };
    expect(Date.parse(expires) - Date.parse(created)).toBe(86_400_000);
    expect(await linksOf(id)).toBe(1);
  });

  it('lives seven days with no limit on its uses unless its maker picks otherwise', async () => {
    const [owner] = await signUpAll('owner');
    const id = await group(owner);
    const made = await createInvite(owner, { channel_type: 'messaging', channel_id: id });
    expect(made).toMatchObject({ status: 201, body: { link: { uses: 0, max_uses: null } } });
    const { created_at: created, expires_at: expires } = made.body.link as {
      created_at: string;
      expires_at: string;
    };
    expect(Date.parse(expires) - Date.parse(created)).toBe(7 * 86_400_000);
  });

  it('is refused to the group’s own maker through the Data API: only the function writes links', async () => {
    const [owner] = await signUpAll('owner');
    const id = await group(owner);
    const direct = await insertDirectly(owner, id);
    expect(direct.error?.code).toBe('42501');
    expect(await linksOf(id)).toBe(0);
  });
});

describe('spending a use', () => {
  it('is refused to a signed-in person calling hold_invite through the Data API, and the uses stay', async () => {
    const [maker, caller] = await signUpAll('maker', 'caller');
    const id = await group(maker);
    const link = await makeLink(maker, id, { max_uses: 2 });

    const asBefore = await caller.db.rpc('hold_invite', { p_token_hash: link.hash });
    expect(asBefore.error).not.toBeNull();
    const asNow = await caller.db.rpc('hold_invite', {
      p_user: caller.id,
      p_token_hash: link.hash,
    });
    expect(asNow.error?.code).toBe('42501');
    expect(await usesOf(link)).toEqual([{ uses: 0 }]);
  });

  it('is held only for a person whose attempt on that link was counted in the rate limits', async () => {
    const [maker, guest] = await signUpAll('maker', 'guest');
    const id = await group(maker);
    const link = await makeLink(maker, id);
    const project = projectDb();
    const hold = () => project.rpc('hold_invite', { p_user: guest.id, p_token_hash: link.hash });

    expect(await hold()).toMatchObject({ data: { outcome: 'none' }, error: null });
    expect(await usesOf(link)).toEqual([{ uses: 0 }]);
    const counted = await project.rpc('check_invite', {
      p_user: guest.id,
      p_token_hash: link.hash,
    });
    expect(counted.data).toMatchObject({ outcome: 'ok' });
    expect((await hold()).data).toEqual({ outcome: 'held', hold: expect.any(String) });
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);
  });

  it('is one a person, ever: held or kept, their next hold takes none; given back, it may be held again', async () => {
    const [maker, guest, other] = await signUpAll('maker', 'guest', 'other');
    const id = await group(maker);
    const link = await makeLink(maker, id, { max_uses: 3 });
    const project = projectDb();
    for (const person of [guest, other]) {
      const counted = await project.rpc('check_invite', {
        p_user: person.id,
        p_token_hash: link.hash,
      });
      expect(counted.data).toMatchObject({ outcome: 'ok' });
    }
    const hold = async (person: Person) =>
      (await project.rpc('hold_invite', { p_user: person.id, p_token_hash: link.hash })).data as {
        outcome: string;
        hold?: string;
      };
    const settle = async (held: string, joined: boolean) =>
      (
        await project.rpc('settle_invite_hold', {
          p_user: guest.id,
          p_hold: held,
          p_joined: joined,
        })
      ).data as unknown;

    const first = await hold(guest);
    expect(first).toEqual({ outcome: 'held', hold: expect.any(String) });
    expect(await hold(guest)).toEqual({ outcome: 'holding' });
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);

    expect(await settle(first.hold ?? '', false)).toBe(true);
    expect(await usesOf(link)).toEqual([{ uses: 0 }]);
    const again = await hold(guest);
    expect(again).toEqual({ outcome: 'held', hold: expect.any(String) });
    expect(await settle(again.hold ?? '', true)).toBe(true);
    expect(await settle(again.hold ?? '', false)).toBe(false);
    expect(await hold(guest)).toEqual({ outcome: 'kept' });
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);

    expect(await hold(other)).toEqual({ outcome: 'held', hold: expect.any(String) });
    expect(await usesOf(link)).toEqual([{ uses: 2 }]);
  });

  it('leaves every invite function to the project: a signed-in person is refused each', async () => {
    const [maker, caller] = await signUpAll('maker', 'caller');
    const id = await group(maker);
    const link = await makeLink(maker, id);
    const calls = [
      caller.db.rpc('check_invite', { p_user: caller.id, p_token_hash: link.hash }),
      caller.db.rpc('settle_invite_hold', {
        p_user: caller.id,
        p_hold: crypto.randomUUID(),
        p_joined: false,
      }),
      caller.db.rpc('create_invite_link', {
        p_user: caller.id,
        p_token_hash: await hashInviteToken(mintInviteToken()),
        p_channel_type: 'messaging',
        p_channel_id: id,
        p_days: 7,
        p_max_uses: null,
      }),
    ];
    const codes = (await Promise.all(calls)).map((answer) => answer.error?.code);
    expect(codes).toEqual(['42501', '42501', '42501']);
    expect(await usesOf(link)).toEqual([{ uses: 0 }]);
  });
});
