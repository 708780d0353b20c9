/**
 * Role search through the official client (`searchRoles`, which mention autocomplete calls):
 * Stream's built-in roles by name prefix, in name order, filtered by level, with the cross-team
 * roles only when asked for, and the input the spec refuses.
 */
import { describe, expect, it } from 'vitest';
import type { SearchRolesOptions } from 'stream-chat';
import { chatForFile } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');

const names = async (options: SearchRolesOptions) =>
  (await alice.searchRoles(options)).roles.map((role) => role.name);

describe('searching roles', () => {
  it('finds built-in roles by name prefix, case-insensitively, in name order', async () => {
    expect(await names({ query: 'CHANNEL' })).toEqual(['channel_member', 'channel_moderator']);
    expect(await names({ query: 'a' })).toEqual(['admin', 'anonymous']);
    expect(await names({ query: 'mod' })).toEqual(['moderator']);
    expect(await names({ query: 'x' })).toEqual([]);
  });

  it('answers each role as built in, with the scopes it holds grants in', async () => {
    const { roles } = await alice.searchRoles({ query: 'user' });
    expect(roles).toEqual([
      {
        name: 'user',
        custom: false,
        scopes: ['.app', 'messaging', 'team'],
        created_at: expect.any(String) as string,
        updated_at: expect.any(String) as string,
      },
    ]);
    const [anonymous] = (await alice.searchRoles({ query: 'anon' })).roles;
    expect(anonymous?.scopes).toEqual([]);
  });

  it('filters by level, pages after a name, and lists cross-team roles only when asked', async () => {
    expect(await names({ query: 'g' })).toEqual(['guest']);
    expect(await names({ query: 'g', include_global_roles: true })).toEqual([
      'global_admin',
      'global_moderator',
      'guest',
    ]);
    expect(await names({ query: 'c', role_type: 'user' })).toEqual([]);
    expect(await names({ query: 'a', role_type: 'user', limit: 1 })).toEqual(['admin']);
    expect(await names({ query: 'a', name_gt: 'admin' })).toEqual(['anonymous']);
  });

  it('refuses a missing or too long query, a bad limit and an unknown role type', async () => {
    for (const options of [
      { query: '' },
      { query: 'x'.repeat(256) },
      { query: 'a', limit: 26 },
      { query: 'a', limit: 0 },
      { query: 'a', role_type: 'team' as 'user' },
    ]) {
      const refused = await failure(alice.searchRoles(options));
      expect([refused.status, refused.code]).toEqual([400, 4]);
      expect(refused.message).toContain('SearchRoles failed with error');
    }
  });
});
