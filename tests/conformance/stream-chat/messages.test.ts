/** Messages through the official client: send, events per connection, edits, pins, deletes, threads, paging, refusals. */
import { describe, expect, it } from 'vitest';
import { chatWithThree } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';

const { chat, alice, bob, carol } = await chatWithThree({
  alice: 'Alice',
  bob: 'Bob',
  carol: 'Carol',
});

async function room(id: string, members = ['alice', 'bob']) {
  const channel = alice.channel('messaging', id, { members });
  await channel.watch();
  return channel;
}

describe('sending', () => {
  it('delivers message.new to watchers, notification.message_new to members not watching, nothing to outsiders', async () => {
    const channel = await room('send-fanout');
    await bob
      .channel('messaging', 'send-fanout')
      .stopWatching()
      .catch(() => undefined);
    const aliceEvents = recordEvents(alice);
    const bobEvents = recordEvents(bob);
    const carolEvents = recordEvents(carol);
    const toBob = nextEvent(bob, 'notification.message_new');
    const { message } = await channel.sendMessage({ text: 'hello bob' });
    const note = await toBob;
    expect(note.message?.id).toBe(message.id);
    expect(note.channel?.cid).toBe('messaging:send-fanout');
    expect(note.total_unread_count).toBeGreaterThanOrEqual(1);
    await chat.settle([alice, bob, carol]);
    expect(
      aliceEvents.filter((e) => e.type === 'message.new' && e.message?.id === message.id),
    ).toHaveLength(1);
    expect(bobEvents.some((e) => e.type === 'message.new' && e.message?.id === message.id)).toBe(
      false,
    );
    expect(carolEvents.some((e) => e.message?.id === message.id)).toBe(false);
  });

  it('a watching member gets message.new with its own unread counts, and the message shows in its state', async () => {
    const channel = await room('send-watch');
    const bobChannel = bob.channel('messaging', 'send-watch');
    await bobChannel.watch();
    const received = nextEvent(bob, 'message.new', (e) => e.cid === 'messaging:send-watch');
    const { message } = await channel.sendMessage({ text: 'watched' });
    const event = await received;
    expect(event.message?.text).toBe('watched');
    expect(event.user?.id).toBe('alice');
    expect(event.unread_count).toBeGreaterThanOrEqual(1);
    expect(bobChannel.state.messages.map((m) => m.id)).toContain(message.id);
    expect(bobChannel.countUnread()).toBeGreaterThanOrEqual(1);
  });

  it('treats a resend with the same client id as "already exists" (code 4) and stores it once', async () => {
    const channel = await room('send-twice');
    const id = `dup-${Date.now()}`;
    await channel.sendMessage({ id, text: 'once' });
    const error = await failure(channel.sendMessage({ id, text: 'once' }));
    expect(error.code).toBe(4);
    expect(error.message).toContain('already exists');
    const state = await channel.query({ messages: { limit: 50 } });
    expect(state.messages.filter((m) => m.id === id)).toHaveLength(1);
  });

  it('refuses an empty message with code 4 and an overlong one with code 20, and keeps serving', async () => {
    // The API errors docs and stream-chat's APIErrorCodes: InputError, MessageTooLongError.
    const channel = await room('send-limits');
    expect((await failure(channel.sendMessage({ text: '   ' }))).code).toBe(4);
    expect((await failure(channel.sendMessage({ text: 'x'.repeat(5001) }))).code).toBe(20);
    const ok = await channel.sendMessage({ text: 'x'.repeat(5000) });
    expect(ok.message.text).toHaveLength(5000);
  });

  it('refuses a reply to a reply with code 21 (MultipleNestingLevelError)', async () => {
    const channel = await room('send-nesting');
    const { message: parent } = await channel.sendMessage({ text: 'root' });
    const { message: reply } = await channel.sendMessage({ text: 'reply', parent_id: parent.id });
    const nested = await failure(channel.sendMessage({ text: 'deeper', parent_id: reply.id }));
    expect(nested).toMatchObject({ code: 21, status: 400 });
  });

  it('refuses sends from non-members (17) and into frozen channels, except for admins', async () => {
    const channel = await room('send-perms');
    const outsider = carol.channel('messaging', 'send-perms');
    const refused = await failure(outsider.sendMessage({ text: 'let me in' }));
    expect(refused.code).toBe(17);
    expect(refused.status).toBe(403);
    const bobChannel = bob.channel('messaging', 'send-perms');
    await bobChannel.watch();
    const frozenEvent = nextEvent(bob, 'channel.updated', (e) => e.cid === 'messaging:send-perms');
    await chat
      .server()
      .channel('messaging', 'send-perms')
      .updatePartial({ set: { frozen: true } });
    expect((await frozenEvent).channel?.frozen).toBe(true);
    expect((await failure(channel.sendMessage({ text: 'frozen' }))).code).toBe(17);
    const asServer = await chat
      .server()
      .channel('messaging', 'send-perms')
      .sendMessage({ text: 'admin speaks', user_id: 'alice' });
    expect(asServer.message.text).toBe('admin speaks');
    const state = await bobChannel.query({});
    expect(state.channel.own_capabilities).not.toContain('send-message');
  });

  it('enforces slow mode with code 60 for members while moderators skip it', async () => {
    const channel = await room('send-slow', ['alice', 'bob']);
    await chat.server().channel('messaging', 'send-slow').update({ cooldown: 30 });
    const bobChannel = bob.channel('messaging', 'send-slow');
    await bobChannel.watch();
    await bobChannel.sendMessage({ text: 'first' });
    const slow = await failure(bobChannel.sendMessage({ text: 'second' }));
    expect(slow.code).toBe(60);
    await chat.server().channel('messaging', 'send-slow').addModerators(['alice']);
    await channel.sendMessage({ text: 'mod one' });
    await channel.sendMessage({ text: 'mod two' });
    const state = await bobChannel.query({});
    expect(state.channel.cooldown).toBe(30);
    expect(state.channel.own_capabilities).not.toContain('skip-slow-mode');
  });

  it('keeps mentions, quotes and silent flags', async () => {
    const channel = await room('send-extras');
    const first = await channel.sendMessage({ text: 'quote me' });
    const { message } = await channel.sendMessage({
      text: 'hey @bob',
      mentioned_users: ['bob'],
      quoted_message_id: first.message.id,
      silent: true,
      custom_flag: 'yes',
    });
    expect(message.mentioned_users?.map((u) => u.id)).toEqual(['bob']);
    expect(message.quoted_message?.id).toBe(first.message.id);
    expect(message.silent).toBe(true);
    expect(message.custom_flag).toBe('yes');
  });
});

describe('editing', () => {
  it('updates text with message_text_updated_at and tells the watchers', async () => {
    const channel = await room('edit-text');
    await bob.channel('messaging', 'edit-text').watch();
    const { message } = await channel.sendMessage({ text: 'typo' });
    const updated = nextEvent(bob, 'message.updated', (e) => e.cid === 'messaging:edit-text');
    const result = await alice.updateMessage({ id: message.id, text: 'fixed' });
    expect(result.message.text).toBe('fixed');
    expect(result.message.message_text_updated_at).toBeTruthy();
    expect((await updated).message?.text).toBe('fixed');
    const refused = await failure(bob.updateMessage({ id: message.id, text: 'hijack' }));
    expect(refused.code).toBe(17);
  });

  it('partially updates custom fields and pins/unpins', async () => {
    const channel = await room('edit-partial');
    const { message } = await channel.sendMessage({ text: 'pin me' });
    const partial = await alice.partialUpdateMessage(message.id, {
      set: { color: 'blue' },
    });
    expect(partial.message.color).toBe('blue');
    const pinned = await bob.pinMessage(message);
    expect(pinned.message.pinned).toBe(true);
    expect(pinned.message.pinned_by?.id).toBe('bob');
    const state = await channel.query({});
    expect(state.pinned_messages.map((m) => m.id)).toEqual([message.id]);
    const unpinned = await alice.unpinMessage(message);
    expect(unpinned.message.pinned).toBe(false);
  });

  it('soft-deletes by the author, hard-deletes by the server, refuses others', async () => {
    const channel = await room('edit-delete');
    await bob.channel('messaging', 'edit-delete').watch();
    const soft = await channel.sendMessage({ text: 'soon gone' });
    expect((await failure(bob.deleteMessage(soft.message.id))).code).toBe(17);
    const deleted = nextEvent(bob, 'message.deleted', (e) => e.cid === 'messaging:edit-delete');
    const result = await alice.deleteMessage(soft.message.id);
    expect(result.message.type).toBe('deleted');
    expect(result.message.deleted_at).toBeTruthy();
    expect((await deleted).hard_delete).toBe(false);
    const hard = await channel.sendMessage({ text: 'really gone' });
    const hardEvent = nextEvent(bob, 'message.deleted', (e) => e.message?.id === hard.message.id);
    await chat.server().deleteMessage(hard.message.id, true);
    expect((await hardEvent).hard_delete).toBe(true);
    expect((await failure(alice.getMessage(hard.message.id))).code).toBe(16);
  });
});

describe('threads', () => {
  it('keeps replies out of the channel unless show_in_channel, and the parent reply_count current', async () => {
    const channel = await room('thread-basics');
    const bobChannel = bob.channel('messaging', 'thread-basics');
    await bobChannel.watch();
    const parent = await channel.sendMessage({ text: 'parent' });
    const parentUpdated = nextEvent(
      bob,
      'message.updated',
      (e) => e.message?.id === parent.message.id,
    );
    const reply = await bobChannel.sendMessage({ text: 'reply', parent_id: parent.message.id });
    expect(reply.message.parent_id).toBe(parent.message.id);
    expect((await parentUpdated).message?.reply_count).toBe(1);
    await bobChannel.sendMessage({
      text: 'shown',
      parent_id: parent.message.id,
      show_in_channel: true,
    });
    const state = await channel.query({ messages: { limit: 50 } });
    const texts = state.messages.map((m) => m.text);
    expect(texts).toContain('shown');
    expect(texts).not.toContain('reply');
    const replies = await channel.getReplies(parent.message.id, { limit: 10 });
    expect(replies.messages.map((m) => m.text)).toEqual(['reply', 'shown']);
    const refetched = await alice.getMessage(parent.message.id);
    expect(refetched.message.reply_count).toBe(2);
    // The spec's GetMessageResponse carries the message with its channel.
    expect((refetched.message as { channel?: { cid?: string } }).channel?.cid).toBe(channel.cid);
    expect(refetched.message.thread_participants?.map((u) => u.id).sort()).toEqual([
      'alice',
      'bob',
    ]);
  });
});

describe('paging', () => {
  it('pages with id_lt, id_gt, id_around and created_at_around, oldest first', async () => {
    const channel = await room('paging');
    const sent = [];
    for (let i = 0; i < 30; i++) sent.push((await channel.sendMessage({ text: `m${i}` })).message);
    const ids = sent.map((m) => m.id);
    const latest = await channel.query({ messages: { limit: 10 } });
    expect(latest.messages.map((m) => m.text)).toEqual(sent.slice(20).map((m) => m.text));
    const older = await channel.query({ messages: { limit: 5, id_lt: ids[20] } });
    expect(older.messages.map((m) => m.id)).toEqual(ids.slice(15, 20));
    const newer = await channel.query({ messages: { limit: 5, id_gt: ids[3] } });
    expect(newer.messages.map((m) => m.id)).toEqual(ids.slice(4, 9));
    const around = await channel.query({ messages: { limit: 6, id_around: ids[10] } });
    expect(around.messages.map((m) => m.id)).toEqual(ids.slice(7, 13));
    const at = await channel.query({
      messages: { limit: 4, created_at_around: sent[10]?.created_at },
    });
    expect(at.messages.map((m) => m.id)).toContain(ids[10]);
    expect(at.messages).toHaveLength(4);
  });
});
