/**
 * Asks the auth server whether this device's session still stands: at start, when the network
 * comes back and when the app comes back into view, at most once a minute, and before the outbox
 * delivers on a new connection. A session ended elsewhere (signed out everywhere, a new password,
 * a removed account) is then found out at once, rather than when the access token runs out; it
 * ends here too (sign-out.ts).
 */
import { endIfEndedElsewhere } from './sign-out.ts';

const EVERY_MS = 60_000;
/** The outbox waits this long for the answer at most: an auth server that hangs holds nothing up. */
const ANSWER_WAIT_MS = 5_000;
let lastAt = -Infinity;
let asking: Promise<boolean> | undefined;

/** Whether the session was found ended (and ended here); no answer counts as not ended. */
export function sessionEndedElsewhere(): Promise<boolean> {
  lastAt = performance.now();
  asking ??= Promise.race([
    endIfEndedElsewhere().catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ANSWER_WAIT_MS)),
  ]).finally(() => {
    asking = undefined;
  });
  return asking;
}

export function checkSessionSoon(): void {
  if (!navigator.onLine || performance.now() - lastAt < EVERY_MS) return;
  void sessionEndedElsewhere();
}
