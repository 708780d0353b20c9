/**
 * Marking the open conversation read (the SDK's `doMarkReadRequest`), so that what the person
 * read counts as read however the network behaves.
 *
 * - The device takes it as read at once. Until the server's read event came back, the SDK's
 *   message list (which marks read whenever it sees the newest message unread: on opening, on
 *   coming back to the app, on reaching the bottom) would otherwise ask a second time, and a
 *   second ask clears the unread separator and notice the conversation opened with: whether
 *   they stayed depended on how fast the server answered.
 * - A read the server did not take for want of an answer (offline, the chat server away) is
 *   asked again once the connection has recovered, if nothing was written in the conversation
 *   since: a newer message would be marked read with it, unseen. A refusal is not asked again.
 * - The failure is never left unhandled, also when the client was disconnected meanwhile (the
 *   session ended, signed out): there is nobody to ask for then, and the SDK's channel throws at
 *   any use.
 */
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelUnreadUiState } from 'stream-chat-react';
import { verdictFor } from '../../../core/outbox/task-verdict.ts';

type SetUnreadUiState = (state: ChannelUnreadUiState) => void;

interface Waiting {
  channel: Channel;
  client: StreamChat;
  userId: string | undefined;
  /** The newest message when the person read the conversation. */
  newest: string | undefined;
}

/** Reads waiting for the connection to recover, by conversation. */
const waiting = new Map<string, Waiting>();
/** The clients whose recovery is listened for (one in the app; more in tests). */
const listened = new WeakSet<StreamChat>();

function askAgain(client: StreamChat) {
  for (const [cid, read] of waiting) {
    if (read.channel.disconnected) {
      waiting.delete(cid);
      continue;
    }
    if (read.client !== client) continue;
    waiting.delete(cid);
    const unchanged =
      client.userID === read.userId && read.channel.lastMessage()?.id === read.newest;
    if (unchanged) markRead(read.channel);
  }
}

function askOnRecovery(channel: Channel) {
  if (channel.disconnected) return;
  const client = channel.getClient();
  waiting.set(channel.cid, {
    channel,
    client,
    userId: client.userID,
    newest: channel.lastMessage()?.id,
  });
  if (listened.has(client)) return;
  listened.add(client);
  client.on('connection.recovered', () => askAgain(client));
}

export function markRead(channel: Channel, setUnreadUiState?: SetUnreadUiState): void {
  channel.markReadLocally();
  void channel.markRead().then(
    (answer) => {
      if (!answer?.event || !setUnreadUiState) return;
      setUnreadUiState({
        last_read: new Date(),
        last_read_message_id: answer.event.last_read_message_id,
        unread_messages: 0,
      });
    },
    (error: unknown) => {
      if (verdictFor(error, 'mark-read').kind === 'later') askOnRecovery(channel);
    },
  );
}
