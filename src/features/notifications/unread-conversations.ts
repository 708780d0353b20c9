/**
 * How many conversations have unread messages: the chat server's own count (`unread_channels`,
 * in the user it hands over at connect and in every event that changes it) while it has told us
 * one, else what the conversations loaded into the client say (from the device copy when the
 * app starts offline), counted the way the server counts them.
 */
import type { Channel, Event, OwnUserResponse, StreamChat } from 'stream-chat';

/**
 * Conversations among `channels` where `userId` has unread messages, by the read state the
 * server (or the device copy) gave: `countUnread()` reads a figure set only when the channel was
 * loaded after the client knew its user, which a start from the device can precede.
 */
export function unreadAmong(channels: readonly Pick<Channel, 'state'>[], userId: string): number {
  return channels.filter((channel) => (channel.state.read[userId]?.unread_messages ?? 0) > 0)
    .length;
}

export interface UnreadWatch {
  /** Counts again (the device copy was read, the user changed). */
  refresh(): void;
  stop(): void;
}

export function watchUnreadConversations(
  client: StreamChat,
  report: (count: number) => void,
): UnreadWatch {
  // The server's latest word for this connection; undefined until it has spoken.
  let fromServer: number | undefined;
  let user = client.userID;
  const count = (): number => {
    if (fromServer !== undefined) return fromServer;
    // Offline, the client holds the identity it was given, with no count in it.
    const atConnect = (client.user as OwnUserResponse | undefined)?.unread_channels;
    if (typeof atConnect === 'number') return atConnect;
    return user ? unreadAmong(Object.values(client.activeChannels), user) : 0;
  };
  const refresh = () => {
    if (client.userID !== user) {
      user = client.userID;
      fromServer = undefined;
    }
    report(user ? count() : 0);
  };
  const { unsubscribe } = client.on((event: Event) => {
    if (event.type === 'health.check' && event.me) {
      fromServer = event.me.unread_channels;
    } else if (typeof event.unread_channels === 'number') {
      fromServer = event.unread_channels;
    }
    refresh();
  });
  refresh();
  return { refresh, stop: unsubscribe };
}
