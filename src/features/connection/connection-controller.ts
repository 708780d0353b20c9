/**
 * Runs the connection machine for the whole page: one state, one effect queue, so React remounts
 * and overlapping session events can never connect a user twice. The chat SDK and supabase-js
 * are imported on first use, which keeps them out of the sign-in page.
 */
import { useSyncExternalStore } from 'react';
import {
  IDLE,
  transition,
  type ConnectStep,
  type ConnectionEffect,
  type ConnectionInput,
  type ConnectionState,
} from './connection-machine.ts';
import { chatIdentity, type ChatIdentity, type Profile } from '../../lib/chat-identity.ts';
import { cacheProfile, cachedProfile, forgetProfile } from './profile-cache.ts';
import { watchClient } from './connection-status.ts';
import { t } from '../../lib/i18n/translate.ts';

export interface ConnectionView {
  state: ConnectionState;
  /** The identity in use or last built (from the cache when offline), for the app's header. */
  identity: ChatIdentity | null;
}

class StepFailure extends Error {
  constructor(
    readonly step: ConnectStep,
    message: string,
  ) {
    super(message);
  }
}

let view: ConnectionView = { state: IDLE, identity: null };
const viewers = new Set<() => void>();
let queue: Promise<void> = Promise.resolve();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function publish(next: Partial<ConnectionView>): void {
  view = { ...view, ...next };
  viewers.forEach((notify) => notify());
}

const chat = () =>
  import('../../lib/chat-client.ts').then(({ chatClient }) => {
    watchClient(chatClient);
    return chatClient;
  });

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

async function loadProfile(userId: string): Promise<Profile> {
  try {
    const { fetchProfile } = await import('./profile-api.ts');
    const profile = await fetchProfile(userId);
    await cacheProfile(userId, profile);
    return profile;
  } catch (error) {
    const cached = await cachedProfile(userId);
    if (cached) return cached;
    const reason = messageOf(error);
    throw new StepFailure('profile', t('Your profile could not be loaded: {{reason}}', { reason }));
  }
}

async function connect(userId: string): Promise<void> {
  const client = await chat();
  // Belt and braces for the machine: never a second connectUser for a connected user.
  if (client.userID === userId) {
    dispatch({ type: 'connect-succeeded', userId });
    return;
  }
  try {
    const profile = await loadProfile(userId);
    const identity = chatIdentity(userId, profile);
    publish({ identity });
    const { fetchChatToken } = await import('./token-api.ts');
    let firstToken: string;
    try {
      firstToken = await fetchChatToken(userId);
    } catch (error) {
      throw new StepFailure('token', messageOf(error));
    }
    // The SDK asks the provider at once and again whenever the token expires.
    let unused: string | undefined = firstToken;
    const tokenProvider = async (): Promise<string> => {
      const token = unused ?? (await fetchChatToken(userId));
      unused = undefined;
      return token;
    };
    try {
      await client.connectUser(identity, tokenProvider);
    } catch (error) {
      await client.disconnectUser().catch(() => undefined);
      const reason = messageOf(error);
      throw new StepFailure(
        'connect',
        t('The chat server could not be reached: {{reason}}', { reason }),
      );
    }
    dispatch({ type: 'connect-succeeded', userId });
  } catch (error) {
    const step = error instanceof StepFailure ? error.step : 'connect';
    dispatch({ type: 'connect-failed', userId, step, message: messageOf(error) });
  }
}

async function updateIdentity(userId: string): Promise<void> {
  const client = await chat();
  if (client.userID !== userId) return;
  try {
    publish({ identity: chatIdentity(userId, await loadProfile(userId)) });
    const { syncChatIdentity } = await import('./token-api.ts');
    await syncChatIdentity();
  } catch (error) {
    // The old name stays visible to others; the next token request writes the new one anyway.
    console.warn('Could not update the chat identity', error);
  }
}

async function disconnect(): Promise<void> {
  const client = await chat();
  if (client.userID) await client.disconnectUser();
}

async function runQueued(effect: ConnectionEffect): Promise<void> {
  switch (effect.type) {
    case 'connect':
      return connect(effect.userId);
    case 'disconnect':
      return disconnect();
    case 'update-identity':
      return updateIdentity(effect.userId);
    case 'clear-cache':
      publish({ identity: null });
      return forgetProfile(effect.userId);
    case 'drop-socket': {
      // The SDK replaces a socket with `ws.removeAllListeners(); ws.close()`, and a browser
      // WebSocket has no removeAllListeners: the throw skips close(), so the old socket would
      // stay open beside the new one after every return online. Closing it here avoids that;
      // the SDK's close handler then reconnects as usual.
      const socket = (await chat()).wsConnection?.ws;
      if (socket && socket.readyState <= socket.OPEN) socket.close(4000, 'device offline');
      return;
    }
    case 'reconnect-socket': {
      const client = await chat();
      // The SDK's own back-off may be minutes away; ask for the reconnect now.
      void client.wsConnection?._reconnect({ interval: 1 });
      return;
    }
  }
}

function run(effect: ConnectionEffect): void {
  if (effect.type === 'schedule-retry') {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => dispatch({ type: 'retry' }), effect.delayMs);
    return;
  }
  if (effect.type === 'cancel-retry') {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    return;
  }
  queue = queue.then(() => runQueued(effect)).catch((error: unknown) => console.error(error));
}

export function dispatch(input: ConnectionInput): void {
  const { state, effects } = transition(view.state, input);
  if (state !== view.state) publish({ state });
  effects.forEach(run);
}

export function connectionView(): ConnectionView {
  return view;
}

/** Resolves once every queued connect/disconnect has run (used before signing out). */
export function settled(): Promise<void> {
  return queue;
}

/** The chat client once the user is connected; the chat screens only mount after that. */
export { chat as loadChatClient };

function subscribe(notify: () => void): () => void {
  viewers.add(notify);
  return () => viewers.delete(notify);
}

export function useConnection(): ConnectionView {
  return useSyncExternalStore(subscribe, connectionView);
}

let teardownTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The wrapper unmounting tears the connection down, but StrictMode's rehearsal unmount is
 * followed at once by a remount: waiting one task lets that remount cancel the teardown.
 */
export function scheduleTeardown(): void {
  clearTimeout(teardownTimer);
  teardownTimer = setTimeout(() => dispatch({ type: 'teardown' }), 0);
}

export function cancelTeardown(): void {
  clearTimeout(teardownTimer);
  teardownTimer = undefined;
}
