/** The localStorage key supabase-js uses for the session, so both clients find the same one. */
export function storageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
