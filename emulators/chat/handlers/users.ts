/** Users: upsert on connect, queryUsers, server-side upsert and partial update, guests. */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { ChatApp } from '../app.ts';
import { timestamp } from '../clock.ts';
import type { RequestContext } from '../context.ts';
import { intField, objectField, setUnset } from '../json-fields.ts';
import { isObject } from '../json.ts';
import { inputError, notAllowed } from '../errors.ts';
import { comparator, matches, parseSort } from '../filters.ts';
import { actsAsAdmin } from '../permissions.ts';
import { fullUserShape } from '../shapes/own-user.ts';
import { userShape } from '../shapes/user.ts';
import type { Json } from '../json.ts';
import type { UserRecord } from '../store/records.ts';
import { checkUserId } from '../validate.ts';
import { appGrants, guestCreationEnabled, revocationTime } from './app-settings.ts';
import { closeRevokedSockets } from '../token-revocation.ts';
import { userUpdated } from '../events.ts';

/** Fields Stream computes itself: a client can't set them through user data. */
const RESERVED = new Set([
  'id',
  'role',
  'created_at',
  'updated_at',
  'last_active',
  'online',
  'banned',
  'teams',
  'deactivated_at',
  'deleted_at',
  'mutes',
  'channel_mutes',
  'devices',
  'total_unread_count',
  'unread_count',
  'unread_channels',
  'unread_threads',
  'invisible',
  'blocked_user_ids',
  'revoke_tokens_issued_before',
]);

export function ensureUser(app: ChatApp, id: string): UserRecord {
  const existing = app.state.get('users', id);
  if (existing) return existing;
  const now = timestamp();
  const user: UserRecord = {
    id,
    role: 'user',
    teams: [],
    custom: {},
    created_at: now,
    updated_at: now,
    banned: false,
    invisible: false,
  };
  app.state.put('users', id, user);
  return user;
}

/** Applies `data` (name, image, custom fields) to a user; roles only when the server asks. */
function applyUserData(user: UserRecord, data: Json, allowRole: boolean): UserRecord {
  const next: UserRecord = { ...user, custom: { ...user.custom } };
  for (const [key, value] of Object.entries(data)) {
    if (key === 'name') next.name = value === null ? undefined : String(value);
    else if (key === 'image') next.image = value === null ? undefined : String(value);
    else if (key === 'role' && allowRole) {
      if (typeof value !== 'string') throw inputError('role must be a string');
      next.role = value;
    } else if (key === 'teams' && allowRole && Array.isArray(value)) next.teams = value.map(String);
    else if (key === 'invisible' && typeof value === 'boolean') next.invisible = value;
    else if (key === 'revoke_tokens_issued_before' && allowRole) {
      if (value === null || value === '') delete next.revoke_tokens_issued_before;
      else next.revoke_tokens_issued_before = revocationTime(value);
    } else if (!RESERVED.has(key)) next.custom[key] = value;
  }
  return next;
}

function unsetUserFields(user: UserRecord, fields: string[]): UserRecord {
  const next: UserRecord = { ...user, custom: { ...user.custom } };
  for (const field of fields) {
    if (field === 'name') delete next.name;
    else if (field === 'image') delete next.image;
    else delete next.custom[field];
  }
  return next;
}

/**
 * Stores a change and sends `user.updated` (Events docs: when a user is updated), by whichever
 * path it came: server upsert or partial update, the user's own update, or details on connect.
 * An update that changes nothing is not stored and tells nobody.
 */
function save(app: ChatApp, before: UserRecord, after: UserRecord): UserRecord {
  if (JSON.stringify(before) === JSON.stringify(after)) return before;
  const saved = { ...after, updated_at: timestamp() };
  app.state.put('users', saved.id, saved);
  userUpdated(app, saved.id);
  const cutoff = saved.revoke_tokens_issued_before;
  if (cutoff && cutoff !== before.revoke_tokens_issued_before) {
    closeRevokedSockets(app, saved.id, cutoff);
  }
  return saved;
}

/**
 * connectUser creates the user on its first connect; afterwards the details it sends change the
 * user only while users hold `update-user-owner` (Parley's app takes it away: the name and
 * picture others see are written by the server from the profile).
 */
export function upsertFromConnect(app: ChatApp, userId: string, details: Json): void {
  checkUserId(userId);
  const existing = app.state.get('users', userId);
  if (existing && !appGrants(app, existing.role, 'update-user-owner')) return;
  const user = existing ?? ensureUser(app, userId);
  save(app, user, applyUserData(user, details, false));
}

/** A user-token update: only of oneself, and only with `update-user-owner` in the `.app` grants. */
function requireSelfUpdate(ctx: RequestContext, id: string): void {
  if (actsAsAdmin(ctx.actor)) return;
  if (id === ctx.actor.userId && appGrants(ctx.app, ctx.actor.role, 'update-user-owner')) return;
  throw notAllowed(
    `User '${ctx.actor.userId}' with role '${ctx.actor.role}' is not allowed to perform action UpdateUser in scope 'User'`,
  );
}

export function touchLastActive(app: ChatApp, userId: string): void {
  const user = app.state.get('users', userId);
  if (user) app.state.put('users', userId, { ...user, last_active: timestamp() });
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
      save(ctx.app, user, applyUserData(user, raw, ctx.caller.kind === 'server')),
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
    out[user.id] = fullUserShape(ctx.app, save(ctx.app, user, next), seesPrivate(ctx, user.id));
  }
  return { users: out };
}

export function queryUsers(ctx: RequestContext): Json {
  const { app } = ctx;
  const limit = intField(ctx.body, 'limit', 0, 100) ?? 30;
  const offset = intField(ctx.body, 'offset', 0, 1000) ?? 0;
  const sort = parseSort(ctx.body.sort, [{ field: 'created_at', direction: -1 }]);
  const field = (user: UserRecord, name: string): unknown => {
    if (name === 'online') return app.hub.isOnline(user.id);
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
  const saved = save(ctx.app, user, { ...applyUserData(user, details, false), role: 'guest' });
  const token = await new SignJWT({ user_id: id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .sign(new TextEncoder().encode(ctx.app.keys.apiSecret));
  return { access_token: token, user: userShape(ctx.app, saved) };
}
