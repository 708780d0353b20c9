/** One status for the whole app, from the network, the connection state and the chat socket. */
import { useSyncExternalStore } from 'react';
import type { StreamChat } from 'stream-chat';
import type { ConnectionState } from './connection-machine.ts';
import { listeners } from '../../lib/listeners.ts';

export type ChatStatus =
  'signed-out' | 'offline' | 'connecting' | 'reconnecting' | 'connected' | 'failed';

export function chatStatus(state: ConnectionState, online: boolean, socketUp: boolean): ChatStatus {
  if (state.phase === 'idle') return 'signed-out';
  if (!online) return 'offline';
  if (state.phase === 'failed') return 'failed';
  if (state.phase === 'connecting') return state.attempt === 0 ? 'connecting' : 'reconnecting';
  return socketUp ? 'connected' : 'reconnecting';
}

let watched: StreamChat | undefined;
const viewers = listeners();
const notify = (): void => viewers.tell();

/** Called once the chat client is loaded, so its socket's ups and downs reach the status. */
export function watchClient(client: StreamChat): void {
  if (watched) return;
  watched = client;
  client.on('connection.changed', notify);
  client.on('connection.recovered', notify);
}

export function socketHealthy(): boolean {
  return watched?.wsConnection?.isHealthy === true;
}

/** Tells `viewer` when the network or the chat socket goes up or down. */
export function onStatusSignals(viewer: () => void): () => void {
  const remove = viewers.add(viewer);
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    remove();
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

export function useStatusSignals(): { online: boolean; socketUp: boolean } {
  const online = useSyncExternalStore(onStatusSignals, () => navigator.onLine);
  const socketUp = useSyncExternalStore(onStatusSignals, socketHealthy);
  return { online, socketUp };
}
