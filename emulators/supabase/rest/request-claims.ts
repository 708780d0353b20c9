/**
 * Who a Data API request runs as, as Supabase's gateway and PostgREST decide it: the
 * `Authorization: Bearer` JWT, else the `apikey` header (the gateway copies it over), else anon.
 */
import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../db/database.ts';
import type { SupabaseKeys } from '../keys.ts';
import { verifyJwt } from '../auth/tokens/verify-jwt.ts';

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    return match ? (match[1] as string) : header.trim();
  }
  const apikey = req.headers.apikey;
  return typeof apikey === 'string' && apikey.length > 0 ? apikey : undefined;
}

/** The verified claims, or null for an anonymous request; throws InvalidJwtError. */
export async function requestClaims(
  keys: SupabaseKeys,
  req: IncomingMessage,
): Promise<JwtClaims | null> {
  const token = bearerToken(req);
  return token === undefined ? null : verifyJwt(keys, token);
}
