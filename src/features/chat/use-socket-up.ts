/** Whether the chat socket is up now, following the client's connection events. */
import { useSyncExternalStore } from 'react';
import { chatClient } from '../../core/chat/chat-client.ts';

function subscribe(notify: () => void): () => void {
  const { unsubscribe } = chatClient.on('connection.changed', notify);
  return unsubscribe;
}

const socketUp = (): boolean => chatClient.wsConnection?.isHealthy === true;

export function useSocketUp(): boolean {
  return useSyncExternalStore(subscribe, socketUp);
}

/** Counts the times the socket came up, so a wait can end at the next time. */
let comings = 0;
chatClient.on('connection.changed', ({ online }) => {
  if (online) comings += 1;
});

/** Null while the socket is down; while it is up, a number that is new each time it comes up. */
export function useSocketSpell(): number | null {
  return useSyncExternalStore(subscribe, () => (socketUp() ? comings : null));
}
