import { useCallback, useSyncExternalStore } from 'react';
import type { Mute } from 'stream-chat';
import { chatClient as client } from '../../core/chat/chat-client.ts';

let shown: Mute[] = client.mutedUsers;

/** Who is muted and since when, as text: two lists saying the same are the same. */
const mutesKey = (mutes: readonly Mute[]): string =>
  mutes.map((mute) => `${mute.target?.id ?? ''}@${String(mute.updated_at ?? '')}`).join('|');

/**
 * The client's mutes, kept as the same array while they say the same: each connection's
 * `health.check` replaces the client's array, and a new one would render every row again.
 */
function currentMutes(): Mute[] {
  const latest = client.mutedUsers;
  if (latest !== shown && mutesKey(latest) !== mutesKey(shown)) shown = latest;
  return shown;
}

/**
 * The signed-in user's mutes, straight from the app's chat client (no SDK context needed): it
 * replaces `mutedUsers` on `notification.mutes_updated` (and on each connection's `health.check`).
 */
export function useMutes(): Mute[] {
  const subscribe = useCallback((changed: () => void) => {
    const subscriptions = [
      client.on('notification.mutes_updated', changed),
      client.on('health.check', changed),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);
  return useSyncExternalStore(subscribe, currentMutes);
}
