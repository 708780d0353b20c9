/**
 * The address a visitor opened before they had to sign in (a channel, a thread, their profile),
 * kept in this tab's sessionStorage: it survives the trip through sign-up, the TOTP challenge or
 * a reload of the sign-in page, and never reaches another tab or a later visit (but for an
 * invite link, which features/invites/pending-invite.ts keeps for a day for the next tab).
 */
import { parseRoute, safeReturnPath } from '../lib/routes.ts';
import { keepPendingInvite } from '../features/invites/pending-invite.ts';

const KEY = 'parley-return-path';

export function rememberReturnPath(
  path: string,
  storage: () => Pick<Storage, 'setItem'> = () => window.sessionStorage,
): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  // An invite link must also reach the tab a sign-up confirmed from its e-mail opens.
  const route = parseRoute(safe.split(/[?#]/)[0] ?? safe);
  if (route.name === 'join') keepPendingInvite(route.token);
  try {
    storage().setItem(KEY, safe);
  } catch {
    // Without storage the visitor lands on their conversations, as before.
  }
}

export function storedReturnPath(): string | null {
  try {
    return safeReturnPath(window.sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, then.
  }
}
