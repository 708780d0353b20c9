/** Blocking users: block, unblock and the list; the own user's `blocked_user_ids` follows. */
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { stringField } from '../../http/json-fields.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { userById } from '../../shapes/user.ts';
import type { Json } from '../../http/json.ts';

const blockKey = (userId: string, blockedId: string): string => `${userId}|${blockedId}`;

/** `POST /users/block {blocked_user_id}`. */
export function blockUser(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const blockedId = stringField(ctx.body, 'blocked_user_id', true) as string;
  if (!app.state.get('users', blockedId)) throw notFound(`user ${blockedId} not found`);
  if (blockedId === userId) throw inputError('a user cannot block themselves');
  const key = blockKey(userId, blockedId);
  const record = app.state.get('blocks', key) ?? {
    user_id: userId,
    blocked_user_id: blockedId,
    created_at: timestamp(),
  };
  app.state.put('blocks', key, record);
  return {
    blocked_by_user_id: userId,
    blocked_user_id: blockedId,
    created_at: record.created_at,
  };
}

/** `POST /users/unblock {blocked_user_id}`. */
export function unblockUser(ctx: RequestContext): Json {
  const userId = actingUserId(ctx, ctx.body.user_id);
  const blockedId = stringField(ctx.body, 'blocked_user_id', true) as string;
  ctx.app.state.remove('blocks', blockKey(userId, blockedId));
  return {};
}

/** `GET /users/block`. */
export function blockedUsers(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.query.get('user_id') ?? undefined);
  const blocks = [...app.state.tables.blocks.values()]
    .filter((b) => b.user_id === userId)
    .map((b) => ({
      user_id: b.user_id,
      user: userById(app, b.user_id),
      blocked_user_id: b.blocked_user_id,
      blocked_user: userById(app, b.blocked_user_id),
      created_at: b.created_at,
    }));
  return { blocks };
}
