/**
 * Signing out, here or everywhere. The chat server is first told to refuse every chat token of
 * the user issued until now (api/revoke-chat-tokens.ts), then the session ends, and with it the
 * chat kept on the device (core/session/session-store.ts removes it on any sign-out). With no
 * network, or no answer, signing out of this device still happens at once: the session leaves
 * the device, and the servers hear of it when the network is back (server-sign-out.ts). Signing
 * out everywhere needs the servers: offline it says so and changes nothing. This device leaves
 * Web Push on the way (notification-choices/push-sign-out.ts).
 */
import type { GoTrueClient } from '@supabase/auth-js';
import { authClient } from '../supabase/auth-client.ts';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { config } from '../../config/load-config.ts';
import { t } from '../../lib/i18n/translate.ts';
import { keepServerSignOut } from './server-sign-out.ts';
import { sessionOnDevice } from '../supabase/session-on-device.ts';
import { forgetSignOutNotice, noteSignOut, type SignOutNotice } from './sign-out-notice.ts';
import type { SignOutScope } from './sign-out-plan.ts';
import { storageKeyFor } from '../supabase/storage-key.ts';
import { leaveWebPush } from '../notification-choices/push-sign-out.ts';

export type SignOutResult = { ok: true } | { ok: false; message: string };

/** The revocation may not hold a sign-out up: an unanswered one is sent again later. */
const REVOKE_WAIT_MS = 5_000;

interface StoredSession {
  access_token?: string;
  expires_at?: number;
}

const sessionKey = () => storageKeyFor(config().supabaseUrl);

/** The session as kept, read without the auth client (which would try to renew an old one). */
async function storedSession(): Promise<StoredSession | null> {
  try {
    const raw = await sessionOnDevice(sessionKey()).getItem(sessionKey());
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

async function revokeChatTokens(accessToken: string): Promise<void> {
  await fetch('/api/revoke-chat-tokens', {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    cache: 'no-store',
    signal: AbortSignal.timeout(REVOKE_WAIT_MS),
  }).catch(() => undefined);
}

/**
 * Ends the session on this device only, with no request: once the kept session is gone, the
 * auth client's sign-out has nothing to send, and tells this tab and the others (SIGNED_OUT).
 */
async function endOnDevice(auth: GoTrueClient): Promise<void> {
  await sessionOnDevice(sessionKey()).removeItem(sessionKey());
  await auth.signOut({ scope: 'local' });
}

const isUnanswered = (error: { status?: number }): boolean => error.status === 0;

/**
 * Signs out; `why` is what the sign-in page will say of it. Offline (or with no answer) a local
 * sign-out ends the session here and keeps the servers' part for later.
 */
export async function signOut(
  scope: SignOutScope,
  why: SignOutNotice = { why: 'chosen' },
): Promise<SignOutResult> {
  const auth = await authClient();
  const session = await storedSession();
  await noteSignOut(why);
  if (navigator.onLine) {
    const token = session?.access_token;
    // Both need the session this sign-out ends: before it, side by side, each bounded.
    await Promise.all([
      token ? revokeChatTokens(token) : undefined,
      leaveWebPush(token, REVOKE_WAIT_MS),
    ]);
    const { error } = await auth.signOut({ scope });
    if (!error) return { ok: true };
    if (!isUnanswered(error) || scope === 'global') {
      await forgetSignOutNotice();
      return {
        ok: false,
        message: isUnanswered(error) ? needsNetwork() : authErrorMessage(error),
      };
    }
  } else if (scope === 'global') {
    await forgetSignOutNotice();
    return { ok: false, message: needsNetwork() };
  }
  // No network: the browser still drops the subscription, without holding the sign-out up; the
  // row waits (push-sign-out.ts).
  void leaveWebPush(undefined, REVOKE_WAIT_MS);
  if (session?.access_token && session.expires_at) {
    await keepServerSignOut({ accessToken: session.access_token, expiresAt: session.expires_at });
  }
  await endOnDevice(auth);
  return { ok: true };
}

const needsNetwork = (): string =>
  t(
    'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.',
  );

/**
 * Whether the servers still know this device's session, asked when the token endpoint refused it
 * (signed out everywhere, a new password, a removed account): if not, it ends here too, and the
 * session store leaves nothing of it behind and says why. No answer changes nothing.
 */
export async function endIfEndedElsewhere(): Promise<boolean> {
  const auth = await authClient();
  const { error } = await auth.getUser();
  if (!error) return false;
  // The auth client ends a session the server no longer has by itself.
  if (error.name === 'AuthSessionMissingError') return true;
  if (error.status !== 401 && error.status !== 403 && error.status !== 404) return false;
  await endOnDevice(auth);
  return true;
}
