/**
 * A shared location as the latest `message.updated` event has it. The SDK re-renders a message
 * only when its `updated_at` changes, and a live location moving need not change it, so the
 * map listens for its own message's updates instead of waiting for the list to re-render it.
 */
import { useEffect, useState } from 'react';
import type { SharedLocationResponse } from 'stream-chat';
import { useChatContext } from 'stream-chat-react';

export function useLatestLocation(location: SharedLocationResponse): SharedLocationResponse {
  const { client } = useChatContext();
  const [latest, setLatest] = useState<{
    from: SharedLocationResponse;
    value: SharedLocationResponse;
  }>({ from: location, value: location });

  useEffect(() => {
    if (!location.end_at) return;
    const subscription = client.on('message.updated', (event) => {
      const next = event.message?.shared_location;
      if (event.message?.id === location.message_id && next) {
        setLatest({ from: location, value: next as SharedLocationResponse });
      }
    });
    return () => subscription.unsubscribe();
  }, [client, location]);

  // A newer prop (the list did re-render the message) wins over an older event.
  return latest.from === location ? latest.value : location;
}
