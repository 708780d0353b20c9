/** The page's calls to the token and identity functions, with failures in the page's words. */
import { accessToken } from '../supabase/auth-js-client.ts';
import { t } from '../../lib/i18n/translate.ts';
import { requestChatToken } from '../chat/chat-token-request.ts';

/** The token endpoint does not know the session: it may have ended elsewhere. */
export class SessionRefusedError extends Error {}

export async function fetchChatToken(userId: string): Promise<string> {
  const bearer = await accessToken();
  if (!bearer) throw new Error(t('You are signed out.'));
  const answer = await requestChatToken(bearer, userId).catch(() => {
    throw new Error(t('The chat token could not be fetched: the network is unreachable.'));
  });
  if (answer.ok) return answer.token;
  if (answer.status === 401 && answer.error === 'invalid_token') {
    throw new SessionRefusedError(t('Your session ended. Sign in again.'));
  }
  throw new Error(
    answer.message ??
      t('The chat token could not be fetched (HTTP {{status}}).', { status: answer.status }),
  );
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
