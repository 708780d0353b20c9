/**
 * An invite link's token and what decides whether it still opens its conversation. The make
 * function (api/create-invite.ts) mints it (32 random bytes, 256 bits, base64url) and stores only
 * its SHA-256 (hex) with the link; the join function (api/join-invite.ts) hashes what it is given
 * and looks the hash up, so a leaked table row never yields a link. One module for the app and
 * the functions, on Web Crypto alone.
 */

const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A link lives a week unless its maker picks otherwise; at most thirty days (the table's rule). */
export const DEFAULT_LIFETIME_DAYS = 7;
export const MAX_LIFETIME_DAYS = 30;
export const MAX_USES = 1000;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function mintInviteToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** Whether `value` has a minted token's shape; anything else was never a link of ours. */
export function isInviteToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_FORMAT.test(value);
}

export async function hashInviteToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A stored link as its state matters to someone following it. */
export interface InviteLinkState {
  expires_at: string;
  max_uses: number | null;
  uses: number;
  revoked_at: string | null;
}

export type InviteVerdict = 'ok' | 'revoked' | 'expired' | 'spent';

/**
 * Whether a link still opens its conversation at `now`, else why not, in the order its maker
 * would explain it: revoked on purpose, then past its time, then out of uses. The database's
 * check_invite (supabase/migrations) decides the same way, with its own clock.
 */
export function inviteVerdict(link: InviteLinkState, now: number): InviteVerdict {
  if (link.revoked_at !== null) return 'revoked';
  if (Date.parse(link.expires_at) <= now) return 'expired';
  if (link.max_uses !== null && link.uses >= link.max_uses) return 'spent';
  return 'ok';
}
