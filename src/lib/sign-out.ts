/**
 * Signing out, here or everywhere, ends chat access too: the chat server is first told to refuse
 * every chat token of the user issued until now (api/revoke-chat-tokens.ts), then the session
 * ends. Offline the revocation cannot be sent; signing out still goes ahead, and a token left
 * behind stops working within its 15 minutes.
 */
import type { GoTrueClient } from '@supabase/auth-js';
import { authClient } from './auth.ts';

async function revokeChatTokens(auth: GoTrueClient): Promise<void> {
  const bearer = (await auth.getSession().catch(() => null))?.data.session?.access_token;
  if (!bearer) return;
  await fetch('/api/revoke-chat-tokens', {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    cache: 'no-store',
  }).catch(() => undefined);
}

export async function signOut(scope: 'local' | 'global') {
  const auth = await authClient();
  await revokeChatTokens(auth);
  return auth.signOut({ scope });
}
