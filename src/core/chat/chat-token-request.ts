/**
 * GET /api/stream-token: a chat token for the signed-in user, vouched for by the Supabase session.
 * Shared by the page and the service worker (which has no translations: callers word failures).
 */
export type ChatTokenAnswer =
  | { ok: true; token: string }
  /** `error` is the function's own code, e.g. `invalid_token` for a session it does not know. */
  | { ok: false; status: number; error?: string; message?: string };

/** Rejects only when the network is unreachable. */
export async function requestChatToken(bearer: string, userId: string): Promise<ChatTokenAnswer> {
  const response = await fetch(`/api/stream-token?user_id=${encodeURIComponent(userId)}`, {
    headers: { Authorization: `Bearer ${bearer}` },
    cache: 'no-store',
  });
  const body = (await response.json().catch(() => null)) as {
    token?: unknown;
    error?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof body?.token === 'string') return { ok: true, token: body.token };
  const message = typeof body?.message === 'string' ? body.message : undefined;
  const error = typeof body?.error === 'string' ? body.error : undefined;
  return { ok: false, status: response.status, error, message };
}
