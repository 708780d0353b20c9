/** Whether the chat socket is up now, and since when, following the client's connection events. */
import { useSyncExternalStore } from 'react';
import { chatClient } from '../../../core/chat/chat-client.ts';

function subscribe(notify: () => void): () => void {
  const { unsubscribe } = chatClient.on('connection.changed', notify);
  return unsubscribe;
}

/** Counts the times the socket came up, so a wait can end at the next time. */
let comings = 0;
chatClient.on('connection.changed', ({ online }) => {
  if (online) comings += 1;
});

const spell = (): number | null => (chatClient.wsConnection?.isHealthy === true ? comings : null);

/** Null while the socket is down; while it is up, a number that is new each time it comes up. */
export function useSocketSpell(): number | null {
  return useSyncExternalStore(subscribe, spell);
}

export function useSocketUp(): boolean {
  return useSocketSpell() !== null;
}
