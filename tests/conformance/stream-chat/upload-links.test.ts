/**
 * Upload links as hosted's CDN gives them, through the official SDK: signed (`Key-Pair-Id`,
 * `Policy`, `Signature`, as GetStream/stream-chat-test-mock-server's recording of hosted has
 * them), refused once altered, expired after 14 days, and signed afresh when the message holding
 * one is read again, which is how a client gets a working link back.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Attachment } from 'stream-chat';
import { chatWithThree, startTestChat } from '../../support/chat-server.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const DAY_MS = 24 * 60 * 60 * 1000;

const { alice } = await chatWithThree();
const room = alice.channel('messaging', 'links', { members: ['alice', 'bob'] });
await room.watch();

describe('upload links', () => {
  it('are signed as hosted CDN links are, and refused with an altered signature or none', async () => {
    const { file } = await room.sendImage(PNG as never, 'dot.png', 'image/png');
    const link = new URL(file);
    expect([...link.searchParams.keys()]).toEqual(['Key-Pair-Id', 'Policy', 'Signature']);
    expect((await fetch(file)).status).toBe(200);

    link.searchParams.set('Signature', `x${link.searchParams.get('Signature') ?? ''}`);
    expect((await fetch(link)).status).toBe(403);
    expect((await fetch(`${link.origin}${link.pathname}`)).status).toBe(403);
  });
});

embeddedOnly('moves the server clock').describe('an upload link 14 days on', () => {
  const clock = { now: Date.now() };
  let chat: Awaited<ReturnType<typeof startTestChat>>;
  afterAll(() => chat.remove());

  it('has expired; reading the message again gives a fresh one that works', async () => {
    chat = await startTestChat({ clock: () => clock.now });
    const carol = await chat.connect('carol');
    const channel = carol.channel('messaging', 'old-links', { members: ['carol'] });
    await channel.watch();
    const { file } = await channel.sendImage(PNG as never, 'dot.png', 'image/png');
    const attachment: Attachment = { type: 'image', image_url: file };
    const { message } = await channel.sendMessage({ text: 'a picture', attachments: [attachment] });
    expect(message.attachments?.[0]?.image_url).toBe(file);

    clock.now += 14 * DAY_MS + 1000;
    expect((await fetch(file)).status).toBe(403);
    const { messages } = await channel.query({ messages: { limit: 1 } });
    const fresh = messages[0]?.attachments?.[0]?.image_url ?? '';
    expect(fresh).not.toBe(file);
    expect((await fetch(fresh)).status).toBe(200);
  });
});
