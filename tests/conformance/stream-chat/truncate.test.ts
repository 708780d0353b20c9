/**
 * Truncating a channel through the official SDK, with the options of the Truncate Channel docs:
 * hidden by default and deleted for good with `hard_delete`, only up to `truncated_at`, a system
 * message posted after it, and members who do not watch the channel told too.
 */
import { describe, expect, it } from 'vitest';
import { chatWithThree } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const { chat, alice, bob, carol } = await chatWithThree();
const server = chat.server();

async function room(id: string) {
  const channel = alice.channel('messaging', id, { members: ['alice', 'bob', 'carol'] });
  await channel.watch();
  await bob.channel('messaging', id).watch();
  return channel;
}

const texts = (messages: { text?: string }[]) => messages.map((m) => m.text);

describe('truncating a channel', () => {
  it('hides its messages by default, and deletes them for good with hard_delete', async () => {
    const channel = await room('truncate-soft');
    const { message: hidden } = await channel.sendMessage({ text: 'hidden' });
    await channel.truncate();
    expect((await channel.query({})).messages).toEqual([]);
    expect((await server.getMessage(hidden.id)).message.text).toBe('hidden');

    const { message: gone } = await channel.sendMessage({ text: 'gone' });
    await channel.truncate({ hard_delete: true });
    expect((await channel.query({})).messages).toEqual([]);
    expect(await failure(server.getMessage(gone.id))).toMatchObject({ code: 16, status: 404 });
  });

  it('stops at truncated_at: later messages stay', async () => {
    const channel = await room('truncate-until');
    const { message: first } = await channel.sendMessage({ text: 'before' });
    await channel.sendMessage({ text: 'after' });
    const at = new Date(first.created_at ?? '');
    const answer = await channel.truncate({ truncated_at: at });
    expect(Date.parse(answer.channel?.truncated_at ?? '')).toBe(at.getTime());
    expect(texts((await channel.query({})).messages)).toEqual(['after']);
  });

  it('posts its message as a system message, in the answer and in the event', async () => {
    const channel = await room('truncate-message');
    await channel.sendMessage({ text: 'old news' });
    const heard = nextEvent(bob, 'channel.truncated', (e) => e.cid === channel.cid);
    const answer = await channel.truncate({ message: { text: 'Cleared' }, skip_push: true });
    expect(answer.message).toMatchObject({
      type: 'system',
      text: 'Cleared',
      user: { id: 'alice' },
    });
    expect((await heard).message).toMatchObject({ type: 'system', text: 'Cleared' });
    expect(texts((await channel.query({})).messages)).toEqual(['Cleared']);
  });

  it('tells members who do not watch it with notification.channel_truncated', async () => {
    const channel = await room('truncate-told');
    const told = nextEvent(carol, 'notification.channel_truncated', (e) => e.cid === channel.cid);
    await channel.truncate();
    expect((await told).channel?.truncated_at).toBeDefined();
  });
});
