/**
 * Whether the connected chat user is an app-wide moderator or admin (see can-review.ts). The
 * header is part of the first paint, so the chat SDK is only reached once connected.
 */
import { useEffect, useState } from 'react';
import { loadChatClient, useConnection } from '../../core/connection/connection-controller.ts';
import { canReview } from './can-review.ts';

export function useCanReview(): boolean {
  const { state } = useConnection();
  const connected = state.phase === 'connected';
  const [role, setRole] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!connected) return;
    let live = true;
    void loadChatClient().then((client) => {
      if (live) setRole(client.user?.role);
    });
    return () => {
      live = false;
    };
  }, [connected]);
  return connected && canReview(role);
}
