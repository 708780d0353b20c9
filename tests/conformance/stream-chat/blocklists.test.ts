/**
 * Blocklists through the official client (createBlockList, listBlockLists, getBlockList,
 * updateBlockList, deleteBlockList): the app's built-in list beside its own, the Block Lists
 * docs' limits on names and words, staff-only access, and lists kept across a restart.
 */
import { expect, it } from 'vitest';
import type { APIResponse, BlockList, BlockListResponse } from 'stream-chat';
import { acrossRestart, chatForFile, startTestChat } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
await chat.server().upsertUsers([
  { id: 'root', role: 'admin' },
  { id: 'mod', role: 'moderator' },
]);
const root = await chat.connect('root');
const mod = await chat.connect('mod');
const alice = await chat.connect('alice');
const server = chat.server();

embeddedOnly('changes the app-wide blocklists and restarts the server').describe(
  'blocklists',
  () => {
    it('creates, reads, updates and deletes a list of the app', async () => {
      // The SDK types the answer as a bare APIResponse; the spec's carries the new list.
      const created = (await root.createBlockList({
        name: 'no-cakes',
        words: ['fudge', 'cream', 'sugar'],
      })) as APIResponse & { blocklist?: BlockListResponse };
      expect(created.blocklist).toMatchObject({ name: 'no-cakes', owner_user_id: 'root' });
      const { blocklist } = await root.getBlockList('no-cakes');
      expect(blocklist).toMatchObject({
        name: 'no-cakes',
        type: 'word',
        words: ['fudge', 'cream', 'sugar'],
        is_leet_check_enabled: false,
        is_plural_check_enabled: false,
        is_confusable_folding_enabled: false,
        is_substring_matching_enabled: false,
      });
      await mod.updateBlockList('no-cakes', { words: ['fudge'] });
      expect((await root.getBlockList('no-cakes')).blocklist.words).toEqual(['fudge']);
      await root.deleteBlockList('no-cakes');
      const gone = await failure(root.getBlockList('no-cakes'));
      expect([gone.status, gone.code]).toEqual([404, 16]);
    });

    it('lists the built-in profanity list first, then the app lists oldest first', async () => {
      await server.createBlockList({ name: 'first', words: ['one'] });
      await server.createBlockList({ name: 'domains', type: 'domain', words: ['spam.example'] });
      const { blocklists } = await mod.listBlockLists();
      expect(blocklists.map((list) => list.name)).toEqual([
        'profanity_en_2020_v1',
        'first',
        'domains',
      ]);
      expect(blocklists[2]?.type).toBe('domain');
      const builtIn = await failure(root.deleteBlockList('profanity_en_2020_v1'));
      expect([builtIn.status, builtIn.code]).toEqual([400, 4]);
      const again = await failure(root.createBlockList({ name: 'first', words: ['two'] }));
      expect([again.status, again.code]).toEqual([400, 4]);
      await server.deleteBlockList('first');
      await server.deleteBlockList('domains');
    });

    it('refuses lists the docs do not allow', async () => {
      const refusals: BlockList[] = [
        { name: '', words: ['a'] },
        { name: 'upper', words: ['Cream'] },
        { name: 'long', words: ['x'.repeat(41)] },
        { name: 'regex', type: 'regex', words: ['(unclosed'] },
        { name: 'kind', type: 'phrase', words: ['a'] },
      ];
      for (const list of refusals) {
        const refused = await failure(root.createBlockList(list));
        expect([refused.status, refused.code]).toEqual([400, 4]);
      }
      // A list without words, which the SDK's types do not let a caller write.
      const noWords = await failure(root.post(`${root.baseURL}/blocklists`, { name: 'no-words' }));
      expect([noWords.status, noWords.code]).toEqual([400, 4]);
      const missing = await failure(root.updateBlockList('nope', { words: ['a'] }));
      expect([missing.status, missing.code]).toEqual([404, 16]);
    });

    it('keeps an app to 15 lists of its own', async () => {
      const own = await startTestChat();
      try {
        const admin = own.server();
        for (let i = 0; i < 15; i++)
          await admin.createBlockList({ name: `list-${i}`, words: ['w'] });
        const sixteenth = await failure(admin.createBlockList({ name: 'list-15', words: ['w'] }));
        expect([sixteenth.status, sixteenth.code]).toEqual([400, 4]);
      } finally {
        await own.remove();
      }
    });

    it('refuses users who are not app staff', async () => {
      await server.createBlockList({ name: 'staff-only', words: ['secret'] });
      // Each call made only when awaited, so no refusal goes unhandled meanwhile.
      for (const call of [
        () => alice.listBlockLists(),
        () => alice.getBlockList('staff-only'),
        () => alice.createBlockList({ name: 'mine', words: ['a'] }),
        () => alice.updateBlockList('staff-only', { words: [] }),
        () => alice.deleteBlockList('staff-only'),
      ]) {
        const refused = await failure(call());
        expect([refused.status, refused.code]).toEqual([403, 17]);
      }
      expect((await server.getBlockList('staff-only')).blocklist.words).toEqual(['secret']);
    });

    it('keeps the lists across a restart', async () => {
      await acrossRestart(
        async (own) => {
          await own.server().createBlockList({ name: 'kept', words: ['keep'] });
        },
        async (own) => {
          const { blocklist } = await own.server().getBlockList('kept');
          expect(blocklist.words).toEqual(['keep']);
        },
      );
    });
  },
);
