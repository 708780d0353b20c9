/**
 * POST /api/join-invite {token}: follows an invite link for exactly the signed-in person. After
 * the session gate (two-factor rules included), the database checks the link and counts the
 * attempt (per person and per link), the chat server confirms the conversation is a group whose
 * link maker may still add people, one use is held, the person is added with the server key, and
 * the use is kept, or given back when the add did not happen. The answer is the conversation's
 * address. Someone already in it gets the address with nothing spent, also once the link is used
 * up, revoked or expired, so following a link twice is harmless. A person spends at most one use
 * of a link, ever: a second request of theirs while the first is adding them (two tabs at once)
 * waits for that add and answers the address too, and a person the link let in before who is no
 * longer in the group hears it is used up.
 *
 * Nobody but the caller is ever added: the member added is the session's user, and a request
 * naming anyone else is refused rather than quietly served.
 */
import type { VercelApiHandler } from '@vercel/node';
import type { FunctionConfig } from '../config/function-config.ts';
import {
  createIdentityWriter,
  createProfileReader,
  type IdentityWriter,
  type ProfileReader,
} from '../chat/chat-identity.ts';
import { chatIdentity } from '../../../shared/chat-identity.ts';
import { hashInviteToken, isInviteToken } from '../../../shared/invite-token.ts';
import { sendError } from '../http/respond.ts';
import { ChatUnavailableError } from '../session/errors.ts';
import type { InviteHold } from './invite-store.ts';
import {
  inviteFunction,
  requestBody,
  type InviteDeps,
  type InviteRequest,
} from './invite-function.ts';

export interface JoinInviteDeps extends InviteDeps {
  readProfile?: ProfileReader;
  writeIdentity?: IdentityWriter;
}

interface JoinAnswer {
  channel_type: string;
  channel_id: string;
  /** False when the person was in the conversation already. */
  joined: boolean;
}

const REFUSALS = {
  unknown: [404, 'invite_unknown', 'This invite link does not exist.'],
  revoked: [410, 'invite_revoked', 'This invite link was revoked.'],
  expired: [410, 'invite_expired', 'This invite link has expired.'],
  spent: [410, 'invite_spent', 'This invite link has been used up.'],
  closed: [410, 'invite_closed', 'This invite link no longer opens its conversation.'],
} as const;

/**
 * How long a request waits for the person's other request to add them: that add is one call to
 * the chat server, and the wait stays well inside a function's ten seconds (vercel.json).
 */
const OTHER_REQUEST_WAIT_MS = 5_000;
const OTHER_REQUEST_POLL_MS = 200;

interface JoinRequest {
  token: string;
  /** The person the request says is joining: only the caller may be. */
  named: unknown;
}

const TOKEN_SENT: InviteRequest<JoinRequest> = {
  method: 'POST',
  read: (req) => {
    const { token, user_id: named } = requestBody(req);
    return typeof token === 'string' ? { token, named } : undefined;
  },
  hint: 'Send the link’s token as "token".',
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createJoinInviteHandler(
  config: FunctionConfig,
  deps: JoinInviteDeps = {},
): VercelApiHandler {
  const { chat, store, entry, serve } = inviteFunction(config, TOKEN_SENT, deps);
  const readProfile = deps.readProfile ?? createProfileReader(config);
  const writeIdentity = deps.writeIdentity ?? createIdentityWriter(chat);

  /**
   * After a failed add, the held use goes back only if the chat server says the person is not in
   * the conversation: an add that went through before its answer was lost keeps the use. When
   * that cannot be read either, the use stays taken (a link may lose a use, never admit extra).
   */
  async function giveBack(hold: string, type: string, id: string, user: string) {
    try {
      const joined = await entry.isMember(type, id, user);
      await store.settle(user, hold, joined);
    } catch (error) {
      console.error('join-invite: a held use could not be settled', error);
    }
  }

  /** Whether the person is in the group now; an unanswered question counts as not. */
  const inGroup = (type: string, id: string, user: string): Promise<boolean> =>
    entry.isMember(type, id, user).catch(() => false);

  /**
   * Holds the person's one use of the link. While another request of theirs (a second tab)
   * holds it, this one waits for that add to land and answers 'in'; when that request gives the
   * use back instead, this one holds it.
   */
  async function holdOnce(
    type: string,
    id: string,
    user: string,
    tokenHash: string,
  ): Promise<InviteHold | 'in'> {
    const deadline = Date.now() + OTHER_REQUEST_WAIT_MS;
    let taken = await store.hold(user, tokenHash);
    while (taken.outcome === 'holding' && Date.now() < deadline) {
      await delay(OTHER_REQUEST_POLL_MS);
      if (await inGroup(type, id, user)) return 'in';
      taken = await store.hold(user, tokenHash);
    }
    return taken;
  }

  return serve(async ({ session, accessToken, asked: { token, named }, res }) => {
    if (named !== undefined && named !== session.userId) {
      return sendError(res, 403, 'user_mismatch', 'An invite link adds only the signed-in user.');
    }
    const refuse = (why: keyof typeof REFUSALS) => {
      const [status, error, message] = REFUSALS[why];
      sendError(res, status, error, message);
    };
    if (!isInviteToken(token)) return refuse('unknown');
    const tokenHash = await hashInviteToken(token);
    const check = await store.check(session.userId, tokenHash);
    if (check.outcome === 'rate_limited') {
      return sendError(
        res,
        429,
        'rate_limited',
        'Too many invite links were tried; wait a few minutes and try again.',
        { 'Retry-After': '600' },
      );
    }
    /** The group's address: `joined` when this request added the person, spending a use. */
    const answer = (type: string, id: string, joined = false) => {
      const json: JoinAnswer = { channel_type: type, channel_id: id, joined };
      res.status(200).json(json);
    };
    if (check.outcome === 'unknown') return refuse('unknown');
    if (check.outcome !== 'ok') {
      // Someone the link let in, or already in its group, following it again: in they are.
      const { channel_type: type, channel_id: id } = check;
      if (type === undefined || id === undefined) return refuse(check.outcome);
      if (await inGroup(type, id, session.userId)) return answer(type, id);
      if (check.outcome !== 'spent') return refuse(check.outcome);
      // The last use may be this person's own, held by their other request (a second tab)
      // that is adding them now: that add is waited for as when a use is left.
      const taken = await holdOnce(type, id, session.userId, tokenHash);
      if (taken === 'in') return answer(type, id);
      if (taken.outcome === 'held') await giveBack(taken.hold, type, id, session.userId);
      return refuse('spent');
    }
    const { channel_type: type, channel_id: id, created_by: maker } = check;
    const standing = await entry.standing(type, id, maker, session.userId);
    if (standing.kind === 'member') return answer(type, id);
    if (standing.kind !== 'open') return refuse('closed');
    const taken = await holdOnce(type, id, session.userId, tokenHash);
    if (taken === 'in') return answer(type, id);
    if (taken.outcome === 'holding') {
      throw new ChatUnavailableError('the join of this person’s other request did not land');
    }
    if (taken.outcome !== 'held') {
      // The last use went meanwhile, or this person spent theirs before (and is no longer in).
      return (await inGroup(type, id, session.userId)) ? answer(type, id) : refuse('spent');
    }
    const { hold } = taken;
    try {
      // A new account may not have met the chat server yet: it is added under its profile's name.
      await writeIdentity(
        chatIdentity(session.userId, await readProfile(accessToken, session.userId)),
      );
      await entry.add(type, id, session.userId);
    } catch (failure) {
      await giveBack(hold, type, id, session.userId);
      throw failure;
    }
    await store.settle(session.userId, hold, true);
    answer(type, id, true);
  });
}
