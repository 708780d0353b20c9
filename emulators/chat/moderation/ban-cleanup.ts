/**
 * What a ban may take with it (the spec's BanRequest; stream-chat's BanUserOptions): the banned
 * user's messages (`delete_messages`: soft, pruning or hard) and their reactions on others'
 * messages (`delete_reactions`), in the banned channel or, for an app-wide ban, in every channel
 * of theirs. The spec's Ban sends `user.messages.deleted`: with the channel's `cid` to its
 * watchers for a channel ban, without one for an app-wide ban (stream-chat then drops the user's
 * messages from every channel it holds, `_deleteUserMessageReference`).
 */
import type { ChatApp } from '../app.ts';
import type { ClientConnection } from '../connections/hub.ts';
import { channelEvent, messageUpdated, sendTo, toWatchers } from '../events/fan-out.ts';
import { forgetMessages } from '../events/sync-redaction.ts';
import { reactionShape } from '../shapes/reaction.ts';
import { userById } from '../shapes/user.ts';
import type { MessageRecord } from '../store/records.ts';
import { timestamp } from '../time/clock.ts';

/** The ways of the spec's `delete_messages`; pruning keeps nothing of what they said either. */
export type MessageDeletion = 'soft' | 'pruning' | 'hard';

function channelsInScope(app: ChatApp, userId: string, cid: string | undefined): string[] {
  return cid ? [cid] : [...app.state.channelsOf(userId)];
}

function messagesOf(app: ChatApp, cid: string): MessageRecord[] {
  return app.state
    .messageIds(cid)
    .flatMap((id) => [id, ...app.state.replyIds(id)])
    .map((id) => app.state.get('messages', id))
    .filter((m): m is MessageRecord => m !== undefined);
}

export function deleteMessagesOf(
  app: ChatApp,
  userId: string,
  cid: string | undefined,
  how: MessageDeletion,
): void {
  const hard = how === 'hard';
  const now = timestamp();
  for (const one of channelsInScope(app, userId, cid)) {
    const theirs = messagesOf(app, one).filter((m) => m.user_id === userId && m.type !== 'deleted');
    for (const message of theirs) {
      if (hard) app.state.remove('messages', message.id);
      else app.state.put('messages', message.id, { ...message, type: 'deleted', deleted_at: now });
    }
    forgetMessages(app, one, new Set(theirs.map((m) => m.id)), now);
    app.state.recountUnread(one);
  }
  const event = { type: 'user.messages.deleted', user: userById(app, userId), hard_delete: hard };
  const channel = cid ? app.state.get('channels', cid) : undefined;
  if (channel) {
    toWatchers(app, channel.cid, channelEvent(event.type, channel, event));
    return;
  }
  const targets = new Set<ClientConnection>();
  for (const one of channelsInScope(app, userId, undefined)) {
    for (const connection of app.hub.watchersOf(one)) targets.add(connection);
  }
  sendTo(targets, { ...event, created_at: now });
}

export function deleteReactionsOf(app: ChatApp, userId: string, cid: string | undefined): void {
  for (const one of channelsInScope(app, userId, cid)) {
    const channel = app.state.get('channels', one);
    if (!channel) continue;
    for (const message of messagesOf(app, one)) {
      const theirs = message.reactions.filter((r) => r.user_id === userId);
      if (theirs.length === 0) continue;
      const next: MessageRecord = {
        ...message,
        reactions: message.reactions.filter((r) => r.user_id !== userId),
        updated_at: timestamp(),
      };
      app.state.put('messages', next.id, next);
      for (const reaction of theirs) {
        const shown = reactionShape(app, reaction, next.id);
        messageUpdated(app, channel, next, 'reaction.deleted', {
          reaction: shown,
          user: shown.user,
        });
      }
    }
  }
}
