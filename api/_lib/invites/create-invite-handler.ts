/**
 * POST /api/create-invite {channel_type, channel_id, days?, max_uses?}: makes an invite link to a
 * group for the signed-in person, when the chat server lets them add members there. After the
 * session gate (two-factor rules included), the chat server is asked for the conversation's
 * `own_capabilities` as the caller reads it; then a token is minted and only its hash is stored,
 * with the service key, under the caller's name. The answer (201) is the token, shown this once,
 * and the link as its maker sees it in their list.
 *
 * A distinct direct message takes no links, and neither does a conversation the caller cannot
 * read or may not add people to: both answer 403, in the join function's error shape.
 */
import type { VercelApiHandler, VercelRequest } from '@vercel/node';
import type { FunctionConfig } from '../config/function-config.ts';
import {
  DEFAULT_LIFETIME_DAYS,
  hashInviteToken,
  MAX_LIFETIME_DAYS,
  MAX_USES,
  mintInviteToken,
} from '../../../shared/invite-token.ts';
import { sendError } from '../http/respond.ts';
import type { StoredLink } from './invite-store.ts';
import { isDistinct } from './group-entry.ts';
import { groupRequest, type GroupRequest } from './group-request.ts';
import {
  inviteFunction,
  requestBody,
  type InviteDeps,
  type InviteRequest,
} from './invite-function.ts';

interface CreateAnswer {
  token: string;
  link: StoredLink;
}

interface LinkRequest extends GroupRequest {
  days: number;
  maxUses: number | null;
}

const wholeIn = (value: unknown, low: number, high: number): value is number =>
  Number.isInteger(value) && (value as number) >= low && (value as number) <= high;

/** The request's link, or undefined when it does not name one the table could keep. */
function linkRequest(req: VercelRequest): LinkRequest | undefined {
  const body = requestBody(req);
  const group = groupRequest(body);
  const { days = DEFAULT_LIFETIME_DAYS } = body;
  const maxUses = body.max_uses ?? null;
  if (!group) return undefined;
  if (!wholeIn(days, 1, MAX_LIFETIME_DAYS)) return undefined;
  if (maxUses !== null && !wholeIn(maxUses, 1, MAX_USES)) return undefined;
  return { ...group, days, maxUses };
}

const LINK: InviteRequest<LinkRequest> = {
  method: 'POST',
  read: linkRequest,
  hint: `Send the group as "channel_type" and "channel_id", and optionally "days" (1 to ${MAX_LIFETIME_DAYS}) and "max_uses" (1 to ${MAX_USES}).`,
};

export function createCreateInviteHandler(
  config: FunctionConfig,
  deps: InviteDeps = {},
): VercelApiHandler {
  const { store, entry, serve } = inviteFunction(config, LINK, deps);
  return serve(async ({ session, asked: wanted, res }) => {
    if (isDistinct(wanted.channelId)) {
      return sendError(res, 403, 'invite_direct', 'A direct message takes no invite links.');
    }
    if (!(await entry.mayAddMembers(wanted.channelType, wanted.channelId, session.userId))) {
      return sendError(
        res,
        403,
        'invite_not_allowed',
        'Only members who may add people to this group can make a link to it.',
      );
    }
    const token = mintInviteToken();
    const link = await store.create({
      maker: session.userId,
      tokenHash: await hashInviteToken(token),
      ...wanted,
    });
    const answer: CreateAnswer = { token, link };
    res.status(201).json(answer);
  });
}
