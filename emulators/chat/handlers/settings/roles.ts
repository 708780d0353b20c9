/**
 * `GET /roles/search?query=&limit=&name_gt=&role_type=&include_global_roles=` (SearchRoles in
 * Stream's client-side spec; stream-chat's `searchRoles`, which its mention autocomplete calls):
 * the roles whose name starts with `query`, case-insensitively, ascending by name, at most
 * `limit` (1-25, 10 by default) after the `name_gt` cursor. This server has no custom roles, so
 * the roles are Stream's built-in ones (its permissions docs and permission reference): the
 * user-level admin, moderator, user, guest and anonymous, the channel-level channel_member and
 * channel_moderator, and, only when asked for, the cross-team global_admin and global_moderator.
 * A role's scopes are where it holds grants: `.app` from the app's grants as they stand, and the
 * `messaging` and `team` types for the roles their default grants name.
 */
import type { ChatApp } from '../../app.ts';
import { appSettings, DEFAULT_APP_GRANTS } from '../../settings/app-settings.ts';
import type { RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { intField, stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';

type RoleType = 'user' | 'channel';

interface BuiltInRole {
  name: string;
  type: RoleType;
  /** A cross-team operator role, listed only with include_global_roles. */
  global?: boolean;
}

const BUILT_IN: readonly BuiltInRole[] = [
  { name: 'admin', type: 'user' },
  { name: 'anonymous', type: 'user' },
  { name: 'channel_member', type: 'channel' },
  { name: 'channel_moderator', type: 'channel' },
  { name: 'global_admin', type: 'user', global: true },
  { name: 'global_moderator', type: 'user', global: true },
  { name: 'guest', type: 'user' },
  { name: 'moderator', type: 'user' },
  { name: 'user', type: 'user' },
];

/** The roles the default grants of the `messaging` and `team` types name. */
const CHANNEL_TYPE_ROLES = new Set([
  'admin',
  'moderator',
  'user',
  'channel_member',
  'channel_moderator',
]);

/** Built-in roles exist from the start; hosted Stream dates them, so they carry a fixed date. */
const BUILT_IN_DATE = '2024-01-01T00:00:00.000000Z';

const QUERY_MAX = 255;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 25;

function scopesOf(app: ChatApp, role: string): string[] {
  const appGrants = appSettings(app).grants?.[role] ?? DEFAULT_APP_GRANTS[role] ?? [];
  return [
    ...(appGrants.length > 0 ? ['.app'] : []),
    ...(CHANNEL_TYPE_ROLES.has(role) ? ['messaging', 'team'] : []),
  ];
}

function roleType(source: Json): RoleType | undefined {
  const value = stringField(source, 'role_type');
  if (value === undefined || value === '') return undefined;
  if (value !== 'user' && value !== 'channel')
    throw inputError('role_type must be one of user, channel');
  return value;
}

function includeGlobal(source: Json): boolean {
  const value = stringField(source, 'include_global_roles');
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw inputError('include_global_roles must be a boolean');
}

export function searchRoles(ctx: RequestContext): Json {
  const query: Json = Object.fromEntries(ctx.query);
  const text = stringField(query, 'query', true) as string;
  if (text.length < 1 || text.length > QUERY_MAX)
    throw inputError(`query must be between 1 and ${QUERY_MAX} characters long`);
  const limit = intField(query, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const after = stringField(query, 'name_gt');
  const type = roleType(query);
  const global = includeGlobal(query);
  const prefix = text.toLowerCase();
  const roles = BUILT_IN.filter((role) => role.name.startsWith(prefix))
    .filter((role) => global || !role.global)
    .filter((role) => type === undefined || role.type === type)
    .filter((role) => after === undefined || role.name > after)
    .slice(0, limit)
    .map((role) => ({
      name: role.name,
      custom: false,
      scopes: scopesOf(ctx.app, role.name),
      created_at: BUILT_IN_DATE,
      updated_at: BUILT_IN_DATE,
    }));
  return { roles };
}
