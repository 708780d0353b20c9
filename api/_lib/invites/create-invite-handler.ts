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
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { chatServer } from '../chat/chat-server.ts';
import {
  DEFAULT_LIFETIME_DAYS,
  hashInviteToken,
  MAX_LIFETIME_DAYS,
  MAX_USES,
  mintInviteToken,
} from '../../../shared/invite-token.ts';
import { sendError } from '../http/respond.ts';
import { createSessionGate, type GateDeps } from '../session/session-gate.ts';
import { createInviteStore, type InviteStore, type StoredLink } from './invite-store.ts';
import { createGroupEntry, isDistinct, type GroupEntry } from './group-entry.ts';

export interface CreateInviteDeps extends GateDeps {
  chat?: StreamChat;
  store?: InviteStore;
  entry?: GroupEntry;
}

interface CreateAnswer {
  token: string;
  link: StoredLink;
}

interface LinkRequest {
  channelType: string;
  channelId: string;
  days: number;
  maxUses: number | null;
}

/** The table's own rules (supabase/migrations: invite_links). */
const CHANNEL_TYPES = new Set(['messaging', 'team']);
const CHANNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

const wholeIn = (value: unknown, low: number, high: number): value is number =>
  Number.isInteger(value) && (value as number) >= low && (value as number) <= high;

/** The request's link, or undefined when it does not name one the table could keep. */
function linkRequest(req: VercelRequest): LinkRequest | undefined {
  const body =
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  const { channel_type: type, channel_id: id, days = DEFAULT_LIFETIME_DAYS } = body;
  const maxUses = body.max_uses ?? null;
  if (typeof type !== 'string' || !CHANNEL_TYPES.has(type)) return undefined;
  if (typeof id !== 'string' || !(CHANNEL_ID.test(id) || isDistinct(id))) return undefined;
  if (!wholeIn(days, 1, MAX_LIFETIME_DAYS)) return undefined;
  if (maxUses !== null && !wholeIn(maxUses, 1, MAX_USES)) return undefined;
  return { channelType: type, channelId: id, days, maxUses };
}

export function createCreateInviteHandler(
  config: FunctionConfig,
  deps: CreateInviteDeps = {},
): VercelApiHandler {
  const chat = deps.chat ?? chatServer(config);
  const store = deps.store ?? createInviteStore(config);
  const entry = deps.entry ?? createGroupEntry(chat, config);
  const gate = createSessionGate(
    config,
    {
      method: 'POST',
      chatAccess: true,
      validate: (req) =>
        linkRequest(req)
          ? undefined
          : {
              status: 400,
              error: 'invalid_request',
              message: `Send the group as "channel_type" and "channel_id", and optionally "days" (1 to ${MAX_LIFETIME_DAYS}) and "max_uses" (1 to ${MAX_USES}).`,
            },
    },
    deps,
  );

  return (req, res) =>
    gate(req, res, async ({ session }) => {
      const wanted = linkRequest(req) as LinkRequest;
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
