/**
 * Message search as hosted Stream documents it (docs: Message Search; spec: Search), through the
 * official client: whole words, thread replies included, message filters, sort, a limit of 100
 * by default, and paging by offset or by `next`.
 */
import { describe, expect, it } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';

const { alice, bob } = await chatWithThree();
const room = await watchTogether('search-room', alice, bob);
const inRoom = { cid: room.cid };

const texts = async (
  client: StreamChat,
  query: Parameters<StreamChat['search']>[1],
  options = {},
) => (await client.search(inRoom, query, options)).results.map((r) => r.message.text);

const { message: parent } = await room.sendMessage({ text: 'The Café opens at nine' });
await room.sendMessage({ text: 'cafe or café, who knows', parent_id: parent.id });
await bob.channel('messaging', 'search-room').sendMessage({ text: 'Needles and threads' });
await room.sendMessage({ text: 'one needle, then another needle' });

describe('message search', () => {
  it.each([
    ['café', ['cafe or café, who knows', 'The Café opens at nine']],
    ['CAFE', ['cafe or café, who knows']],
    ['needle', ['one needle, then another needle']],
    ['eedl', []],
    ['opens nine', ['The Café opens at nine']],
    ['nine opens', ['The Café opens at nine']],
  ])('matches whole words, in any order, case-insensitively: %s', async (query, expected) => {
    expect((await texts(bob, query)).sort()).toEqual([...expected].sort());
  });

  it('finds thread replies, and filters them in or out by parent_id', async () => {
    expect(await texts(bob, { text: { $q: 'cafe' } })).toEqual(['cafe or café, who knows']);
    const replies = await texts(bob, { text: { $q: 'café' }, parent_id: { $exists: true } });
    expect(replies).toEqual(['cafe or café, who knows']);
    const topLevel = await texts(bob, { text: { $q: 'café' }, parent_id: { $exists: false } });
    expect(topLevel).toEqual(['The Café opens at nine']);
  });

  it('matches word starts with $autocomplete, and filters by author', async () => {
    expect((await texts(bob, { text: { $autocomplete: 'need' } })).sort()).toEqual([
      'Needles and threads',
      'one needle, then another needle',
    ]);
    expect(await texts(alice, { text: { $autocomplete: 'need' }, 'user.id': 'bob' })).toEqual([
      'Needles and threads',
    ]);
  });

  it('sorts by relevance by default, and by the sort asked', async () => {
    expect(await texts(bob, { text: { $autocomplete: 'need' } })).toEqual([
      'one needle, then another needle',
      'Needles and threads',
    ]);
    expect(
      await texts(bob, { text: { $autocomplete: 'need' } }, { sort: [{ created_at: 1 }] }),
    ).toEqual(['Needles and threads', 'one needle, then another needle']);
  });

  it('answers 100 results by default, and pages by offset or by next, which keeps the sort', async () => {
    const many = await watchTogether('search-many', alice, bob);
    for (let i = 0; i < 105; i++) await many.sendMessage({ text: `bulk message ${i}` });
    const all = await bob.search({ cid: many.cid }, 'bulk');
    expect(all.results).toHaveLength(100);
    expect(all.next).toEqual(expect.any(String));

    const oldestFirst = [{ created_at: 1 as const }];
    const first = await bob.search({ cid: many.cid }, 'bulk', { limit: 2, sort: oldestFirst });
    const second = await bob.search({ cid: many.cid }, 'bulk', { limit: 2, next: first.next });
    expect([...first.results, ...second.results].map((r) => r.message.text)).toEqual([
      'bulk message 0',
      'bulk message 1',
      'bulk message 2',
      'bulk message 3',
    ]);
    const byOffset = await bob.search({ cid: many.cid }, 'bulk', { limit: 2, offset: 104 });
    expect(byOffset.results).toHaveLength(1);
  });

  it('refuses an offset with a sort, and a query with no words', async () => {
    const withSort = failure(
      bob.search(inRoom, 'needle', { offset: 2, sort: [{ created_at: -1 }] }),
    );
    await expect(withSort).resolves.toMatchObject({ code: 4, status: 400 });
    await expect(failure(bob.search(inRoom, '  '))).resolves.toMatchObject({ code: 4 });
  });
});
