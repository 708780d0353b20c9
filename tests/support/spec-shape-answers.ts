/**
 * This server's answers to the operations and events whose shapes come from Stream's spec
 * (tests/conformance/stream-chat/stream-shapes/spec/: `http_<operation>.txt`,
 * `ws_<event type>.txt`), made through the official SDK as a Parley user's day makes them:
 * messages, replies and threads, reactions, reads, search, polls, reminders, members, mutes,
 * drafts, devices, push preferences, blocks and sync, and the events they cause.
 */
import type { Event, EventTypes, StreamChat } from 'stream-chat';
import { nextEvent } from './chat-answers.ts';
import type { TestChat } from './chat-server.ts';

/** The answers by file, under `spec/`. */
export async function specAnswers(chat: TestChat): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const op = (name: string, answer: unknown) => (answers[`spec/http_${name}.txt`] = answer);
  /** The next event of the type at the client, kept once `trigger` has run. */
  const event = async (client: StreamChat, type: EventTypes, trigger: () => Promise<unknown>) => {
    const heard: Promise<Event> = nextEvent(client, type);
    const answer = await trigger();
    answers[`spec/ws_${type}.txt`] = await heard;
    return answer;
  };
  const server = chat.server();
  const since = new Date().toISOString();
  await chat.createUsers(['spec-dave']);
  const alice = await chat.connect('spec-alice');
  const bob = await chat.connect('spec-bob');
  const carol = await chat.connect('spec-carol');
  const members = ['spec-alice', 'spec-bob', 'spec-carol', 'spec-dave'];
  const room = alice.channel('messaging', 'spec-room', { members });
  await room.watch();
  const bobs = bob.channel('messaging', 'spec-room');
  await event(alice, 'user.watching.start', () => bobs.watch());

  const { message } = (await event(carol, 'notification.message_new', () =>
    room.sendMessage({
      text: 'hello spec, @spec-bob',
      mentioned_users: ['spec-bob'],
      attachments: [{ type: 'file', title: 'notes', asset_url: 'https://example.com/notes.txt' }],
    }),
  )) as Awaited<ReturnType<typeof room.sendMessage>>;
  const { message: reply } = (await event(alice, 'notification.thread_message_new', () =>
    bobs.sendMessage({ text: 'a reply', parent_id: message.id }),
  )) as Awaited<ReturnType<typeof room.sendMessage>>;

  await bobs.sendReaction(message.id, { type: 'like' });
  await room.sendReaction(message.id, { type: 'like' });
  await event(bob, 'reaction.updated', () =>
    room.sendReaction(message.id, { type: 'love' }, { enforce_unique: true }),
  );
  op('GetReactions', await room.getReactions(message.id, { limit: 10 }));
  op('QueryReactions', await alice.queryReactions(message.id, {}));
  op(
    'DeleteReaction',
    await event(bob, 'reaction.deleted', () => room.deleteReaction(message.id, 'love')),
  );
  op('GetReplies', await room.getReplies(message.id, { limit: 10 }));
  op('GetMessage', await alice.getMessage(message.id));
  op('GetManyMessages', await room.getMessagesById([message.id]));
  op(
    'UpdateMessage',
    await event(bob, 'message.updated', () =>
      alice.updateMessage({ ...message, text: 'hello again, @spec-bob' }),
    ),
  );

  await event(bob, 'notification.mark_read', () =>
    event(alice, 'message.read', () => bobs.markRead()),
  );
  await event(bob, 'notification.mark_unread', () => bobs.markUnread({ message_id: message.id }));
  op('UnreadCounts', await bob.getUnreadCount());
  op('Search', await alice.search({ cid: room.cid }, 'hello'));
  await event(bob, 'typing.stop', () => room.sendEvent({ type: 'typing.stop' }));

  // The SDK's queryThreads and getThread answer Thread objects: the answers themselves here.
  op('QueryThreads', await alice.post(`${alice.baseURL}/threads`, {}));
  op('GetThread', await alice.get(`${alice.baseURL}/threads/${message.id}`));
  op(
    'UpdateThreadPartial',
    await event(bob, 'thread.updated', () =>
      alice.partialUpdateThread(message.id, { set: { title: 'About hello' } }),
    ),
  );

  const created = await alice.createPoll({
    name: 'Lunch?',
    options: [{ text: 'Yes' }, { text: 'No' }],
  });
  op('CreatePoll', created);
  const { poll } = created;
  const { message: pollMessage } = await room.sendMessage({ text: '', poll_id: poll.id });
  op('GetPoll', await alice.getPoll(poll.id));
  const firstOption = poll.options[0]?.id ?? '';
  const { vote } = (await event(bob, 'poll.vote_casted', () =>
    alice.castPollVote(pollMessage.id, poll.id, { option_id: firstOption }),
  )) as Awaited<ReturnType<typeof alice.castPollVote>>;
  op('QueryPollVotes', await alice.queryPollVotes(poll.id));
  await event(bob, 'poll.vote_removed', () =>
    alice.removePollVote(pollMessage.id, poll.id, vote?.id ?? ''),
  );
  await event(bob, 'poll.updated', () =>
    alice.partialUpdatePoll(poll.id, { set: { name: 'Lunch today?' } }),
  );
  await event(bob, 'poll.closed', () =>
    alice.partialUpdatePoll(poll.id, { set: { is_closed: true } }),
  );
  op('QueryPolls', await alice.queryPolls());

  const remindAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  await event(alice, 'reminder.created', () =>
    alice.createReminder({ messageId: message.id, remind_at: remindAt }),
  );
  op('UpdateReminder', await alice.updateReminder({ messageId: message.id, remind_at: null }));
  op('QueryReminders', await alice.queryReminders());
  await event(alice, 'reminder.deleted', () => alice.deleteReminder(message.id));

  op('QueryMembers', await room.queryMembers({}));
  await event(bob, 'member.updated', () => room.updateMemberPartial({ set: { pinned: true } }));
  await event(carol, 'notification.removed_from_channel', () =>
    event(bob, 'member.removed', () => room.removeMembers(['spec-carol'])),
  );
  await event(carol, 'notification.added_to_channel', () => room.addMembers(['spec-carol']));
  op('UpdateChannelPartial', await room.updatePartial({ set: { topic: 'lunch' } }));
  op('QueryUsers', await alice.queryUsers({ id: { $in: members } }));
  await event(bob, 'user.updated', () =>
    server.partialUpdateUser({ id: 'spec-alice', set: { name: 'Alice Spec' } }),
  );
  const dave = await event(bob, 'user.presence.changed', () => chat.connect('spec-dave'));
  await (dave as StreamChat).disconnectUser();

  await alice.pinMessage(message.id);
  op('GetPinnedMessages', await room.getPinnedMessages({}));
  op('Flag', await bob.flagMessage(reply.id));
  await room.createDraft({ text: 'later' });
  op('GetDraft', await room.getDraft());
  op('QueryDrafts', await alice.queryDrafts());
  await alice.addDevice('spec-phone', 'firebase');
  op('ListDevices', await alice.getDevices());
  op('GetApp', await alice.getAppSettings());
  op(
    'UpdatePushNotificationPreferences',
    await alice.setPushPreferences([{ channel_cid: room.cid, chat_level: 'mentions' }]),
  );
  op('BlockUsers', await bob.blockUser('spec-dave'));
  op('GetBlockedUsers', await bob.getBlockedUsers());
  op('Sync', await alice.sync([room.cid], since));

  await event(alice, 'notification.channel_mutes_updated', () => room.mute());
  await event(alice, 'notification.mutes_updated', () => alice.muteUser('spec-dave'));
  await event(alice, 'channel.hidden', () => room.hide());
  await event(alice, 'channel.visible', () => room.show());
  op('DeleteMessage', await event(alice, 'message.deleted', () => bob.deleteMessage(reply.id)));
  await event(alice, 'user.watching.stop', () => bobs.stopWatching());
  await event(carol, 'notification.channel_truncated', () =>
    event(alice, 'channel.truncated', () => room.truncate()),
  );
  await event(bob, 'channel.deleted', async () => {
    await bobs.watch();
    return room.delete();
  });
  return answers;
}
