/**
 * Records turned into the shapes hosted Stream answers with (see
 * ../shared/reference/stream-shapes). Viewer-dependent parts (own_reactions, own_capabilities,
 * hidden, membership) take the viewer's id.
 */
import type { ChatApp } from './app.ts';
import { CHANNEL_TYPES } from './channel-types.ts';
import { capabilities, type Actor } from './permissions.ts';
import { messageExtrasShape } from './message-extras.ts';
import type { Json } from './json.ts';
import { userById } from './user-shape.ts';
import type {
  ChannelRecord,
  MemberRecord,
  MessageRecord,
  ReactionRecord,
} from './store/records.ts';

const LATEST_REACTIONS = 10;

/** The own user as in `health.check` and notification events: mutes and unread totals included. */
export function ownUserShape(app: ChatApp, userId: string): Json {
  const { state } = app;
  const mutes = [...state.tables.userMutes.values()]
    .filter((m) => m.user_id === userId)
    .map((m) => ({
      user: userById(app, m.user_id),
      target: userById(app, m.target_id),
      created_at: m.created_at,
      updated_at: m.updated_at,
      ...(m.expires ? { expires: m.expires } : {}),
    }));
  return {
    ...userById(app, userId),
    mutes,
    channel_mutes: channelMutesOf(app, userId),
    ...unreadTotals(app, userId),
  };
}

export function channelMutesOf(app: ChatApp, userId: string): Json[] {
  return [...app.state.tables.channelMutes.values()]
    .filter((m) => m.user_id === userId && app.state.get('channels', m.cid))
    .map((m) => ({
      user: userById(app, userId),
      channel: channelShape(app, app.state.get('channels', m.cid) as ChannelRecord, undefined),
      created_at: m.created_at,
      updated_at: m.updated_at,
      ...(m.expires ? { expires: m.expires } : {}),
    }));
}

export function unreadTotals(app: ChatApp, userId: string): Json {
  let total = 0;
  let channels = 0;
  for (const cid of app.state.channelsOf(userId)) {
    const count = app.state.unreadOf(cid, userId);
    total += count;
    if (count > 0) channels++;
  }
  return {
    total_unread_count: total,
    unread_count: total,
    unread_channels: channels,
    unread_threads: unreadThreads(app, userId),
  };
}

function unreadThreads(app: ChatApp, userId: string): number {
  let count = 0;
  for (const read of app.state.tables.threadReads.values()) {
    if (read.user_id !== userId) continue;
    if (threadUnread(app, read.parent_id, userId) > 0) count++;
  }
  return count;
}

export function threadUnread(app: ChatApp, parentId: string, userId: string): number {
  const read = app.state.get('threadReads', `${parentId}|${userId}`);
  if (!read) return 0;
  const ids = app.state.replyIds(parentId);
  let count = 0;
  for (let i = ids.length - 1; i >= 0; i--) {
    const reply = app.state.get('messages', ids[i] as string);
    if (!reply) continue;
    if (reply.created_at <= read.last_read) break;
    if (reply.user_id !== userId && reply.type !== 'deleted') count++;
  }
  return count;
}

export function reactionShape(app: ChatApp, reaction: ReactionRecord, messageId: string): Json {
  return {
    ...reaction.custom,
    message_id: messageId,
    user_id: reaction.user_id,
    user: userById(app, reaction.user_id),
    type: reaction.type,
    score: reaction.score,
    created_at: reaction.created_at,
    updated_at: reaction.updated_at,
  };
}

function reactionSummaries(reactions: ReactionRecord[]): Json {
  const counts: Record<string, number> = {};
  const scores: Record<string, number> = {};
  const groups: Record<string, Json> = {};
  for (const r of reactions) {
    counts[r.type] = (counts[r.type] ?? 0) + 1;
    scores[r.type] = (scores[r.type] ?? 0) + r.score;
    const group = groups[r.type] as
      | { count: number; sum_scores: number; first_reaction_at: string; last_reaction_at: string }
      | undefined;
    if (!group) {
      groups[r.type] = {
        count: 1,
        sum_scores: r.score,
        first_reaction_at: r.created_at,
        last_reaction_at: r.created_at,
        latest_reactions_by: [],
      };
    } else {
      group.count++;
      group.sum_scores += r.score;
      if (r.created_at < group.first_reaction_at) group.first_reaction_at = r.created_at;
      if (r.created_at > group.last_reaction_at) group.last_reaction_at = r.created_at;
    }
  }
  const summary: Json = { reaction_counts: counts, reaction_scores: scores };
  if (reactions.length > 0) summary.reaction_groups = groups;
  return summary;
}

/** `viewerId` fills own_reactions; events pass undefined, as Stream's carry none. */
export function messageShape(
  app: ChatApp,
  message: MessageRecord,
  viewerId: string | undefined,
  withQuote = true,
): Json {
  const { state } = app;
  const newestFirst = [...message.reactions].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  const member = state.member(message.cid, message.user_id);
  const shape: Json = {
    ...message.custom,
    id: message.id,
    text: message.text,
    html: renderHtml(message.text),
    type: message.type,
    user: userById(app, message.user_id),
    attachments: message.attachments,
    latest_reactions: newestFirst
      .slice(0, LATEST_REACTIONS)
      .map((r) => reactionShape(app, r, message.id)),
    own_reactions: viewerId
      ? newestFirst
          .filter((r) => r.user_id === viewerId)
          .map((r) => reactionShape(app, r, message.id))
      : [],
    ...reactionSummaries(message.reactions),
    reply_count: message.reply_count,
    deleted_reply_count: message.deleted_reply_count,
    cid: message.cid,
    created_at: message.created_at,
    updated_at: message.updated_at,
    shadowed: false,
    mentioned_users: message.mentioned_user_ids.map((id) => userById(app, id)),
    mentioned_channel: false,
    mentioned_here: false,
    silent: message.silent,
    pinned: message.pinned,
    pinned_at: message.pinned_at ?? null,
    pinned_by: message.pinned_by_id ? userById(app, message.pinned_by_id) : null,
    pin_expires: message.pin_expires ?? null,
    restricted_visibility: [],
  };
  if (member) {
    shape.member = {
      channel_role: member.channel_role,
      notifications_muted: member.notifications_muted,
    };
  }
  if (message.parent_id) {
    shape.parent_id = message.parent_id;
    shape.show_in_channel = message.show_in_channel ?? false;
  }
  if (message.thread_participant_ids.length > 0) {
    shape.thread_participants = message.thread_participant_ids.map((id) => userById(app, id));
  }
  if (message.quoted_message_id) {
    shape.quoted_message_id = message.quoted_message_id;
    const quoted = state.get('messages', message.quoted_message_id);
    if (quoted && withQuote) shape.quoted_message = messageShape(app, quoted, viewerId, false);
  }
  if (message.deleted_at) shape.deleted_at = message.deleted_at;
  if (message.message_text_updated_at)
    shape.message_text_updated_at = message.message_text_updated_at;
  return Object.assign(shape, messageExtrasShape(app, message, viewerId));
}

export function memberShape(app: ChatApp, member: MemberRecord, channel: ChannelRecord): Json {
  const owner = channel.created_by_id === member.user_id;
  const shape: Json = {
    user_id: member.user_id,
    user: userById(app, member.user_id),
    status: member.invited && !member.invite_accepted_at ? 'pending' : 'member',
    created_at: member.created_at,
    updated_at: member.updated_at,
    banned: member.banned,
    shadow_banned: false,
    role: member.channel_role === 'channel_moderator' ? 'moderator' : owner ? 'owner' : 'member',
    channel_role: member.channel_role,
    notifications_muted: member.notifications_muted,
  };
  if (member.channel_role === 'channel_moderator') shape.is_moderator = true;
  if (member.invited) shape.invited = true;
  if (member.invite_accepted_at) shape.invite_accepted_at = member.invite_accepted_at;
  if (member.invite_rejected_at) shape.invite_rejected_at = member.invite_rejected_at;
  if (member.pinned_at) shape.pinned_at = member.pinned_at;
  if (member.archived_at) shape.archived_at = member.archived_at;
  return shape;
}

/** `actor` undefined: the viewer-independent form used inside events sent to many users. */
export function channelShape(app: ChatApp, channel: ChannelRecord, actor: Actor | undefined): Json {
  const { state } = app;
  const member = actor ? state.member(channel.cid, actor.userId) : undefined;
  const shape: Json = {
    ...channel.custom,
    id: channel.id,
    type: channel.type,
    cid: channel.cid,
    created_at: channel.created_at,
    updated_at: channel.updated_at,
    created_by: userById(app, channel.created_by_id),
    frozen: channel.frozen,
    disabled: channel.disabled,
    member_count: state.members(channel.cid).size,
    config: CHANNEL_TYPES.get(channel.type),
    hidden: member?.hidden ?? false,
    blocked: false,
    message_count: state.messageIds(channel.cid).length,
  };
  if (actor) shape.own_capabilities = capabilities(actor, channel, member);
  if (channel.last_message_at) shape.last_message_at = channel.last_message_at;
  if (channel.cooldown > 0) shape.cooldown = channel.cooldown;
  if (channel.team) shape.team = channel.team;
  if (channel.truncated_at) shape.truncated_at = channel.truncated_at;
  return shape;
}

export function readShape(app: ChatApp, member: MemberRecord): Json {
  const shape: Json = {
    user: userById(app, member.user_id),
    last_read: member.last_read,
    unread_messages: app.state.unreadOf(member.cid, member.user_id),
  };
  if (member.last_read_message_id) shape.last_read_message_id = member.last_read_message_id;
  return shape;
}

/** Stream renders markdown; plain paragraphs with escaped text are enough for every client that reads `html`. */
function renderHtml(text: string): string {
  if (text.length === 0) return '';
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
  return `<p>${escaped.replace(/\n/g, '<br/>')}</p>\n`;
}
