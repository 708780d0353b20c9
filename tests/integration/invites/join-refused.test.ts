/**
 * A link's use is taken only by a join that happened: when the chat server refuses to add the
 * person, the use is given back inside the join function (no endpoint a caller could use to reset
 * a count), and two people following the last use at once never both get in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { group, join, makeLink, memberIds, signUpAll, usesOf } from './invite-world.ts';
import { startRefusingChat, type RefusingChat } from './refusing-chat.ts';

let chat: RefusingChat;

beforeAll(async () => {
  chat = await startRefusingChat();
});

afterAll(() => chat.close());

describe('a join the chat server refuses', () => {
  it('gives the use back, adds nobody, and the link still works once the server accepts', async () => {
    const [maker, guest] = await signUpAll('maker', 'guest');
    const id = await group(maker);
    const link = await makeLink(maker, id, { max_uses: 1 });

    chat.refusing = true;
    const refused = await chat.join(guest, { token: link.token });
    expect(refused.status).toBe(503);
    expect(await memberIds(id)).toEqual([maker.id]);
    expect(await usesOf(link)).toEqual([{ uses: 0 }]);

    chat.refusing = false;
    expect(await chat.join(guest, { token: link.token })).toEqual({
      status: 200,
      body: { channel_type: 'messaging', channel_id: id, joined: true },
    });
    expect(await memberIds(id)).toEqual([maker.id, guest.id].sort());
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);
  });
});

describe('the last use', () => {
  it('goes to one of two people following it at once; the other hears it is used up', async () => {
    const [maker, first, second] = await signUpAll('maker', 'first', 'second');
    const id = await group(maker);
    const link = await makeLink(maker, id, { max_uses: 1 });

    const answers = await Promise.all([first, second].map((p) => join(p, { token: link.token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 410]);
    expect(answers.find((a) => a.status === 410)?.body.error).toBe('invite_spent');
    const members = await memberIds(id);
    expect(members).toHaveLength(2);
    expect(members).toContain(maker.id);
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);
  });
});
