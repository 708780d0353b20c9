/**
 * GET /api/list-invites?channel_type=…&channel_id=…: a group's invite links, live and past,
 * newest first, each with who made it (their user id), for a signed-in person the chat server
 * lets add members there (the conversation's `own_capabilities` as they read it, after the session
 * gate, two-factor rules included). The links are read with the service key: people reach the
 * table through no policy of their own.
 *
 * Anyone else is refused with 403, in the make function's error shape, whether they are a plain
 * member, not in the group, or naming a distinct direct message (which takes no links).
 */
import type { VercelApiHandler, VercelRequest } from '@vercel/node';
import type { FunctionConfig } from '../config/function-config.ts';
import { sendError } from '../http/respond.ts';
import type { ManagedLink } from './invite-store.ts';
import { groupRequest, type GroupRequest } from './group-request.ts';
import { inviteFunction, type InviteDeps, type InviteRequest } from './invite-function.ts';

interface ListAnswer {
  links: ManagedLink[];
}

const GROUP_NAMED: InviteRequest<GroupRequest> = {
  method: 'GET',
  read: (req: VercelRequest) => groupRequest(req.query),
  hint: 'Name the group as "channel_type" and "channel_id" in the query.',
};

export function createListInvitesHandler(
  config: FunctionConfig,
  deps: InviteDeps = {},
): VercelApiHandler {
  const { store, entry, serve } = inviteFunction(config, GROUP_NAMED, deps);
  return serve(async ({ session, asked: group, res }) => {
    if (!(await entry.mayAddMembers(group.channelType, group.channelId, session.userId))) {
      return sendError(
        res,
        403,
        'invite_not_allowed',
        'Only members who may add people to this group can see its links.',
      );
    }
    const answer: ListAnswer = { links: await store.list(group.channelType, group.channelId) };
    res.status(200).json(answer);
  });
}
