/**
 * The servers' part of a sign-out made with no network. The device forgets the session at once
 * (its refresh token goes, so nothing here can renew it); what the servers should hear (end this
 * session, revoke the user's chat tokens) waits here with the only credential it needs, the
 * session's access token, and goes out when the network is back: from a tab (at start and on
 * `online`) or from the service worker (Background Sync). It waits only as long as that token
 * lives (an hour at most): an expired one proves nothing, so it is dropped unsent, and what then
 * still holds on the servers is said in docs/offline.md ("Signing out with no network").
 */
import { authStoreValue } from '../supabase/auth-store.ts';

export const SIGN_OUT_SYNC_TAG = 'parley-sign-out';

export interface ServerSignOut {
  accessToken: string;
  /** Seconds since the epoch, as the session says. */
  expiresAt: number;
}

const kept = authStoreValue<ServerSignOut[]>('parley:server-sign-outs');

const live = (now: number) => (entry: ServerSignOut) => entry.expiresAt * 1000 > now;

export async function keepServerSignOut(entry: ServerSignOut): Promise<void> {
  const now = Date.now();
  const others = ((await kept.read()) ?? []).filter(live(now));
  await kept.write([...others, entry]);
  askForBackgroundSignOut();
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

function askForBackgroundSignOut(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(SIGN_OUT_SYNC_TAG))
    // No Background Sync here: a tab sends it at the next start or when the network returns.
    .catch(() => undefined);
}

/** Where to send: the app's own revocation function and the Supabase project's logout. */
export interface SignOutEndpoints {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** True once the servers answered (any answer: a 401 means the session is already gone). */
async function send(endpoints: SignOutEndpoints, { accessToken }: ServerSignOut): Promise<boolean> {
  const bearer = { Authorization: `Bearer ${accessToken}` };
  try {
    // The revocation first: it needs the session the logout ends.
    await fetch('/api/revoke-chat-tokens', { method: 'POST', headers: bearer, cache: 'no-store' });
    await fetch(`${endpoints.supabaseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { ...bearer, apikey: endpoints.supabaseAnonKey },
      cache: 'no-store',
    });
    return true;
  } catch {
    return false;
  }
}

/** Sends what waits; resolves true when nothing is left to send. */
export async function sendKeptSignOuts(endpoints: SignOutEndpoints): Promise<boolean> {
  const waiting = ((await kept.read()) ?? []).filter(live(Date.now()));
  const left: ServerSignOut[] = [];
  for (const entry of waiting) if (!(await send(endpoints, entry))) left.push(entry);
  if (left.length > 0) await kept.write(left);
  else await kept.remove().catch(() => undefined);
  return left.length === 0;
}

/** A tab's part: what waits goes now if the network is up, and again whenever it comes back. */
export function sendKeptSignOutsFromPage(endpoints: SignOutEndpoints): void {
  const send = () => void sendKeptSignOuts(endpoints).catch(() => undefined);
  if (navigator.onLine) send();
  globalThis.addEventListener('online', send);
}
