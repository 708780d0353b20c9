/** Attachments, search and drafts through the official client. */
import { describe, expect, it } from 'vitest';
import { chatWithThree, startTestChat } from '../../support/chat-server.ts';
import { sendImageBytes } from '../../../emulators/demo/send-image.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const { chat, alice, bob, carol } = await chatWithThree();
await alice.channel('messaging', 'files', { members: ['alice', 'bob'] }).watch();

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('uploads', () => {
  it('answers the upload configuration from GET /app, with the app fields the spec requires', async () => {
    const { app } = await alice.getAppSettings();
    expect(app?.file_upload_config?.size_limit).toBe(104857600);
    expect(app?.image_upload_config?.allowed_mime_types).toEqual(['image/*']);
    // The spec's AppResponseFields, most of which the SDK's AppSettingsAPIResponse leaves out.
    expect(app).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      placement: expect.any(String),
      async_url_enrich_enabled: false,
      auto_translation_enabled: false,
    });
  });

  it('answers a user only the app fields of the client-side spec; the server-side client gets the rest', async () => {
    const { app } = await alice.getAppSettings();
    const serverOnly = [
      'webhook_url',
      'webhook_events',
      'event_hooks',
      'grants',
      'revoke_tokens_issued_before',
      'guest_user_creation_disabled',
      'disable_auth_checks',
      'disable_permissions_checks',
    ];
    expect(serverOnly.filter((field) => app !== undefined && field in app)).toEqual([]);
    expect(app?.image_upload_config?.allowed_mime_types).toEqual(['image/*']);
    const full = (await chat.server().getAppSettings()).app;
    expect(full).toMatchObject({ event_hooks: expect.any(Array), grants: expect.any(Object) });
    expect(full && 'webhook_url' in full && 'revoke_tokens_issued_before' in full).toBe(true);
  });

  it('stores images and files in the data folder and serves them back', async () => {
    embeddedOnly('stores uploads on the local server');
    const channel = alice.channel('messaging', 'files');
    const image = await sendImageBytes(channel, PNG, 'dot.png', 'image/png');
    expect(image.file).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
    const served = await fetch(image.file);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const file = await channel.sendFile(Buffer.from('hello notes'), 'notes.txt', 'text/plain');
    expect(await (await fetch(file.file)).text()).toBe('hello notes');
    const { message } = await channel.sendMessage({
      text: 'see attached',
      attachments: [{ type: 'file', asset_url: file.file, title: 'notes.txt' }],
    });
    expect(message.attachments?.[0]?.asset_url).toBe(file.file);
    await channel.deleteFile(file.file);
    expect((await fetch(file.file)).status).toBe(404);
  });

  it('refuses uploads that break the rules, and from users without upload-file', async () => {
    embeddedOnly('changes app-wide upload rules');
    const channel = alice.channel('messaging', 'files');
    expect(
      (await failure(sendImageBytes(channel, Buffer.from('not an image'), 'a.txt', 'text/plain')))
        .code,
    ).toBe(4);
    await chat.server().updateAppSettings({
      file_upload_config: { blocked_file_extensions: ['.exe'], size_limit: 1000 },
    });
    expect(
      (await failure(channel.sendFile(Buffer.from('MZ'), 'setup.exe', 'application/octet-stream')))
        .code,
    ).toBe(4);
    expect(
      (await failure(channel.sendFile(Buffer.alloc(2000), 'big.bin', 'application/octet-stream')))
        .code,
    ).toBe(4);
    expect((await alice.getAppSettings()).app?.file_upload_config?.blocked_file_extensions).toEqual(
      ['.exe'],
    );
    expect(
      (
        await failure(
          carol.channel('messaging', 'files').sendFile(Buffer.from('x'), 'x.txt', 'text/plain'),
        )
      ).code,
    ).toBe(17);
  });
});

describe('search', () => {
  it("finds messages in the user's channels with paging, including the channel", async () => {
    const channel = alice.channel('messaging', 'files');
    for (let i = 0; i < 3; i++) await channel.sendMessage({ text: `needle number ${i}` });
    await chat
      .server()
      .channel('messaging', 'secret', { members: ['alice'], created_by_id: 'alice' })
      .create();
    await chat
      .server()
      .channel('messaging', 'secret')
      .sendMessage({ text: 'needle hidden from bob', user_id: 'alice' });
    const first = await bob.search({ members: { $in: ['bob'] } }, 'needle', { limit: 2 });
    expect(first.results).toHaveLength(2);
    expect(first.results[0]?.message.text).toBe('needle number 2');
    expect(first.results[0]?.message.channel?.cid).toBe('messaging:files');
    const rest = await bob.search({ members: { $in: ['bob'] } }, 'needle', {
      limit: 2,
      next: first.next,
    });
    expect(rest.results.map((r) => r.message.text)).toEqual(['needle number 0']);
    const all = await alice.search(
      { members: { $in: ['alice'] } },
      {
        text: { $autocomplete: 'needle' },
      },
    );
    expect(all.results).toHaveLength(4);
  });
});

describe('drafts', () => {
  it('creates, reads, queries and deletes drafts, with events to the user only', async () => {
    const channel = alice.channel('messaging', 'files');
    const bobEvents = recordEvents(bob);
    const updated = nextEvent(alice, 'draft.updated');
    await channel.createDraft({ text: 'half a thought' });
    expect((await updated).draft?.message.text).toBe('half a thought');
    const { draft } = await channel.getDraft();
    expect(draft.message.text).toBe('half a thought');
    // The channel's state carries it too, and the SDK puts it back in the composer from there.
    const again = alice.channel('messaging', 'files');
    const state = await again.query({ messages: { limit: 1 } });
    expect(state.draft?.message.text).toBe('half a thought');
    expect(again.messageComposer.textComposer.text).toBe('half a thought');
    const { drafts } = await alice.queryDrafts({});
    expect(drafts.map((d) => d.channel_cid)).toEqual(['messaging:files']);
    const deleted = nextEvent(alice, 'draft.deleted');
    await channel.deleteDraft();
    await deleted;
    expect((await failure(channel.getDraft())).code).toBe(16);
    await chat.settle([bob]);
    expect(bobEvents.some((e) => e.type.startsWith('draft.'))).toBe(false);
  });

  it("answers a draft with the spec's message fields: flags, mentioned users as users, no quote as null", async () => {
    const channel = alice.channel('messaging', 'files');
    const { draft } = await channel.createDraft({ text: 'ask @bob', mentioned_users: ['bob'] });
    expect(draft.message).toMatchObject({
      text: 'ask @bob',
      show_in_channel: false,
      silent: false,
    });
    const mentioned = draft.message.mentioned_users as unknown as { id: string; role: string }[];
    expect(mentioned).toEqual([expect.objectContaining({ id: 'bob', role: 'user' })]);
    expect(draft).toMatchObject({ parent_message: null, quoted_message: null });
    const { message } = await channel.sendMessage({ text: 'quote me' });
    const quoting = await channel.createDraft({
      text: 'about that',
      quoted_message_id: message.id,
    });
    expect(quoting.draft.quoted_message?.text).toBe('quote me');
    // The composer put back from the channel's state keeps the quote.
    const again = alice.channel('messaging', 'files');
    await again.query({ messages: { limit: 1 } });
    expect(again.messageComposer.quotedMessage?.id).toBe(message.id);
    await channel.deleteDraft();
  });
});

describe('uploads not tied to a channel', () => {
  it('stores a file and an image for any signed-in user, deleted by the uploader only', async () => {
    embeddedOnly('stores uploads on the local server');
    const file = await carol.uploadFile(Buffer.from('standalone notes'), 'notes.txt', 'text/plain');
    expect(file.file).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
    expect(await (await fetch(file.file)).text()).toBe('standalone notes');
    const image = await carol.uploadImage(PNG as unknown as File, 'dot.png', 'image/png');
    expect(image.thumb_url).toBe(image.file);
    expect((await fetch(image.file)).headers.get('content-type')).toBe('image/png');

    const notHers = await failure(bob.deleteFile(file.file));
    expect([notHers.status, notHers.code]).toEqual([403, 17]);
    await carol.deleteFile(file.file);
    await carol.deleteImage(image.file);
    expect((await fetch(file.file)).status).toBe(404);
    expect((await fetch(image.file)).status).toBe(404);
    const gone = await failure(carol.deleteFile(file.file));
    expect([gone.status, gone.code]).toEqual([404, 16]);
  });

  it('keeps to the app upload rules', async () => {
    const svg = await failure(
      carol.uploadImage(Buffer.from('<svg/>') as unknown as File, 'x.svg', 'image/svg+xml'),
    );
    expect([svg.status, svg.code]).toEqual([400, 4]);
    const notImage = await failure(
      carol.uploadImage(Buffer.from('text') as unknown as File, 'a.txt', 'text/plain'),
    );
    expect([notImage.status, notImage.code]).toEqual([400, 4]);
  });

  it("refuses uploads past the user's quota with Stream's 413 and code 22, standalone and in channels alike", async () => {
    embeddedOnly('starts a server of its own with a small upload quota');
    const own = await startTestChat({ uploadQuota: 1000 });
    try {
      const dan = await own.connect('dan');
      const room = dan.channel('messaging', 'quota', { members: ['dan'] });
      await room.create();
      const bytes = Buffer.alloc(600);
      const first = await room.sendFile(bytes, 'first.bin', 'application/octet-stream');
      const standalone = await failure(dan.uploadFile(bytes, 'b.bin', 'application/octet-stream'));
      expect([standalone.status, standalone.code]).toEqual([413, 22]);
      expect(standalone.message).toMatch(/UploadFile failed with error: ".*quota/);
      const inRoom = await failure(room.sendFile(bytes, 'c.bin', 'application/octet-stream'));
      expect([inRoom.status, inRoom.code]).toEqual([413, 22]);
      // What was deleted no longer counts, and each user has a budget of their own.
      await dan.deleteFile(first.file);
      expect((await dan.uploadFile(bytes, 'd.bin', 'application/octet-stream')).file).toBeTruthy();
      const eve = await own.connect('eve');
      expect((await eve.uploadFile(bytes, 'e.bin', 'application/octet-stream')).file).toBeTruthy();
    } finally {
      await own.remove();
    }
  });
});
