/**
 * The invite links a person makes for a group, stored hashed as themselves (row level security
 * keeps each maker to their own links), and following one through the join function.
 */
import { database } from '../../core/supabase/data-client.ts';
import { accessToken } from '../../core/supabase/auth-js-client.ts';
import {
  hashInviteToken,
  inviteExpiry,
  mintInviteToken,
  type InviteLinkState,
} from '../../../shared/invite-token.ts';

export interface StoredLink extends InviteLinkState {
  id: string;
  created_at: string;
}

export interface NewLink {
  token: string;
  link: StoredLink;
}

const COLUMNS = 'id, created_at, expires_at, max_uses, uses, revoked_at';

export function inviteUrl(token: string): string {
  return `${window.location.origin}/join/${token}`;
}

export async function createLink(
  channel: { type: string; id: string },
  days: number,
  maxUses: number | null,
): Promise<NewLink> {
  const token = mintInviteToken();
  const { data, error } = await database()
    .from('invite_links')
    .insert({
      token_hash: await hashInviteToken(token),
      channel_type: channel.type,
      channel_id: channel.id,
      expires_at: inviteExpiry(Date.now(), days),
      max_uses: maxUses,
    })
    .select(COLUMNS)
    .single();
  if (error) throw new Error(error.message);
  return { token, link: data as StoredLink };
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
  const bearer = await accessToken();
  if (!bearer) return { kind: 'refused', reason: 'signed_out' };
  let response: Response;
  try {
    response = await fetch('/api/join-invite', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
    });
  } catch {
    return { kind: 'offline' };
  }
  const body = (await response.json().catch(() => ({}))) as {
    error?: string;
    channel_type?: string;
    channel_id?: string;
  };
  if (response.ok && body.channel_type && body.channel_id) {
    return { kind: 'joined', type: body.channel_type, id: body.channel_id };
  }
  return { kind: 'refused', reason: body.error ?? `http_${response.status}` };
}
