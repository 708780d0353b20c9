/**
 * The address a visitor opened before they had to sign in (a channel, a thread, their profile),
 * kept in this tab's sessionStorage: it survives the trip through sign-up, the TOTP challenge or
 * a reload of the sign-in page, and never reaches another tab or a later visit.
 *
 * An invite link (/join/…) is also kept in localStorage for a day: a sign-up confirmed from its
 * e-mail opens a new tab without this tab's path, and that tab follows it. Taken once, and
 * forgotten as soon as any tab follows it, so it never pulls a later visit into a join.
 */
import { parseRoute, safeReturnPath } from '../lib/routes.ts';
import { isInviteToken } from '../../shared/invite-token.ts';

const KEY = 'parley-return-path';
const INVITE_KEY = 'parley-pending-invite';
const INVITE_KEEP_MS = 86_400_000;

/** The token of an invite link's address, if `path` is one. */
function inviteOf(path: string): string | undefined {
  const route = parseRoute(path.split(/[?#]/)[0] ?? path);
  return route.name === 'join' ? route.token : undefined;
}

/** Runs a storage write or removal; without storage there is nothing to keep or forget. */
function quietly(write: () => void): void {
  try {
    write();
  } catch {
    // Without storage the visitor lands on their conversations, as before.
  }
}

export function rememberReturnPath(
  path: string,
  storage: () => Pick<Storage, 'setItem'> = () => window.sessionStorage,
): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  const token = inviteOf(safe);
  if (token !== undefined) {
    quietly(() =>
      window.localStorage.setItem(INVITE_KEY, JSON.stringify({ token, at: Date.now() })),
    );
  }
  quietly(() => storage().setItem(KEY, safe));
}

export function storedReturnPath(): string | null {
  try {
    return safeReturnPath(window.sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  quietly(() => window.sessionStorage.removeItem(KEY));
}

/** The address of the invite link kept for the next tab, removed as it is read; null if none
 * is kept or it is a day old. */
export function takeKeptInvite(): string | null {
  try {
    const raw = window.localStorage.getItem(INVITE_KEY);
    if (raw === null) return null;
    window.localStorage.removeItem(INVITE_KEY);
    const { token, at } = JSON.parse(raw) as { token?: unknown; at?: unknown };
    if (!isInviteToken(token) || typeof at !== 'number' || Date.now() - at > INVITE_KEEP_MS) {
      return null;
    }
    return `/join/${token}`;
  } catch {
    return null;
  }
}

/** The link is being followed now (this tab came back to it): no other tab follows it again. */
export function forgetKeptInvite(): void {
  quietly(() => window.localStorage.removeItem(INVITE_KEY));
}
