/** GET /api/stream-token: a chat token for the signed-in user, vouched for by the Supabase session. */
import { accessToken } from '../../lib/auth-client.ts';
import { t } from '../../lib/i18n/translate.ts';

interface TokenAnswer {
  token: string;
  user_id: string;
  expires_at: number;
}

export async function fetchChatToken(userId: string): Promise<string> {
  const bearer = await accessToken();
  if (!bearer) throw new Error(t('You are signed out.'));
  let response: Response;
  try {
    response = await fetch(`/api/stream-token?user_id=${encodeURIComponent(userId)}`, {
      headers: { Authorization: `Bearer ${bearer}` },
      cache: 'no-store',
    });
  } catch {
    throw new Error(t('The chat token could not be fetched: the network is unreachable.'));
  }
  const body = (await response.json().catch(() => null)) as Partial<
    TokenAnswer & { error: string; message: string }
  > | null;
  if (!response.ok || typeof body?.token !== 'string') {
    throw new Error(
      body?.message ??
        t('The chat token could not be fetched (HTTP {{status}}).', { status: response.status }),
    );
  }
  return body.token;
}

/**
 * After a profile edit: the server writes the chat name and picture from the profile (users
 * cannot write their own; see api/chat-identity.ts).
 */
export async function syncChatIdentity(): Promise<void> {
  const bearer = await accessToken();
  if (!bearer) throw new Error(t('You are signed out.'));
  const response = await fetch('/api/chat-identity', {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`chat identity not updated (HTTP ${response.status})`);
}
