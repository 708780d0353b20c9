/**
 * A user group as Stream's client-side spec has it (UserGroupResponse): its members only where
 * a single group is answered (get, create, update, member changes), not in lists and searches.
 * Members leave out `app_pk`, hosted Stream's internal app number, which the SDK does not read.
 * No `team_id`: this server's app is not multi-tenant.
 */
import type { Json } from '../http/json.ts';
import type { UserGroupRecord } from '../store/moderation-records.ts';

export function userGroupShape(group: UserGroupRecord, withMembers: boolean): Json {
  return {
    id: group.id,
    name: group.name,
    ...(group.description ? { description: group.description } : {}),
    ...(group.created_by ? { created_by: group.created_by } : {}),
    created_at: group.created_at,
    updated_at: group.updated_at,
    ...(withMembers
      ? {
          members: group.members.map((member) => ({
            group_id: group.id,
            user_id: member.user_id,
            is_admin: member.is_admin,
            created_at: member.created_at,
          })),
        }
      : {}),
  };
}
