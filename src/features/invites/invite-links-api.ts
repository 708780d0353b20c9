/**
 * The invite links a person makes for a group: made by the make function, which asks the chat
 * server whether they may add people there and stores only the link's hash; read and revoked as
 * themselves (row level security keeps each maker to their own links); followed through the join
 * function.
 */
import { database } from '../../core/supabase/data-client.ts';
import { accessToken } from '../../core/supabase/auth-js-client.ts';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { InviteLinkState } from '../../../shared/invite-token.ts';

export interface StoredLink extends InviteLinkState {
  id: string;
  created_at: string;
}

export interface NewLink {
  token: string;
  link: StoredLink;
}

const COLUMNS = 'id, created_at, expires_at, max_uses, uses, revoked_at';

const SESSION_ENDED: MessageKey = 'Your session ended. Sign in again.';
const UNAVAILABLE: MessageKey = 'Invite links cannot be made right now. Try again shortly.';

/** The make function's answers (its `error` codes), in the person's words. */
const REFUSALS: Record<string, MessageKey> = {
  invite_not_allowed: 'Only members who may add people to this group can make a link to it.',
  invite_direct: 'A direct message takes no invite links.',
  missing_token: SESSION_ENDED,
  invalid_token: SESSION_ENDED,
  token_expired: SESSION_ENDED,
  chat_unavailable: UNAVAILABLE,
  auth_unavailable: UNAVAILABLE,
  server_misconfigured: UNAVAILABLE,
};

export function inviteUrl(token: string): string {
  return `${window.location.origin}/join/${token}`;
}

/** One of the invite functions, as the signed-in person; a network failure rejects as fetch does. */
async function callFunction(
  name: string,
  body: Record<string, unknown>,
): Promise<{ response: Response; body: Record<string, unknown> } | null> {
  const bearer = await accessToken();
  if (!bearer) return null;
  const response = await fetch(`/api/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  return {
    response,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

export async function createLink(
  channel: { type: string; id: string },
  days: number,
  maxUses: number | null,
): Promise<NewLink> {
  const answer = await callFunction('create-invite', {
    channel_type: channel.type,
    channel_id: channel.id,
    days,
    max_uses: maxUses,
  });
  if (!answer) throw new Error(t(SESSION_ENDED));
  const { response, body } = answer;
  if (response.status === 201) return body as unknown as NewLink;
  const refusal = typeof body.error === 'string' ? REFUSALS[body.error] : undefined;
  if (refusal) throw new Error(t(refusal));
  throw Object.assign(
    new Error(typeof body.message === 'string' ? body.message : `HTTP ${response.status}`),
    { status: response.status },
  );
}

/** The person's own links for the group, newest first. */
export async function ownLinks(channel: { type: string; id: string }): Promise<StoredLink[]> {
  const { data, error } = await database()
    .from('invite_links')
    .select(COLUMNS)
    .eq('channel_type', channel.type)
    .eq('channel_id', channel.id)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw new Error(error.message);
  return data as StoredLink[];
}

export async function revokeLink(id: string): Promise<void> {
  const { error } = await database()
    .from('invite_links')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id);
  if (error) throw new Error(error.message);
}

export type JoinResult =
  | { kind: 'joined'; type: string; id: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'offline' };

/** Follows a link for the signed-in person; a network failure is `offline`, never a refusal. */
export async function joinWithLink(token: string): Promise<JoinResult> {
  let answer: Awaited<ReturnType<typeof callFunction>>;
  try {
    answer = await callFunction('join-invite', { token });
  } catch {
    return { kind: 'offline' };
  }
  if (!answer) return { kind: 'refused', reason: 'signed_out' };
  const { response, body } = answer;
  const { channel_type: type, channel_id: id, error } = body;
  if (response.ok && typeof type === 'string' && typeof id === 'string' && type && id) {
    return { kind: 'joined', type, id };
  }
  return { kind: 'refused', reason: typeof error === 'string' ? error : `http_${response.status}` };
}
