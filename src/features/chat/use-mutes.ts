import { useCallback, useSyncExternalStore } from 'react';
import type { Mute } from 'stream-chat';
import { chatClient as client } from '../../core/chat/chat-client.ts';

/**
 * The signed-in user's mutes, straight from the app's chat client (no SDK context needed): it replaces `mutedUsers` on
 * `notification.mutes_updated` (and on each connection's `health.check`).
 */
export function useMutes(): Mute[] {
  const subscribe = useCallback((changed: () => void) => {
    const subscriptions = [
      client.on('notification.mutes_updated', changed),
      client.on('health.check', changed),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);
  return useSyncExternalStore(subscribe, () => client.mutedUsers);
}
