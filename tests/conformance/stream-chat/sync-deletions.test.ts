/**
 * What `POST /sync` replays of messages that are gone: after a hard delete, a truncate or a
 * channel deleted and made again, nothing they said (text, html, attachments, reactions, a quote
 * of them) comes back, even to a member who joins later; a soft-deleted message comes back only
 * in its deleted form, as hosted Stream shows deleted messages.
 */
import { describe, expect, it } from 'vitest';
import type { Event } from 'stream-chat';
import { acrossRestart, chatForFile } from '../../support/chat-server.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const bob = await chat.connect('bob');
const carol = await chat.connect('carol');
const sam = await chat.connect('sam');
const server = chat.server();

const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

/** A channel of Bob and Carol, watched by both. */
async function room(id: string) {
  const channel = bob.channel('messaging', id, { members: ['bob', 'carol'] });
  await channel.watch();
  const carols = carol.channel('messaging', id);
  await carols.watch();
  return { channel, carols, cid: `messaging:${id}` };
}

/** What Sam, added as a member only now, gets from /sync for the channel. */
async function samSyncs(cid: string): Promise<Event[]> {
  const [type, id] = cid.split(':') as [string, string];
  await server.channel(type, id).addMembers(['sam']);
  return (await sam.sync([cid], aMinuteAgo())).events;
}

const eventsAbout = (events: Event[], messageId: string) =>
  events.filter((e) => e.message?.id === messageId || e.message_id === messageId);

describe('POST /sync after deletions', () => {
  it('replays nothing a hard-deleted message said: not its text, edits, attachments, reactions or quotes', async () => {
    const { channel, carols, cid } = await room('sync-hard');
    const { message } = await channel.sendMessage({
      text: 'secret-123',
      attachments: [{ type: 'file', title: 'secret-file.pdf', asset_url: 'http://x/secret.pdf' }],
    });
    await bob.updateMessage({ id: message.id, text: 'secret-456 edited' });
    await carols.sendReaction(message.id, { type: 'love' });
    await carols.sendMessage({ text: 'quoting it', quoted_message_id: message.id });
    await carols.sendMessage({ text: 'a reply', parent_id: message.id });
    await server.deleteMessage(message.id, true);

    const events = await samSyncs(cid);
    expect(JSON.stringify(events)).not.toMatch(/secret/);
    const about = eventsAbout(events, message.id);
    expect(about.map((e) => e.type)).toContain('message.new');
    expect(about.some((e) => e.type.startsWith('reaction.'))).toBe(false);
    for (const event of about) {
      expect(event.message).toMatchObject({ id: message.id, type: 'deleted', attachments: [] });
      expect(event.message?.deleted_at).toBeTruthy();
      expect(event.message?.latest_reactions).toEqual([]);
    }
    const deleted = about.find((e) => e.type === 'message.deleted');
    expect(deleted?.hard_delete).toBe(true);
    const quote = events.find((e) => e.type === 'message.new' && e.message?.text === 'quoting it');
    expect(quote?.message?.quoted_message_id).toBe(message.id);
  });

  it('replays nothing of the messages a truncate removed', async () => {
    const { channel, carols, cid } = await room('sync-truncate');
    const { message } = await channel.sendMessage({ text: 'truncated-secret-1' });
    await carols.sendMessage({ text: 'truncated-secret-2', quoted_message_id: message.id });
    await carols.sendReaction(message.id, { type: 'haha' });
    await bob.updateMessage({ id: message.id, text: 'truncated-secret-3' });
    await server.channel('messaging', 'sync-truncate').truncate();
    await channel.sendMessage({ text: 'after the truncate' });

    const events = await samSyncs(cid);
    expect(JSON.stringify(events)).not.toMatch(/truncated-secret/);
    expect(events.map((e) => e.type)).toContain('channel.truncated');
    expect(events.some((e) => e.type.startsWith('reaction.'))).toBe(false);
    const kinds = events.filter((e) => e.type === 'message.new').map((e) => e.message?.type);
    expect(kinds).toEqual(['deleted', 'deleted', 'regular']);
  });

  it('replays nothing of a deleted channel to the members of a new one with the same id', async () => {
    const { channel } = await room('sync-reborn');
    await channel.sendMessage({ text: 'reborn-secret' });
    await server.channel('messaging', 'sync-reborn').delete({ hard_delete: true });
    await server
      .channel('messaging', 'sync-reborn', { members: ['bob'], created_by_id: 'bob' })
      .create();

    const events = await samSyncs('messaging:sync-reborn');
    expect(JSON.stringify(events)).not.toMatch(/reborn-secret/);
  });

  it('replays a soft-deleted message only in its deleted form', async () => {
    const { channel, carols, cid } = await room('sync-soft');
    const { message } = await channel.sendMessage({ text: 'soft-secret' });
    await carols.sendReaction(message.id, { type: 'wow' });
    await bob.deleteMessage(message.id);

    const events = await samSyncs(cid);
    expect(JSON.stringify(events)).not.toMatch(/soft-secret/);
    const deleted = eventsAbout(events, message.id).find((e) => e.type === 'message.deleted');
    expect(deleted?.hard_delete).toBe(false);
    expect(deleted?.message).toMatchObject({ type: 'deleted', attachments: [] });
  });

  it('still replays only the deleted form after the server restarts', async () => {
    embeddedOnly('restarts the server');
    await acrossRestart(
      async (first) => {
        const bobThen = await first.connect('bob');
        await first.connect('sam');
        const channel = bobThen.channel('messaging', 'sync-restart', { members: ['bob'] });
        await channel.watch();
        const { message } = await channel.sendMessage({ text: 'restart-secret' });
        await first.server().deleteMessage(message.id, true);
        return message.id;
      },
      async (again, id) => {
        await again.server().channel('messaging', 'sync-restart').addMembers(['sam']);
        const samNow = await again.connect('sam');
        const { events } = await samNow.sync(['messaging:sync-restart'], aMinuteAgo());
        expect(JSON.stringify(events)).not.toMatch(/restart-secret/);
        const created = events.find((e) => e.type === 'message.new' && e.message?.id === id);
        expect(created?.message?.type).toBe('deleted');
      },
    );
  });
});
