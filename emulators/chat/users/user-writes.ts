/**
 * Writing users, by whichever path a change comes: created on first sight, details from a
 * connect, the server's upsert and partial update, a user's own update, last activity.
 */
import type { ChatApp } from '../app.ts';
import { revocationTime, appGrants } from '../settings/app-settings.ts';
import { closeRevokedSockets } from '../auth/token-revocation.ts';
import { presenceChanged, userUpdated } from '../events/fan-out.ts';
import { inputError } from '../http/errors.ts';
import type { Json } from '../http/json.ts';
import { checkUserId } from '../http/validate.ts';
import type { UserRecord } from '../store/records.ts';
import { timestamp } from '../time/clock.ts';

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
export function applyUserData(user: UserRecord, data: Json, allowRole: boolean): UserRecord {
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

export function unsetUserFields(user: UserRecord, fields: string[]): UserRecord {
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
export function saveUser(app: ChatApp, before: UserRecord, after: UserRecord): UserRecord {
  if (JSON.stringify(before) === JSON.stringify(after)) return before;
  const saved = { ...after, updated_at: timestamp() };
  app.state.put('users', saved.id, saved);
  userUpdated(app, saved.id);
  if (saved.invisible !== before.invisible && app.hub.isOnline(saved.id))
    presenceChanged(app, saved.id, true);
  const cutoff = saved.revoke_tokens_issued_before;
  if (cutoff && cutoff !== before.revoke_tokens_issued_before) {
    closeRevokedSockets(app, saved.id, cutoff);
  }
  return saved;
}

/**
 * connectUser creates the user on its first connect; afterwards the details it sends change the
 * user only while users hold `update-user-owner` (Parley's app takes it away: the name and
 * picture others see are written by the server from the profile). `invisible` is the user's own
 * choice of presence, which the User Presence docs let a user make when connecting.
 */
export function upsertFromConnect(app: ChatApp, userId: string, details: Json): void {
  checkUserId(userId);
  const existing = app.state.get('users', userId);
  if (existing && !appGrants(app, existing.role, 'update-user-owner')) {
    if (typeof details.invisible === 'boolean' && details.invisible !== existing.invisible)
      saveUser(app, existing, { ...existing, invisible: details.invisible });
    return;
  }
  const user = existing ?? ensureUser(app, userId);
  saveUser(app, user, applyUserData(user, details, false));
}

export function touchLastActive(app: ChatApp, userId: string): void {
  const user = app.state.get('users', userId);
  if (user) app.state.put('users', userId, { ...user, last_active: timestamp() });
}
