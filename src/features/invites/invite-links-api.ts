/**
 * A group's invite links, all through the invite functions as the signed-in person: made by the
 * make function, which asks the chat server whether they may add people there and stores only
 * the link's hash; listed (with who made each) and revoked by the list and revoke functions, which
 * ask the chat server the same of the group, so a group's admins close a link any member made;
 * followed through the join function. People reach no link through the Data API.
 */
import { accessToken } from '../../core/supabase/auth-js-client.ts';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { InviteLinkState } from '../../../shared/invite-token.ts';

export interface StoredLink extends InviteLinkState {
  id: string;
  created_at: string;
}

/** A link as the group's list shows it: with its maker's user id. */
export interface GroupLink extends StoredLink {
  created_by: string;
}

export interface NewLink {
  token: string;
  link: StoredLink;
}

const SESSION_ENDED: MessageKey = 'Your session ended. Sign in again.';
const UNAVAILABLE: MessageKey = 'Invite links cannot be made right now. Try again shortly.';

/** The invite functions' answers (their `error` codes), in the person's words. */
const REFUSALS: Record<string, MessageKey> = {
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

interface Answer {
  response: Response;
  body: Record<string, unknown>;
}

/**
 * One of the invite functions, as the signed-in person: a POST of `body`, or a GET without one;
 * null when nobody is signed in. A network failure rejects as fetch does.
 */
async function callFunction(path: string, body?: Record<string, unknown>): Promise<Answer | null> {
  const bearer = await accessToken();
  if (!bearer) return null;
  const response = await fetch(`/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${bearer}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    cache: 'no-store',
  });
  return {
    response,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/**
 * The body of a function's answer with status `ok`; otherwise throws its refusal in the person's
 * words (`notAllowed` for a caller without the right), or its own message when there are none.
 */
async function answered(
  call: Promise<Answer | null>,
  ok: number,
  notAllowed: MessageKey,
): Promise<Record<string, unknown>> {
  const answer = await call;
  if (!answer) throw new Error(t(SESSION_ENDED));
  const { response, body } = answer;
  if (response.status === ok) return body;
  const refusal =
    body.error === 'invite_not_allowed'
      ? notAllowed
      : typeof body.error === 'string'
        ? REFUSALS[body.error]
        : undefined;
  if (refusal) throw new Error(t(refusal));
  throw Object.assign(
    new Error(typeof body.message === 'string' ? body.message : `HTTP ${response.status}`),
    { status: response.status },
  );
}

const MANAGE_NOT_ALLOWED: MessageKey =
  'Only members who may add people to this group can see and revoke its links.';

export async function createLink(
  channel: { type: string; id: string },
  days: number,
  maxUses: number | null,
): Promise<NewLink> {
  const body = await answered(
    callFunction('create-invite', {
      channel_type: channel.type,
      channel_id: channel.id,
      days,
      max_uses: maxUses,
    }),
    201,
    'Only members who may add people to this group can make a link to it.',
  );
  return body as unknown as NewLink;
}

/** The group's links, live and past, newest first, each with who made it. */
export async function groupLinks(channel: { type: string; id: string }): Promise<GroupLink[]> {
  const query = new URLSearchParams({ channel_type: channel.type, channel_id: channel.id });
  const body = await answered(callFunction(`list-invites?${query}`), 200, MANAGE_NOT_ALLOWED);
  return body.links as GroupLink[];
}

/** Closes a link of the group, whoever made it; a revoked one stays as it was. */
export async function revokeLink(id: string): Promise<void> {
  await answered(callFunction('revoke-invite', { link_id: id }), 200, MANAGE_NOT_ALLOWED);
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
