/**
 * Runs the connection machine for the whole page: one state, one effect queue, so React remounts
 * and overlapping session events can never connect a user twice. The chat SDK and supabase-js
 * are imported on first use, which keeps them out of the sign-in page.
 */
import { useSyncExternalStore } from 'react';
import {
  IDLE,
  transition,
  userOf,
  type ConnectStep,
  type ConnectionEffect,
  type ConnectionInput,
  type ConnectionState,
} from './connection-machine.ts';
import { chatIdentity, type ChatIdentity, type Profile } from '../../../shared/chat-identity.ts';
import { cacheProfile, cachedProfile, forgetProfile } from '../session/profile-cache.ts';
import { watchClient } from './connection-status.ts';
import { t } from '../../lib/i18n/translate.ts';
import { errorDetail } from '../../lib/error-words.ts';
import { endIfEndedElsewhere } from '../sign-out/sign-out.ts';
import { sessionLeft, sessionState } from '../session/session-store.ts';
import { listeners } from '../../lib/listeners.ts';

export interface ConnectionView {
  state: ConnectionState;
  /** The identity in use or last built (from the cache when offline), for the app's header. */
  identity: ChatIdentity | null;
  /**
   * The user whose chat the client shows from the device: set as soon as the saved copy is
   * read, online or not, so the screens never wait for the chat server to paint.
   */
  onDevice: string | null;
}

class StepFailure extends Error {
  constructor(
    readonly step: ConnectStep,
    message: string,
  ) {
    super(message);
  }
}

let view: ConnectionView = { state: IDLE, identity: null, onDevice: null };
/** Why the token provider last failed, in words; undefined once it succeeds again. */
let tokenFailure: string | undefined;
const viewers = listeners();
let queue: Promise<void> = Promise.resolve();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Same words and picture, same object: the header renders again only for a real change. */
function sameIdentity(a: ChatIdentity | null, b: ChatIdentity | null): boolean {
  return a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b));
}

function publish(next: Partial<ConnectionView>): void {
  if (next.identity !== undefined && sameIdentity(next.identity, view.identity)) {
    const { identity: _kept, ...rest } = next;
    if (Object.keys(rest).length === 0) return;
    next = rest;
  }
  view = { ...view, ...next };
  viewers.tell();
}

const chatModule = () =>
  import('../chat/chat-client.ts').then((module) => {
    watchClient(module.chatClient);
    return module;
  });
const chat = () => chatModule().then(({ chatClient }) => chatClient);

/**
 * The profile saved on this device when there is one (the page paints without waiting for the
 * network; a changed profile is picked up in the background), else the one fetched now.
 */
/** The saved profile read for the first render, handed to the connection's first look at it. */
let firstRead: { userId: string; read: Promise<Profile | undefined> } | undefined;

function savedProfile(userId: string): Promise<Profile | undefined> {
  const held = firstRead;
  firstRead = undefined;
  return held?.userId === userId ? held.read : cachedProfile(userId);
}

async function loadProfile(userId: string): Promise<Profile> {
  const saved = await savedProfile(userId);
  if (saved) {
    void fetchAndCacheProfile(userId).then(
      (fresh) => {
        if (JSON.stringify(fresh) !== JSON.stringify(saved)) dispatch({ type: 'profile-edited' });
      },
      () => undefined,
    );
    return saved;
  }
  return fetchAndCacheProfile(userId);
}

async function fetchAndCacheProfile(userId: string): Promise<Profile> {
  try {
    const { fetchProfile } = await import('./profile-api.ts');
    const profile = await fetchProfile(userId);
    // A session that ended while the profile came leaves nothing of its user behind.
    if (sessionState().session?.user.id === userId) await cacheProfile(userId, profile);
    return profile;
  } catch (error) {
    const cached = await cachedProfile(userId);
    if (cached) return cached;
    const reason = errorDetail(error);
    throw new StepFailure('profile', t('Your profile could not be loaded: {{reason}}', { reason }));
  }
}

/** The saved conversations into the client first, so the screens paint before any network. */
async function openFromDevice(userId: string): Promise<void> {
  const { openDeviceCopy } = await chatModule();
  await openDeviceCopy(userId, () => publish({ onDevice: userId }));
}

/**
 * The identity from the profile saved on this device, shown before the first render so the header
 * is whole in it; connecting builds it again (equal, so nothing renders) or fetches it.
 */
export async function showSavedIdentity(userId: string): Promise<void> {
  const read = cachedProfile(userId);
  firstRead = { userId, read };
  const saved = await read;
  if (saved && !view.identity && userOf(view.state) === userId) {
    publish({ identity: chatIdentity(userId, saved) });
  }
}

/** What connecting waits for first (the first screen's commit, for a connection begun before it). */
let connectAfter: Promise<void> = Promise.resolve();

export function holdConnectingUntil(moment: Promise<void>): void {
  connectAfter = moment;
}

async function connect(userId: string): Promise<void> {
  await connectAfter;
  const client = await chat();
  // Belt and braces for the machine: never a second connectUser for a connected user.
  if (client.userID === userId) {
    await reopen(userId);
    return;
  }
  try {
    const profile = await loadProfile(userId);
    const identity = chatIdentity(userId, profile);
    publish({ identity });
    const { fetchChatToken, SessionRefusedError } = await import('./token-api.ts');
    tokenFailure = undefined;
    // The SDK asks the provider at once and again whenever the token expires or it reconnects.
    const tokenProvider = async (): Promise<string> => {
      try {
        const token = await fetchChatToken(userId);
        tokenFailure = undefined;
        return token;
      } catch (error) {
        tokenFailure = errorDetail(error);
        // Ended elsewhere (signed out everywhere, a new password, a removed account): the
        // session ends here too, and the sign-in page says why. Retrying could never succeed.
        if (error instanceof SessionRefusedError) void endIfEndedElsewhere();
        throw error;
      }
    };
    // connectUser sets the user at once; the device copy is read while the socket opens.
    const connecting = client.connectUser(identity, tokenProvider);
    const fromDevice = openFromDevice(userId).catch((error: unknown) =>
      console.warn('The conversations saved on this device could not be read', error),
    );
    try {
      await connecting;
    } catch (error) {
      await fromDevice;
      if (tokenFailure !== undefined) throw new StepFailure('token', tokenFailure);
      const reason = errorDetail(error);
      throw new StepFailure(
        'connect',
        t('The chat server could not be reached: {{reason}}', { reason }),
      );
    }
    await fromDevice;
    dispatch({ type: 'connect-succeeded', userId });
  } catch (error) {
    const step = error instanceof StepFailure ? error.step : 'connect';
    dispatch({ type: 'connect-failed', userId, step, message: errorDetail(error) });
  }
}

/** A retry for a user the client still holds (a failed connect keeps them): open the socket. */
async function reopen(userId: string): Promise<void> {
  const client = await chat();
  if (client.wsConnection?.isHealthy) {
    dispatch({ type: 'connect-succeeded', userId });
    return;
  }
  try {
    await client.openConnection();
    dispatch({ type: 'connect-succeeded', userId });
  } catch (error) {
    // A failed socket still listens for the network's return and would open a second one
    // beside the next attempt's: close it, as connectUser does on its own failure.
    await client.closeConnection().catch(() => undefined);
    // The SDK wraps a token failure in its own JSON; the provider's words say it plainly.
    const failure = tokenFailure;
    const reason = errorDetail(error);
    dispatch({
      type: 'connect-failed',
      userId,
      step: failure === undefined ? 'connect' : 'token',
      message: failure ?? t('The chat server could not be reached: {{reason}}', { reason }),
    });
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
  const { chatClient, deviceCopy } = await chatModule();
  publish({ onDevice: null });
  if (chatClient.userID) await chatClient.disconnectUser();
  await deviceCopy.letGo();
}

/**
 * Sign-out: nothing of the user's chat stays on the device. The session's own removal
 * (leave-nothing.ts) first counts the messages that waited, for the sign-in page to say: this
 * waits for it (deleting sooner raced that count, and a message never sent went unmentioned),
 * then removes what this connection opened again meanwhile.
 */
async function forgetDevice(userId: string): Promise<void> {
  const profile = forgetProfile(userId);
  const { forgetDeviceCopy } = await chatModule();
  await sessionLeft();
  await Promise.all([profile, forgetDeviceCopy(userId)]);
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
      firstRead = undefined;
      publish({ identity: null });
      return forgetDevice(effect.userId);
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

/** Tells `notify` of each change of the connection's view. */
export function onConnectionChange(notify: () => void): () => void {
  return viewers.add(notify);
}

export function useConnection(): ConnectionView {
  return useSyncExternalStore(onConnectionChange, connectionView);
}

/**
 * A part of the connection's view: the component renders again only when that part changes, not
 * at each step of the connection (each would be a commit of the page at start). `select` returns
 * a primitive, or a part of the view kept as it is.
 */
export function useConnectionSelect<T>(select: (view: ConnectionView) => T): T {
  return useSyncExternalStore(onConnectionChange, () => select(view));
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
