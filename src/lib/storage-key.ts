/** The localStorage key supabase-js uses for the session, so both clients find the same one. */
export function storageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Any project's session key, for code that runs before the configuration is read. */
export const SESSION_KEY_PATTERN = /^sb-.+-auth-token$/;
