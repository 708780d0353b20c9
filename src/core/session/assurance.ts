/** Whether a session still owes a TOTP code, read from the token and user without a request. */
import type { Session } from '@supabase/auth-js';

function tokenClaims(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function needsMfa(session: Session): boolean {
  const hasVerifiedFactor = (session.user.factors ?? []).some((f) => f.status === 'verified');
  return hasVerifiedFactor && tokenClaims(session.access_token).aal !== 'aal2';
}
