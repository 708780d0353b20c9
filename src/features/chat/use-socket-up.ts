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
