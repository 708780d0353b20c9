/**
 * POST /api/revoke-invite {link_id}: closes an invite link, for its maker or for anyone the chat
 * server lets add members to the link's own group (so a group's admins can close a link a member
 * made that leaked). The group is the one the stored link belongs to, never one the request names:
 * knowing another group's link id gives no right over it. After the session gate (two-factor
 * rules included) the link is looked up and closed with the service key.
 *
 * The answer (200) is the link as the list shows it; revoking a revoked link answers it
 * unchanged. An id that names no link is 404, a caller with no right over it 403, in the make
 * function's error shape.
 */
import type { VercelApiHandler, VercelRequest } from '@vercel/node';
import type { FunctionConfig } from '../config/function-config.ts';
import { sendError } from '../http/respond.ts';
import type { ManagedLink } from './invite-store.ts';
import {
  inviteFunction,
  requestBody,
  type InviteDeps,
  type InviteRequest,
} from './invite-function.ts';

interface RevokeAnswer {
  link: ManagedLink;
}

const LINK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function linkId(req: VercelRequest): string | undefined {
  const { link_id: id } = requestBody(req);
  return typeof id === 'string' && LINK_ID.test(id) ? id : undefined;
}

const UNKNOWN = ['invite_unknown', 'No invite link has this id.'] as const;

const LINK_NAMED: InviteRequest<string> = {
  method: 'POST',
  read: linkId,
  hint: 'Send the link’s id as "link_id".',
};

export function createRevokeInviteHandler(
  config: FunctionConfig,
  deps: InviteDeps = {},
): VercelApiHandler {
  const { store, entry, serve } = inviteFunction(config, LINK_NAMED, deps);
  return serve(async ({ session, asked: id, res }) => {
    const link = await store.find(id);
    if (!link) return sendError(res, 404, ...UNKNOWN);
    const allowed =
      link.created_by === session.userId ||
      (await entry.mayAddMembers(link.channel_type, link.channel_id, session.userId));
    if (!allowed) {
      return sendError(
        res,
        403,
        'invite_not_allowed',
        'Only the link’s maker and members who may add people to its group can revoke it.',
      );
    }
    const revoked = await store.revoke(link.id);
    // Gone between the two calls: its maker's account was deleted with its links.
    if (!revoked) return sendError(res, 404, ...UNKNOWN);
    const answer: RevokeAnswer = { link: revoked };
    res.status(200).json(answer);
  });
}
