/**
 * Where this server knowingly answers otherwise than hosted Stream (FIDELITY.md, Known
 * differences), pinned through the official SDK so that a change shows: message search matches
 * a substring of top-level messages, filters take any field with any operator, and an IP ban is
 * taken without banning an address. Run against the embedded server only: hosted differs.
 */
import { expect, it } from 'vitest';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const { chat, alice, bob, carol } = await chatWithThree();
const server = chat.server();

embeddedOnly('pins differences from hosted').describe('known differences', () => {
  it('search matches a substring inside words, case-insensitively, and never a thread reply', async () => {
    const room = await watchTogether('differences-search', alice, bob);
    const { message } = await room.sendMessage({ text: 'the needle in the haystack' });
    await room.sendMessage({ text: 'a needle in the thread', parent_id: message.id });
    const { results } = await bob.search({ cid: room.cid }, 'EEDL');
    expect(results.map((r) => r.message.text)).toEqual(['the needle in the haystack']);
  });

  it('filters take any field with any operator: $autocomplete on a custom user field', async () => {
    await server.upsertUsers([{ id: 'differences-fan', name: 'Fan', favourite: 'green tea' }]);
    const { users } = await carol.queryUsers({ favourite: { $autocomplete: 'gre' } } as never);
    expect(users.map((u) => u.id)).toEqual(['differences-fan']);
  });

  it('takes ip_ban as a ban of the user alone: others on the same address connect and send', async () => {
    const room = await watchTogether('differences-ip', alice, carol);
    await server
      .channel('messaging', 'differences-ip')
      .banUser('carol', { banned_by_id: 'alice', ip_ban: true });
    const other = await chat.connect('differences-neighbour');
    await expect(other.queryUsers({ id: 'alice' })).resolves.toBeDefined();
    await expect(room.sendMessage({ text: 'still here' })).resolves.toBeDefined();
  });
});
