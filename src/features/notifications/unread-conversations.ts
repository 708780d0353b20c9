/**
 * How many conversations have unread messages: the chat server's own count (`unread_channels`,
 * in the user it hands over at connect and in every event that changes it) while it has told us
 * one, else what the conversations loaded into the client say (from the device copy when the
 * app starts offline), counted the way the server counts them.
 */
import type { Channel, Event, OwnUserResponse, StreamChat } from 'stream-chat';

/** Conversations among `channels` with at least one unread message. */
export function unreadAmong(channels: readonly Pick<Channel, 'countUnread'>[]): number {
  return channels.filter((channel) => channel.countUnread() > 0).length;
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
    return unreadAmong(Object.values(client.activeChannels));
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
