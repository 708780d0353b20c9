/**
 * One failure, one toast. The SDK sometimes reports the same error twice: stream-chat's
 * composer when the request fails, then the stream-chat-react dialog that called it (sharing a
 * location does this). Both carry the same error object, so the newer report replaces the older.
 */
import type { StreamChat } from 'stream-chat';

export function keepOneToastPerFailure(client: StreamChat): () => void {
  return client.notifications.store.subscribe(({ notifications }) => {
    const newest = new Map<unknown, string>();
    for (const notification of notifications) {
      if (notification.originalError) newest.set(notification.originalError, notification.id);
    }
    for (const notification of notifications) {
      const error = notification.originalError;
      if (error && newest.get(error) !== notification.id)
        client.notifications.remove(notification.id);
    }
  });
}
