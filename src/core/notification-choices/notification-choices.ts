/**
 * This page's notification choices (choices-holder.ts) kept in public.notification_settings and
 * following the session: read for whoever signs in, read again once two-step verification lifts
 * the session to where the table's policy lets it be read, forgotten at sign-out.
 */
import { useSyncExternalStore } from 'react';
import { database } from '../supabase/data-client.ts';
import { onSessionEvent, sessionState } from '../session/session-store.ts';
import {
  choicesFromRow,
  choicesHolder,
  type ChoicesState,
  type NotificationChoices,
} from './choices-holder.ts';

const holder = choicesHolder({
  async read(userId) {
    const { data, error } = await database()
      .from('notification_settings')
      .select('level, show_text')
      .eq('user_id', userId)
      .maybeSingle();
    if (error) throw new Error(error.message);
    return choicesFromRow(data);
  },
  async write(userId, { level, showText }) {
    const { error } = await database()
      .from('notification_settings')
      .upsert(
        { user_id: userId, level, show_text: showText, updated_at: new Date().toISOString() },
        { onConflict: 'user_id' },
      );
    if (error) throw new Error(error.message);
  },
});

let following = false;

function reload(): void {
  const userId = sessionState().session?.user.id;
  if (!userId) holder.clear();
  else
    holder.load(userId).catch((error: unknown) => {
      // Offline or refused: the choices stay unknown (off) until the next chance below.
      console.warn('The notification choices could not be read', error);
    });
}

/** Starts following the session once; every entry point below calls it. */
function follow(): void {
  if (following) return;
  following = true;
  onSessionEvent((event, session) => {
    const userId = session?.user.id;
    if (!userId) holder.clear();
    else if (userId !== holder.state().userId || event === 'MFA_CHALLENGE_VERIFIED') reload();
  });
  // A read that failed for want of the network is tried again when it is back.
  globalThis.addEventListener?.('online', () => {
    if (!holder.state().loaded) reload();
  });
  // Not within the caller's turn: a React render may be reading the state right now.
  queueMicrotask(reload);
}

export function notificationChoicesState(): ChoicesState {
  follow();
  return holder.state();
}

/** The current choices, at once (off until read). */
export function notificationChoices(): NotificationChoices {
  return notificationChoicesState().choices;
}

export function onNotificationChoices(listener: () => void): () => void {
  follow();
  return holder.onChange(listener);
}

/** Saves on the server first; throws (nothing changes) when it cannot, e.g. offline. */
export function saveNotificationChoices(choices: NotificationChoices): Promise<void> {
  follow();
  return holder.save(choices);
}

export function useNotificationChoices(): ChoicesState {
  return useSyncExternalStore(onNotificationChoices, notificationChoicesState);
}
