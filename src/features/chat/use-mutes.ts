import { useCallback, useSyncExternalStore } from 'react';
import { useChatContext } from 'stream-chat-react';
import type { Mute } from 'stream-chat';

/**
 * The signed-in user's mutes, straight from the client: it replaces `mutedUsers` on
 * `notification.mutes_updated` (and on each connection's `health.check`).
 */
export function useMutes(): Mute[] {
  const { client } = useChatContext('useMutes');
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscriptions = [
        client.on('notification.mutes_updated', changed),
        client.on('health.check', changed),
      ];
      return () => subscriptions.forEach((s) => s.unsubscribe());
    },
    [client],
  );
  return useSyncExternalStore(subscribe, () => client.mutedUsers);
}
