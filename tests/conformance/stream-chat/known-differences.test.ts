/**
 * Where this server knowingly answers otherwise than hosted Stream (FIDELITY.md, Known
 * differences), pinned through the official SDK so that a change shows: filters take any field
 * with any operator, and an IP ban is taken without banning an address. Run against the
 * embedded server only: hosted differs.
 */
import { expect, it } from 'vitest';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const { chat, alice, carol } = await chatWithThree();
const server = chat.server();

embeddedOnly('pins differences from hosted').describe('known differences', () => {
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
