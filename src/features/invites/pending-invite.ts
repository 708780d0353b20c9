/**
 * An invite link opened while signed out, kept on this device until the person is signed in.
 * The address they opened also travels in this tab's return path (app/return-path.ts), but a
 * sign-up confirmed from the e-mail opens a new tab without it: localStorage reaches that tab.
 * Kept a day, and taken once, so it never pulls a later visit into a join.
 */
import { isInviteToken } from '../../../shared/invite-token.ts';

const KEY = 'parley-pending-invite';
const KEEP_MS = 86_400_000;

export function keepPendingInvite(token: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ token, at: Date.now() }));
  } catch {
    // Without storage the link is followed again by opening it again.
  }
}

/** The kept link's token, removed as it is read; null when none is kept or it is a day old. */
export function takePendingInvite(): string | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return null;
    window.localStorage.removeItem(KEY);
    const { token, at } = JSON.parse(raw) as { token?: unknown; at?: unknown };
    if (!isInviteToken(token) || typeof at !== 'number' || Date.now() - at > KEEP_MS) return null;
    return token;
  } catch {
    return null;
  }
}

/** The link is being followed now (this tab came back to it): no other tab follows it again. */
export function forgetPendingInvite(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, then.
  }
}
