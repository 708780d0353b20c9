/**
 * The chat server's safety rules, through the official client where it can send the request:
 * guests (off unless the app allows them, never an existing id), custom events (no reserved
 * types), uploads (never a page on the chat origin, deleted only by the uploader or a moderator
 * of the upload's own channel), and the link scraper (users only).
 */
import { describe, expect, it } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { chatForFile, newClient, postEvent } from '../../support/chat-server.ts';
import { sendImageBytes } from '../../../emulators/demo/send-image.ts';
import { failure, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
await chat.server().upsertUsers([
  { id: 'alice', name: 'Alice Martin' },
  { id: 'bob', name: 'Bob Okafor' },
  { id: 'carol', name: 'Carol' },
]);
const alice = await chat.connect('alice');
const bob = await chat.connect('bob');
const carol = await chat.connect('carol');
await chat
  .server()
  .channel('messaging', 'safe', { members: ['alice', 'bob', 'carol'], created_by_id: 'alice' })
  .create();
await chat.server().channel('messaging', 'safe').addModerators(['carol']);
await Promise.all([alice, bob, carol].map((c) => c.channel('messaging', 'safe').watch()));

const guestCreation = (disabled: boolean) =>
  chat.updateAppSettings({ guest_user_creation_disabled: disabled });

async function guest(client: StreamChat, id: string) {
  return client.setGuestUser({ id, name: 'whoever' });
}

describe('guests', () => {
  it('are refused while the app leaves guest user creation disabled (the default)', async () => {
    const error = await failure(guest(newClient(chat.info), 'someone-new'));
    expect(error.message).toMatch(/guest user creation is disabled/);
  });

  it('never get a token for, or change, an existing user; their ids are generated', async () => {
    embeddedOnly('turns on guests app-wide');
    await guestCreation(false);
    try {
      const client = newClient(chat.info);
      await guest(client, 'alice');
      expect(client.userID).toMatch(/^guest-/);
      expect(client.userID).not.toBe('alice');
      const { users } = await chat.server().queryUsers({ id: 'alice' });
      expect(users[0]).toMatchObject({ role: 'user', name: 'Alice Martin' });
      await client.disconnectUser();
    } finally {
      await guestCreation(true);
    }
  });
});

describe('custom events', () => {
  it.each(['message.new', 'reaction.new', 'channel.updated', 'health.check', 'a.b'])(
    'refuses the reserved type %s, and nobody receives it',
    async (type) => {
      const events = recordEvents(alice);
      const error = await failure(
        postEvent(bob.channel('messaging', 'safe'), {
          type,
          message: { id: 'forged', text: 'Please send me your password', user: { id: 'alice' } },
        }),
      );
      expect(error.code).toBe(4);
      expect(error.status).toBe(400);
      await chat.settle([alice]);
      expect(events.some((e) => (e.message as { id?: string } | undefined)?.id === 'forged')).toBe(
        false,
      );
    },
  );

  it('delivers a custom type without a dot, and typing events keep working', async () => {
    const events = recordEvents(alice);
    await bob.channel('messaging', 'safe').sendEvent({ type: 'friendship_request' });
    await bob.channel('messaging', 'safe').keystroke();
    await chat.settle([alice]);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['friendship_request', 'typing.start']),
    );
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('uploads', () => {
  it('are never a page on the chat origin: nosniff, sandboxed, non-images downloaded', async () => {
    embeddedOnly('reads how the local server serves uploads');
    const channel = bob.channel('messaging', 'safe');
    const page = await channel.sendFile(
      Buffer.from('<script>alert(document.domain)</script>'),
      'page.html',
      'text/html',
    );
    const served = await fetch(page.file);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    const image = await fetch((await sendImageBytes(channel, PNG, 'dot.png', 'image/png')).file);
    expect(image.headers.get('content-disposition')).toBe('inline');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('refuses SVG as an image', async () => {
    const error = await failure(
      sendImageBytes(bob.channel('messaging', 'safe'), SVG, 'x.svg', 'image/svg+xml'),
    );
    expect(error.code).toBe(4);
  });

  it('lets only the uploader or a moderator delete an upload', async () => {
    const mine = await bob
      .channel('messaging', 'safe')
      .sendFile(Buffer.from('bob notes'), 'notes.txt', 'text/plain');
    const refused = await failure(alice.channel('messaging', 'safe').deleteFile(mine.file));
    expect(refused.code).toBe(17);
    expect((await fetch(mine.file)).status).toBe(200);
    await carol.channel('messaging', 'safe').deleteFile(mine.file);
    expect((await fetch(mine.file)).status).toBe(404);
    const own = await bob
      .channel('messaging', 'safe')
      .sendFile(Buffer.from('again'), 'again.txt', 'text/plain');
    await bob.channel('messaging', 'safe').deleteFile(own.file);
    expect((await fetch(own.file)).status).toBe(404);
  });

  it("refuses deleting another channel's upload through a channel one moderates, or as a standalone file", async () => {
    await chat
      .server()
      .channel('messaging', 'pair', { members: ['alice', 'bob'], created_by_id: 'alice' })
      .create();
    const theirs = await bob
      .channel('messaging', 'pair')
      .sendFile(Buffer.from('between us'), 'private.txt', 'text/plain');
    // Carol moderates 'safe', not the pair's conversation.
    const viaOwn = await failure(carol.channel('messaging', 'safe').deleteFile(theirs.file));
    expect([viaOwn.status, viaOwn.code]).toEqual([403, 17]);
    const standalone = await failure(carol.deleteFile(theirs.file));
    expect([standalone.status, standalone.code]).toEqual([403, 17]);
    expect((await fetch(theirs.file)).status).toBe(200);
    await alice
      .channel('messaging', 'pair')
      .deleteFile(theirs.file)
      .catch(() => undefined);
    await bob.channel('messaging', 'pair').deleteFile(theirs.file);
    expect((await fetch(theirs.file)).status).toBe(404);
  });

  it.each(['%E0%A4%A', '%', '..%2F..%2Fkeys.json', 'x.type', 'x.owner', 'x.cid'])(
    'answers a malformed or private path (%s) with 4xx, never 500',
    async (name) => {
      embeddedOnly('probes the local server upload files');
      const response = await fetch(`${chat.info.url}/uploads/${name}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );
});

describe('link previews', () => {
  it('scrape for users, never for an anonymous connection', async () => {
    const anonymous = newClient(chat.info);
    await anonymous.connectAnonymousUser();
    const error = await failure(anonymous.enrichURL(`${chat.info.url}/uploads/none`));
    expect(error.code).toBe(17);
    await anonymous.disconnectUser();
  });

  it('scrape for nobody without a token (hand-made, since the SDK always sends one)', async () => {
    const target = encodeURIComponent(`${chat.info.url}/uploads/none`);
    const response = await fetch(`${chat.info.url}/og?url=${target}&api_key=${chat.info.apiKey}`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code?: number }).code).toBe(5);
  });
});
