/** The key auth-js keeps the session under (session-on-device.ts says where). */
export function storageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Any project's session marker in localStorage (or a session an older version kept there), for
 * code that runs before the configuration is read.
 */
export const SESSION_KEY_PATTERN = /^sb-.+-auth-token(\.present)?$/;

/** True if any project's session marker is in `storage`; throws where storage cannot be read. */
export function sessionMarkedIn(storage: {
  readonly length: number;
  key(index: number): string | null;
}): boolean {
  for (let i = 0; i < storage.length; i++) {
    if (SESSION_KEY_PATTERN.test(storage.key(i) ?? '')) return true;
  }
  return false;
}
