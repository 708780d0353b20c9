/**
 * User groups through the official client (createUserGroup, getUserGroup, queryUserGroups,
 * searchUserGroups, updateUserGroup, addUserGroupMembers, removeUserGroupMembers,
 * deleteUserGroup, and the SDK's UserGroupPaginator): the spec's rules for names, members and
 * cursors, who may change a group, the refusal of team_id in an app without multi-tenancy, and
 * groups kept across a restart.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { UserGroupPaginator } from 'stream-chat';
import { acrossRestart, chatForFile, newClient, startTestChat } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
await chat.createUsers(['amy', 'ben', 'cat', 'dan', 'eve', 'fay']);
await chat.server().upsertUsers([{ id: 'mod', role: 'moderator' }]);
const alice = await chat.connect('alice');
const bob = await chat.connect('bob');
const mod = await chat.connect('mod');
const server = chat.server();

const memberIds = (group: { members?: { user_id: string }[] }) =>
  (group.members ?? []).map((m) => m.user_id).sort();

describe('creating and reading user groups', () => {
  it('creates a group with its members, made by the connected user, and reads it back', async () => {
    const { user_group } = await alice.createUserGroup({
      name: 'Support',
      description: 'Frontline support',
      member_ids: ['amy', 'ben'],
    });
    expect(user_group).toMatchObject({
      name: 'Support',
      description: 'Frontline support',
      created_by: 'alice',
    });
    expect(user_group.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    expect(user_group.created_at).toBe(user_group.updated_at);
    expect(user_group.members?.map((m) => [m.user_id, m.is_admin, m.group_id])).toEqual([
      ['amy', false, user_group.id],
      ['ben', false, user_group.id],
    ]);
    const { user_group: read } = await bob.getUserGroup(user_group.id);
    expect(read).toEqual(user_group);
  });

  it('keeps the id the caller chooses, and refuses a second group with that id or name', async () => {
    const { user_group } = await alice.createUserGroup({ id: 'design', name: 'Design' });
    expect(user_group.id).toBe('design');
    expect(user_group.members).toEqual([]);
    const sameId = await failure(alice.createUserGroup({ id: 'design', name: 'Other' }));
    expect([sameId.status, sameId.code]).toEqual([400, 4]);
    const sameName = await failure(bob.createUserGroup({ name: 'Design' }));
    expect([sameName.status, sameName.code]).toEqual([400, 4]);
    expect(sameName.message).toContain('a group with name "Design" already exists');
  });

  it('refuses a group without a name, with too long fields, or with users that do not exist', async () => {
    for (const options of [
      { name: '' },
      { name: 'x'.repeat(256) },
      { name: 'Long', description: 'x'.repeat(1025) },
      { name: 'Ghosts', member_ids: ['amy', 'ghost'] },
      { name: 'Crowd', member_ids: Array.from({ length: 101 }, (_, i) => `u${i}`) },
    ]) {
      const refused = await failure(alice.createUserGroup(options));
      expect([refused.status, refused.code]).toEqual([400, 4]);
    }
    const ghosts = await failure(alice.createUserGroup({ name: 'Ghosts', member_ids: ['ghost'] }));
    expect(ghosts.message).toContain('ghost');
    expect((await alice.searchUserGroups({ query: 'Ghosts' })).user_groups).toEqual([]);
  });

  it('answers 404 for a group that does not exist', async () => {
    const missing = await failure(alice.getUserGroup('nope'));
    expect([missing.status, missing.code]).toEqual([404, 16]);
    expect(missing.message).toMatch(/not found/);
  });

  it('refuses team_id, as an app without multi-tenancy does', async () => {
    // Each call made only when awaited, so no refusal goes unhandled meanwhile.
    const calls = [
      () => alice.createUserGroup({ name: 'Team', team_id: 'blue' }),
      () => alice.getUserGroup('design', { team_id: 'blue' }),
      () => alice.queryUserGroups({ team_id: 'blue' }),
      () => alice.searchUserGroups({ query: 'de', team_id: 'blue' }),
      () => alice.updateUserGroup('design', { team_id: 'blue' }),
      () => alice.addUserGroupMembers('design', { member_ids: ['amy'], team_id: 'blue' }),
    ];
    for (const call of calls) {
      const refused = await failure(call());
      expect([refused.status, refused.code]).toEqual([400, 4]);
      expect(refused.message).toContain(
        'team_id is not supported when multi-tenancy is not enabled',
      );
    }
  });
});

describe('changing user groups', () => {
  it('updates the name and description but not the members', async () => {
    const { user_group } = await alice.createUserGroup({ name: 'Ops', member_ids: ['amy'] });
    const { user_group: updated } = await alice.updateUserGroup(user_group.id, {
      name: 'Operations',
      description: 'Keeps things running',
    });
    expect(updated).toMatchObject({ name: 'Operations', description: 'Keeps things running' });
    expect(memberIds(updated)).toEqual(['amy']);
    expect(updated.updated_at > user_group.updated_at).toBe(true);
    const taken = await failure(alice.updateUserGroup(user_group.id, { name: 'Design' }));
    expect([taken.status, taken.code]).toEqual([400, 4]);
    const empty = await failure(alice.updateUserGroup(user_group.id, { name: '' }));
    expect([empty.status, empty.code]).toEqual([400, 4]);
  });

  it('adds members all or nothing, and adding one again sets its admin flag', async () => {
    const { user_group } = await alice.createUserGroup({ name: 'Builders' });
    const id = user_group.id;
    await alice.addUserGroupMembers(id, { member_ids: ['amy', 'ben'] });
    const { user_group: admins } = await alice.addUserGroupMembers(id, {
      member_ids: ['cat'],
      as_admin: true,
    });
    expect(admins.members?.find((m) => m.user_id === 'cat')?.is_admin).toBe(true);
    await alice.addUserGroupMembers(id, { member_ids: ['amy'], as_admin: true });
    await alice.addUserGroupMembers(id, { member_ids: ['amy'], as_admin: false });
    const refused = await failure(alice.addUserGroupMembers(id, { member_ids: ['dan', 'ghost'] }));
    expect([refused.status, refused.code]).toEqual([400, 4]);
    const none = await failure(alice.addUserGroupMembers(id, { member_ids: [] }));
    expect([none.status, none.code]).toEqual([400, 4]);
    const { user_group: group } = await alice.getUserGroup(id);
    expect(group.members?.map((m) => [m.user_id, m.is_admin])).toEqual([
      ['amy', false],
      ['ben', false],
      ['cat', true],
    ]);
  });

  it('removes members, passing over users who are not in the group', async () => {
    const { user_group } = await alice.createUserGroup({
      name: 'Readers',
      member_ids: ['amy', 'ben', 'cat'],
    });
    const { user_group: after } = await alice.removeUserGroupMembers(user_group.id, {
      member_ids: ['ben', 'fay', 'ghost'],
    });
    expect(memberIds(after)).toEqual(['amy', 'cat']);
  });

  it('deletes a group, after which it is not found', async () => {
    const { user_group } = await alice.createUserGroup({ name: 'Temporary' });
    await alice.deleteUserGroup(user_group.id);
    const gone = await failure(alice.getUserGroup(user_group.id));
    expect([gone.status, gone.code]).toEqual([404, 16]);
  });
});

describe('who may change a user group', () => {
  it('lets its creator, its group admins, app moderators and the server change it, and no one else', async () => {
    const { user_group } = await alice.createUserGroup({ name: 'Guarded', member_ids: ['amy'] });
    const id = user_group.id;
    for (const call of [
      bob.updateUserGroup(id, { description: 'mine now' }),
      bob.addUserGroupMembers(id, { member_ids: ['ben'] }),
      bob.removeUserGroupMembers(id, { member_ids: ['amy'] }),
      bob.deleteUserGroup(id),
    ]) {
      const refused = await failure(call);
      expect([refused.status, refused.code]).toEqual([403, 17]);
    }
    await alice.addUserGroupMembers(id, { member_ids: ['bob'], as_admin: true });
    await bob.updateUserGroup(id, { description: 'kept by bob too' });
    await mod.addUserGroupMembers(id, { member_ids: ['cat'] });
    await server.removeUserGroupMembers(id, { member_ids: ['amy'] });
    const { user_group: group } = await alice.getUserGroup(id);
    expect(group.description).toBe('kept by bob too');
    expect(memberIds(group)).toEqual(['bob', 'cat']);
  });

  it('lets the server create groups, which have no creator', async () => {
    const { user_group } = await server.createUserGroup({ name: 'Staff', member_ids: ['dan'] });
    expect(user_group.created_by).toBeUndefined();
    const refused = await failure(alice.deleteUserGroup(user_group.id));
    expect([refused.status, refused.code]).toEqual([403, 17]);
    await server.deleteUserGroup(user_group.id);
  });

  it('refuses anonymous users a new group', async () => {
    const anonymous = newClient(chat.info);
    await anonymous.connectAnonymousUser();
    const refused = await failure(anonymous.createUserGroup({ name: 'Nobody' }));
    expect([refused.status, refused.code]).toEqual([403, 17]);
    await anonymous.disconnectUser();
  });
});

describe('listing and searching user groups', () => {
  it('lists oldest first and pages forward with the SDK paginator', async () => {
    const fresh = await startFresh();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await fresh.alice.createUserGroup({ id: `g${4 - i}`, name: `List ${i}` })).user_group.id,
      );
    const { user_groups } = await fresh.alice.queryUserGroups();
    expect(user_groups.map((g) => g.id)).toEqual(ids);
    expect(user_groups[0]?.members).toBeUndefined();
    const paginator = new UserGroupPaginator(fresh.alice, { pageSize: 2 });
    await paginator.next();
    await paginator.next();
    await paginator.next();
    expect(paginator.items?.map((g) => g.id)).toEqual(ids);
    expect(paginator.hasNext).toBe(false);
    const limited = await failure(fresh.alice.queryUserGroups({ limit: 101 }));
    expect([limited.status, limited.code]).toEqual([400, 4]);
    const badTime = await failure(fresh.alice.queryUserGroups({ created_at_gt: 'yesterday' }));
    expect([badTime.status, badTime.code]).toEqual([400, 4]);
  });

  it('searches a name prefix, case-insensitively, in name order, paging by name and id', async () => {
    const fresh = await startFresh();
    for (const name of ['Design Ops', 'design', 'Designers', 'Devs', 'Marketing'])
      await fresh.alice.createUserGroup({ name });
    const names = async (options: Parameters<typeof fresh.alice.searchUserGroups>[0]) =>
      (await fresh.alice.searchUserGroups(options)).user_groups.map((g) => g.name);
    expect(await names({ query: 'DES' })).toEqual(['Design Ops', 'Designers', 'design']);
    expect(await names({ query: 'des', limit: 2 })).toEqual(['Design Ops', 'Designers']);
    expect(await names({ query: 'des', name_gt: 'Designers' })).toEqual(['design']);
    expect(await names({ query: 'zzz' })).toEqual([]);
    for (const options of [{ query: '' }, { query: 'de', limit: 26 }]) {
      const refused = await failure(fresh.alice.searchUserGroups(options));
      expect([refused.status, refused.code]).toEqual([400, 4]);
    }
  });
});

embeddedOnly('restarts the server').describe('user groups across a restart', () => {
  it('keeps groups and their members', async () => {
    await acrossRestart(
      async (own) => {
        await own.createUsers(['amy']);
        const owner = await own.connect('owner');
        const { user_group } = await owner.createUserGroup({ name: 'Kept', member_ids: ['amy'] });
        await owner.addUserGroupMembers(user_group.id, { member_ids: ['owner'], as_admin: true });
        return user_group.id;
      },
      async (own, id) => {
        const owner = await own.connect('owner');
        const { user_group } = await owner.getUserGroup(id);
        expect(user_group.members?.map((m) => [m.user_id, m.is_admin])).toEqual([
          ['amy', false],
          ['owner', true],
        ]);
        expect(user_group.created_by).toBe('owner');
      },
    );
  });
});

/** A server of its own, for the tests that read every group there is. */
async function startFresh() {
  const own = await startTestChat();
  onTestFinished(() => own.remove());
  return { alice: await own.connect('alice') };
}
