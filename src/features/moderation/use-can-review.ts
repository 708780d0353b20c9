/**
 * Whether the connected chat user is an app-wide moderator or admin (see can-review.ts). The
 * header is part of the first paint, so the chat SDK is only reached once connected, and the
 * header renders again only when the answer changes, not at each step of the connection.
 */
import { useEffect, useState } from 'react';
import {
  loadChatClient,
  useConnectionSelect,
} from '../../core/connection/connection-controller.ts';
import { canReview } from './can-review.ts';

export function useCanReview(): boolean {
  const connected = useConnectionSelect(({ state }) => state.phase === 'connected');
  const [reviewer, setReviewer] = useState(false);
  useEffect(() => {
    if (!connected) return;
    let live = true;
    void loadChatClient().then((client) => {
      if (live) setReviewer(canReview(client.user?.role));
    });
    return () => {
      live = false;
    };
  }, [connected]);
  return connected && reviewer;
}
