/**
 * User groups, the named sets of users a message can mention (ListUserGroups, CreateUserGroup,
 * SearchUserGroups, GetUserGroup, UpdateUserGroup, DeleteUserGroup, AddUserGroupMembers and
 * RemoveUserGroupMembers in Stream's client-side spec; stream-chat's queryUserGroups,
 * createUserGroup, searchUserGroups, getUserGroup, updateUserGroup, deleteUserGroup,
 * addUserGroupMembers, removeUserGroupMembers). As the spec and Stream's User Groups docs have
 * them: a name (1-255 characters, unique in the app), a description (up to 1024), an id the
 * caller may choose (up to 255) or else a UUID v7; members must all exist, an add is all or
 * nothing (at most 100 a call) and adding a member again sets its admin flag; a removal passes
 * over users not in the group. Lists page forward by (created_at, id) as the SDK's
 * UserGroupPaginator sends them; searches match a name prefix, case-insensitively, and page by
 * (name, id). This server's app is not multi-tenant, so a `team_id` is refused, as hosted Stream
 * refuses it then.
 *
 * Who may change a group is our rule, the docs naming none: its creator (as the docs' examples,
 * run client-side, update and delete the groups their user created), its group admins, app staff
 * (app-staff.ts) and server-side calls. Anyone but anonymous users may create a group; everyone
 * may read them. Group mentions in messages (`mentioned_group_ids`) are not resolved here.
 */
import type { ChatApp } from '../../app.ts';
import { isStaff } from '../../auth/app-staff.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { inputError, notAllowed, notFound } from '../../http/errors.ts';
import { boolField, intField, stringArray, stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { userGroupShape } from '../../shapes/user-group.ts';
import type { UserGroupMemberRecord, UserGroupRecord } from '../../store/moderation-records.ts';

const NAME_MAX = 255;
const DESCRIPTION_MAX = 1024;
const ID_MAX = 255;
const MEMBERS_PER_CALL = 100;
const LIST_DEFAULT = 20;
const LIST_MAX = 100;
const SEARCH_DEFAULT = 10;
const SEARCH_MAX = 25;

/** A GET's or DELETE's query arguments, read with the same field readers as a body. */
const queryOf = (ctx: RequestContext): Json => Object.fromEntries(ctx.query);

function refuseTeam(source: Json): void {
  const team = stringField(source, 'team_id');
  if (team) throw inputError('team_id is not supported when multi-tenancy is not enabled');
}

/** A string field of at most `max` characters (and, if `min` is given, at least that many). */
function textField(
  source: Json,
  name: string,
  max: number,
  options: { required?: boolean; min?: number } = {},
): string | undefined {
  const value = stringField(source, name, options.required);
  if (value === undefined) return undefined;
  const min = options.min ?? 0;
  if (value.length < min || value.length > max)
    throw inputError(`${name} must be between ${min} and ${max} characters long`);
  return value;
}

/** `member_ids`: distinct user ids, at most 100, at least one where the call needs some. */
function memberIdsField(body: Json, required: boolean): string[] {
  const ids = stringArray(body, 'member_ids');
  if (ids === undefined) {
    if (required) throw inputError('member_ids is a required field');
    return [];
  }
  if (required && ids.length === 0) throw inputError('member_ids must contain at least 1 item');
  if (ids.length > MEMBERS_PER_CALL)
    throw inputError(`member_ids must contain at most ${MEMBERS_PER_CALL} items`);
  if (ids.some((id) => id.length === 0)) throw inputError('member_ids must not contain empty ids');
  return [...new Set(ids)];
}

function requireUsers(app: ChatApp, ids: string[]): void {
  const missing = ids.filter((id) => !app.state.get('users', id));
  if (missing.length > 0)
    throw inputError(`the following users do not exist: [${missing.join(', ')}]`);
}

function requireUniqueName(app: ChatApp, name: string, exceptId?: string): void {
  for (const group of app.state.tables.userGroups.values()) {
    if (group.name === name && group.id !== exceptId)
      throw inputError(`a group with name "${name}" already exists`);
  }
}

function groupOf(ctx: RequestContext): UserGroupRecord {
  const id = ctx.params.id ?? '';
  const group = ctx.app.state.get('userGroups', id);
  if (!group) throw notFound(`user group "${id}" not found`);
  return group;
}

function deny(ctx: RequestContext, action: string): never {
  throw notAllowed(
    `User '${ctx.actor.userId}' with role '${ctx.actor.role}' is not allowed to perform action ${action} in scope 'UserGroup'`,
  );
}

function requireChange(ctx: RequestContext, group: UserGroupRecord, action: string): void {
  const { actor } = ctx;
  if (isStaff(actor) || group.created_by === actor.userId) return;
  if (group.members.some((m) => m.user_id === actor.userId && m.is_admin)) return;
  deny(ctx, action);
}

/** A time-ordered UUID (version 7), what hosted Stream gives a group created without an id. */
function uuidV7(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let ms = Date.now();
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Microseconds since the epoch, so a cursor compares at the precision timestamps carry. */
function micros(iso: string): number {
  const fraction = /\.(\d+)/.exec(iso)?.[1] ?? '';
  return Date.parse(iso) * 1000 + Number(`${fraction}000000`.slice(3, 6));
}

function timeField(source: Json, name: string): number | undefined {
  const value = stringField(source, name);
  if (!value) return undefined;
  if (Number.isNaN(Date.parse(value)))
    throw inputError(`${name} must be a valid RFC 3339 timestamp`);
  return micros(value);
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `POST /usergroups {name, description?, id?, member_ids?}`. */
export function createUserGroup(ctx: RequestContext): Json {
  if (ctx.actor.role === 'anonymous') deny(ctx, 'CreateUserGroup');
  const { app, body } = ctx;
  refuseTeam(body);
  const name = textField(body, 'name', NAME_MAX, { required: true, min: 1 }) as string;
  const description = textField(body, 'description', DESCRIPTION_MAX);
  const id = textField(body, 'id', ID_MAX) || uuidV7();
  const memberIds = memberIdsField(body, false);
  if (app.state.get('userGroups', id))
    throw inputError(`a user group with id "${id}" already exists`);
  requireUniqueName(app, name);
  requireUsers(app, memberIds);
  const now = timestamp();
  const group: UserGroupRecord = {
    id,
    name,
    ...(description ? { description } : {}),
    ...(ctx.caller.kind === 'server' ? {} : { created_by: ctx.actor.userId }),
    members: memberIds.map((userId) => ({ user_id: userId, is_admin: false, created_at: now })),
    created_at: now,
    updated_at: now,
  };
  app.state.put('userGroups', id, group);
  return { user_group: userGroupShape(group, true) };
}

/** `GET /usergroups/{id}?team_id=`: the group with its members. */
export function getUserGroup(ctx: RequestContext): Json {
  refuseTeam(queryOf(ctx));
  return { user_group: userGroupShape(groupOf(ctx), true) };
}

/** `GET /usergroups?limit=&id_gt=&created_at_gt=&team_id=`: oldest first. */
export function listUserGroups(ctx: RequestContext): Json {
  const query = queryOf(ctx);
  refuseTeam(query);
  const limit = intField(query, 'limit', 1, LIST_MAX) ?? LIST_DEFAULT;
  const idAfter = stringField(query, 'id_gt');
  const createdAfter = timeField(query, 'created_at_gt');
  const after = (group: UserGroupRecord): boolean => {
    const created = micros(group.created_at);
    if (createdAfter !== undefined && idAfter !== undefined)
      return created > createdAfter || (created === createdAfter && group.id > idAfter);
    if (createdAfter !== undefined) return created > createdAfter;
    return idAfter === undefined || group.id > idAfter;
  };
  const groups = [...ctx.app.state.tables.userGroups.values()]
    .filter(after)
    .sort((a, b) => byText(a.created_at, b.created_at) || byText(a.id, b.id))
    .slice(0, limit);
  return { user_groups: groups.map((group) => userGroupShape(group, false)) };
}

/** `GET /usergroups/search?query=&limit=&name_gt=&id_gt=&team_id=`: by name, then id. */
export function searchUserGroups(ctx: RequestContext): Json {
  const query = queryOf(ctx);
  refuseTeam(query);
  const prefix = (
    textField(query, 'query', NAME_MAX, { required: true, min: 1 }) as string
  ).toLowerCase();
  const limit = intField(query, 'limit', 1, SEARCH_MAX) ?? SEARCH_DEFAULT;
  const nameAfter = stringField(query, 'name_gt');
  const idAfter = stringField(query, 'id_gt');
  const after = (group: UserGroupRecord): boolean => {
    if (nameAfter !== undefined && idAfter !== undefined)
      return group.name > nameAfter || (group.name === nameAfter && group.id > idAfter);
    if (nameAfter !== undefined) return group.name > nameAfter;
    return idAfter === undefined || group.id > idAfter;
  };
  const groups = [...ctx.app.state.tables.userGroups.values()]
    .filter((group) => group.name.toLowerCase().startsWith(prefix))
    .filter(after)
    .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id))
    .slice(0, limit);
  return { user_groups: groups.map((group) => userGroupShape(group, false)) };
}

/** `PUT /usergroups/{id} {name?, description?}`: the name and description; members stay. */
export function updateUserGroup(ctx: RequestContext): Json {
  const { app, body } = ctx;
  const group = groupOf(ctx);
  requireChange(ctx, group, 'UpdateUserGroup');
  refuseTeam(body);
  const name = textField(body, 'name', NAME_MAX, { min: 1 });
  const description = textField(body, 'description', DESCRIPTION_MAX);
  if (name !== undefined) requireUniqueName(app, name, group.id);
  const next: UserGroupRecord = { ...group, name: name ?? group.name, updated_at: timestamp() };
  // An empty description clears it.
  if (description) next.description = description;
  else if (description === '') delete next.description;
  app.state.put('userGroups', group.id, next);
  return { user_group: userGroupShape(next, true) };
}

/** `DELETE /usergroups/{id}?team_id=`: the group and its memberships. */
export function deleteUserGroup(ctx: RequestContext): Json {
  const group = groupOf(ctx);
  requireChange(ctx, group, 'DeleteUserGroup');
  refuseTeam(queryOf(ctx));
  ctx.app.state.remove('userGroups', group.id);
  return {};
}

/** `POST /usergroups/{id}/members {member_ids, as_admin?}`: all of them or none. */
export function addUserGroupMembers(ctx: RequestContext): Json {
  const { app, body } = ctx;
  const group = groupOf(ctx);
  requireChange(ctx, group, 'AddUserGroupMembers');
  refuseTeam(body);
  const ids = memberIdsField(body, true);
  const asAdmin = boolField(body, 'as_admin') ?? false;
  requireUsers(app, ids);
  const now = timestamp();
  const members: UserGroupMemberRecord[] = group.members.map((member) =>
    ids.includes(member.user_id) ? { ...member, is_admin: asAdmin } : member,
  );
  for (const id of ids) {
    if (!members.some((member) => member.user_id === id))
      members.push({ user_id: id, is_admin: asAdmin, created_at: now });
  }
  const next = { ...group, members };
  app.state.put('userGroups', group.id, next);
  return { user_group: userGroupShape(next, true) };
}

/** `POST /usergroups/{id}/members/delete {member_ids}`: users not in the group are passed over. */
export function removeUserGroupMembers(ctx: RequestContext): Json {
  const { app, body } = ctx;
  const group = groupOf(ctx);
  requireChange(ctx, group, 'RemoveUserGroupMembers');
  refuseTeam(body);
  const ids = new Set(memberIdsField(body, true));
  const next = { ...group, members: group.members.filter((member) => !ids.has(member.user_id)) };
  app.state.put('userGroups', group.id, next);
  return { user_group: userGroupShape(next, true) };
}
