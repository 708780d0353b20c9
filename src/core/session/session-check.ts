/**
 * Asks the auth server, now and then, whether this device's session still stands: at start, when
 * the network comes back and when the app comes back into view, at most once a minute. A session
 * ended elsewhere (signed out everywhere, a new password, a removed account) is then found out at
 * once, rather than when the access token runs out; it ends here too (core/sign-out/sign-out.ts).
 */
import { endIfEndedElsewhere } from '../sign-out/sign-out.ts';

const EVERY_MS = 60_000;
let lastAt = -Infinity;

export function checkSessionSoon(): void {
  if (!navigator.onLine || performance.now() - lastAt < EVERY_MS) return;
  lastAt = performance.now();
  void endIfEndedElsewhere().catch(() => undefined);
}
