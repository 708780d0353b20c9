/** Users: queryUsers, server-side upsert and partial update, a user's own update, guests. */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { RequestContext } from '../../http/context.ts';
import { intField, objectField, setUnset } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { actsAsAdmin } from '../../auth/permissions.ts';
import { fullUserShape } from '../../shapes/own-user.ts';
import { shownOnline, userShape } from '../../shapes/user.ts';
import type { Json } from '../../http/json.ts';
import type { UserRecord } from '../../store/records.ts';
import { checkUserId } from '../../http/validate.ts';
import { appGrants, guestCreationEnabled } from '../../settings/app-settings.ts';
import { applyUserData, ensureUser, saveUser, unsetUserFields } from '../../users/user-writes.ts';

/** A user-token update: only of oneself, and only with `update-user-owner` in the `.app` grants. */
function requireSelfUpdate(ctx: RequestContext, id: string): void {
  if (actsAsAdmin(ctx.actor)) return;
  if (id === ctx.actor.userId && appGrants(ctx.app, ctx.actor.role, 'update-user-owner')) return;
  throw notAllowed(
    `User '${ctx.actor.userId}' with role '${ctx.actor.role}' is not allowed to perform action UpdateUser in scope 'User'`,
  );
}

/** Whether an answer may show the user's own mutes and unread totals: to them, or the server. */
function seesPrivate(ctx: RequestContext, userId: string): boolean {
  return ctx.caller.kind === 'server' || ctx.actor.userId === userId;
}

/** `POST /users {users: {id: user}}`: the server creates or replaces; a user may update itself. */
export function upsertUsers(ctx: RequestContext): Json {
  const users = objectField(ctx.body, 'users', true) as Json;
  const out: Json = {};
  for (const [key, raw] of Object.entries(users)) {
    if (!isObject(raw)) throw inputError('users must map ids to user objects');
    const id = typeof raw.id === 'string' ? raw.id : key;
    checkUserId(id);
    requireSelfUpdate(ctx, id);
    const user = ensureUser(ctx.app, id);
    out[id] = fullUserShape(
      ctx.app,
      saveUser(ctx.app, user, applyUserData(user, raw, ctx.caller.kind === 'server')),
      seesPrivate(ctx, id),
    );
  }
  return { users: out };
}

/** `PATCH /users {users: [{id, set, unset}]}`. */
export function partialUpdateUsers(ctx: RequestContext): Json {
  const list = ctx.body.users;
  if (!Array.isArray(list)) throw inputError('users must be an array');
  const out: Json = {};
  for (const entry of list) {
    if (!isObject(entry) || typeof entry.id !== 'string')
      throw inputError('each user update needs an id');
    requireSelfUpdate(ctx, entry.id);
    const user = ctx.app.state.get('users', entry.id);
    if (!user) throw inputError(`user "${entry.id}" does not exist`);
    const { set, unset } = setUnset(entry);
    const next = unsetUserFields(applyUserData(user, set, ctx.caller.kind === 'server'), unset);
    out[user.id] = fullUserShape(ctx.app, saveUser(ctx.app, user, next), seesPrivate(ctx, user.id));
  }
  return { users: out };
}

/**
 * A user token searches users only with `search-user` in the `.app` grants (Stream's SearchUser
 * permission); stream:configure takes it away, so nobody browses the deployment's users.
 */
function requireUserSearch(ctx: RequestContext): void {
  if (actsAsAdmin(ctx.actor) || appGrants(ctx.app, ctx.actor.role, 'search-user')) return;
  throw notAllowed(
    `User '${ctx.actor.userId}' with role '${ctx.actor.role}' is not allowed to perform action SearchUser in scope '.app'`,
  );
}

export function queryUsers(ctx: RequestContext): Json {
  requireUserSearch(ctx);
  const { app } = ctx;
  const limit = intField(ctx.body, 'limit', 0, 100) ?? 30;
  const offset = intField(ctx.body, 'offset', 0, 1000) ?? 0;
  const sort = parseSort(ctx.body.sort, [{ field: 'created_at', direction: -1 }]);
  const field = (user: UserRecord, name: string): unknown => {
    if (name === 'online') return shownOnline(app, user);
    if (name in user && name !== 'custom') return (user as unknown as Json)[name];
    return user.custom[name];
  };
  const users = [...app.state.tables.users.values()]
    .filter((user) => matches(ctx.body.filter_conditions ?? {}, (name) => field(user, name)))
    .sort(comparator(sort, field))
    .slice(offset, offset + limit);
  return { users: users.map((user) => fullUserShape(app, user, seesPrivate(ctx, user.id))) };
}

/**
 * `POST /guest {user}`: a new guest user and its token, only where the app allows guests
 * (`guest_user_creation_disabled: false`). The id is always generated: a requested id is never
 * honoured, so nobody gets a token for, or changes, an existing user.
 */
export async function createGuest(ctx: RequestContext): Promise<Json> {
  if (!guestCreationEnabled(ctx.app))
    throw notAllowed('guest user creation is disabled for this app');
  const data = objectField(ctx.body, 'user', true) as Json;
  const { id: _requested, ...details } = data;
  const id = `guest-${randomUUID()}`;
  const user = ensureUser(ctx.app, id);
  const saved = saveUser(ctx.app, user, { ...applyUserData(user, details, false), role: 'guest' });
  const token = await new SignJWT({ user_id: id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .sign(new TextEncoder().encode(ctx.app.keys.apiSecret));
  return { access_token: token, user: userShape(ctx.app, saved) };
}
