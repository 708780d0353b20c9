/**
 * Whose session is kept on this device, read without the auth client: the start reads that
 * person's saved conversations while auth-js loads (the auth client confirms or ends the session
 * after; an ended one takes what it left with it, sign-out/leave-nothing.ts).
 */
import { sessionOnDevice } from './session-on-device.ts';

/** The user id in a session as auth-js keeps it (JSON), if it is one. */
export function userOfKeptSession(kept: unknown): string | undefined {
  if (typeof kept !== 'string') return undefined;
  try {
    const id = (JSON.parse(kept) as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function keptPerson(sessionKey: string): Promise<string | undefined> {
  try {
    return userOfKeptSession(await sessionOnDevice(sessionKey).getItem(sessionKey));
  } catch {
    return undefined;
  }
}
