/**
 * Who sees and closes a group's links: every member the chat server lets add people to the group
 * lists its links, live and past, with who made each, and revokes any of them (so a link a member
 * made that leaked can be closed); a link's maker revokes their own. Nobody else does either, not
 * even by passing the id of a link of a group they do manage otherwise, and nobody reaches the
 * links through the Data API.
 */
import { describe, expect, it } from 'vitest';
import {
  chatServer,
  group,
  join,
  listInvites,
  makeLink,
  memberIds,
  revokeInvite,
  signUpAll,
} from './invite-world.ts';

describe('a member who may add people', () => {
  it('lists the group’s links with their makers and revokes one another member made', async () => {
    const [owner, helper, guest] = await signUpAll('owner', 'helper', 'guest');
    const id = await group(owner, [helper]);
    await chatServer().channel('messaging', id).addModerators([helper.id]);
    const own = await makeLink(owner, id);
    const leaked = await makeLink(helper, id);

    const listed = await listInvites(owner, id);
    expect(listed.status).toBe(200);
    expect(listed.body.links).toEqual([
      expect.objectContaining({ id: leaked.id, created_by: helper.id, revoked_at: null }),
      expect.objectContaining({ id: own.id, created_by: owner.id, revoked_at: null }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(leaked.hash);

    const revoked = await revokeInvite(owner, { link_id: leaked.id });
    expect(revoked).toMatchObject({
      status: 200,
      body: { link: { id: leaked.id, created_by: helper.id, revoked_at: expect.any(String) } },
    });
    expect(await join(guest, { token: leaked.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_revoked' },
    });
    expect(await memberIds(id)).not.toContain(guest.id);

    // A revoked link stays in the list, as a past one.
    const after = await listInvites(helper, id);
    expect(after.body.links?.map((link) => [link.id, link.revoked_at !== null])).toEqual([
      [leaked.id, true],
      [own.id, false],
    ]);
  });

  it('revokes a revoked link again harmlessly: the same answer, its first time kept', async () => {
    const [owner] = await signUpAll('owner');
    const id = await group(owner);
    const link = await makeLink(owner, id);
    const first = await revokeInvite(owner, { link_id: link.id });
    const second = await revokeInvite(owner, { link_id: link.id });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
  });

  it('hears 404 for an id that names no link, and 400 for what is no id or no group', async () => {
    const [owner] = await signUpAll('owner');
    const id = await group(owner);
    expect(await revokeInvite(owner, { link_id: crypto.randomUUID() })).toMatchObject({
      status: 404,
      body: { error: 'invite_unknown' },
    });
    for (const wrong of [{}, { link_id: 'not-an-id' }, { link_id: 7 }]) {
      expect(await revokeInvite(owner, wrong)).toMatchObject({
        status: 400,
        body: { error: 'invalid_request' },
      });
    }
    expect(await listInvites(owner, `${id}/../other`)).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
  });
});

describe('a link’s maker', () => {
  it('revokes their own link after losing the right to add people, but no longer lists the group’s', async () => {
    const [owner, helper] = await signUpAll('owner', 'helper');
    const id = await group(owner, [helper]);
    const channel = chatServer().channel('messaging', id);
    await channel.addModerators([helper.id]);
    const link = await makeLink(helper, id);
    await channel.demoteModerators([helper.id]);

    expect(await listInvites(helper, id)).toMatchObject({
      status: 403,
      body: { error: 'invite_not_allowed' },
    });
    expect(await revokeInvite(helper, { link_id: link.id })).toMatchObject({
      status: 200,
      body: { link: { id: link.id, revoked_at: expect.any(String) } },
    });
  });

  it('reaches no link through the Data API: neither reads nor revokes it there', async () => {
    const [owner, guest] = await signUpAll('owner', 'guest');
    const id = await group(owner);
    const link = await makeLink(owner, id);

    const read = await owner.db.from('invite_links').select('id').eq('id', link.id);
    expect(read.error?.code).toBe('42501');
    const update = await owner.db
      .from('invite_links')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', link.id);
    expect(update.error?.code).toBe('42501');
    const called = await owner.db.rpc('revoke_invite_link', { p_link: link.id });
    expect(called.error?.code).toBe('42501');
    expect((await join(guest, { token: link.token })).status).toBe(200);
  });
});

describe('a member who may not add people', () => {
  it('neither lists nor revokes the group’s links, nor one of another group by its id', async () => {
    const [owner, plain, guest] = await signUpAll('owner', 'plain', 'guest');
    const shared = await group(owner, [plain]);
    const link = await makeLink(owner, shared);
    // A group of their own, where they may add people: it gives no right over the other's links.
    const theirs = await group(plain);

    expect(await listInvites(plain, shared)).toMatchObject({
      status: 403,
      body: { error: 'invite_not_allowed' },
    });
    expect(
      await revokeInvite(plain, {
        link_id: link.id,
        channel_type: 'messaging',
        channel_id: theirs,
      }),
    ).toMatchObject({ status: 403, body: { error: 'invite_not_allowed' } });
    expect(await revokeInvite(plain, { link_id: link.id })).toMatchObject({
      status: 403,
      body: { error: 'invite_not_allowed' },
    });
    expect((await listInvites(plain, theirs)).body.links).toEqual([]);

    expect(await join(guest, { token: link.token })).toMatchObject({
      status: 200,
      body: { joined: true },
    });
  });

  it('who is not in the group at all is refused alike', async () => {
    const [owner, stranger] = await signUpAll('owner', 'stranger');
    const id = await group(owner);
    const link = await makeLink(owner, id);
    expect((await listInvites(stranger, id)).status).toBe(403);
    expect((await revokeInvite(stranger, { link_id: link.id })).status).toBe(403);
    expect((await listInvites(owner, id)).body.links).toEqual([
      expect.objectContaining({ id: link.id, revoked_at: null }),
    ]);
  });
});
