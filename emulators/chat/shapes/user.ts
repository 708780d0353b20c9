/**
 * A user as hosted Stream answers with it, on messages, members, reads and events: a leaf the
 * other shapes build on.
 */
import type { ChatApp } from '../app.ts';
import { devicesOf } from './device.ts';
import { freshLink } from '../uploads/signed-links.ts';
import type { Json } from '../http/json.ts';
import type { UserRecord } from '../store/records.ts';

export function userShape(app: ChatApp, user: UserRecord | undefined, userId?: string): Json {
  if (!user) return { id: userId ?? '', role: 'user', banned: false, online: false };
  const shape: Json = {
    // The spec's UserResponse requires `language`; hosted answers '' for a user who set none
    // (GetStream/stream-chat-test-mock-server's recordings of hosted answers, src/jsons/).
    language: '',
    ...user.custom,
    id: user.id,
    role: user.role,
    teams: user.teams,
    created_at: user.created_at,
    updated_at: user.updated_at,
    banned: user.banned,
    shadow_banned: false,
    online: shownOnline(app, user),
    invisible: user.invisible,
    // Hosted Stream puts the user's real list on every user object, and the SDK copies a
    // `user.updated` about the own user onto client.user: an empty list there would unblock.
    blocked_user_ids: blockedUserIdsOf(app, user.id),
    // Hosted events carry each user's real devices on the users they embed (the recordings'
    // typing.start `user`, message.new `message.user`, channel.updated `channel.members[].user`),
    // and the SDK copies a `user.updated` about the own user onto client.user. REST answers of
    // hosted leave the list out; here it rides along there too, as the same real list.
    devices: devicesOf(app, user.id),
  };
  if (user.name !== undefined) shape.name = user.name;
  if (user.image !== undefined) shape.image = freshLink(app, user.image);
  if (user.last_active) shape.last_active = user.last_active;
  if (user.revoke_tokens_issued_before)
    shape.revoke_tokens_issued_before = user.revoke_tokens_issued_before;
  return shape;
}

/**
 * Whether others see the user online: never while invisible (the User Presence docs: an
 * invisible user stays so across reconnects until it sets `invisible` false again).
 */
export function shownOnline(app: ChatApp, user: UserRecord): boolean {
  return !user.invisible && app.hub.isOnline(user.id);
}

export function userById(app: ChatApp, userId: string): Json {
  return userShape(app, app.state.get('users', userId), userId);
}

function blockedUserIdsOf(app: ChatApp, userId: string): string[] {
  const { blocks } = app.state.tables;
  if (blocks.size === 0) return [];
  return [...blocks.values()].filter((b) => b.user_id === userId).map((b) => b.blocked_user_id);
}
