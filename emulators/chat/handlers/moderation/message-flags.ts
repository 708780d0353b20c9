/**
 * `GET /moderation/flags/message?payload={filter_conditions, limit, offset,
 * show_deleted_messages}` (QueryMessageFlags; stream-chat's `queryMessageFlags`): one entry per
 * flag on a message, from the flags the review queue gathers (review-queue.ts), newest first.
 * Filters are the spec's QueryMessageFlagsPayload fields this server has data for: `channel_cid`,
 * `message_id`, `user_id` (the flagged message's author), `reporter_id` (who flagged), `reason`
 * and `is_reviewed`. Who may read them follows the review queue (review-scope.ts): a server-side
 * call or app staff every flag, a channel moderator those in the channels they moderate, never
 * the flags on one's own messages; anyone else is refused with code 17 (our rule, as the docs
 * name none).
 */
import type { ChatApp } from '../../app.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { matches } from '../../queries/filters.ts';
import { boolField, intField, objectField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { messageShape } from '../../shapes/message.ts';
import { userById } from '../../shapes/user.ts';
import type { MessageRecord } from '../../store/records.ts';
import type { FlagEntry, ReviewItemRecord } from '../../store/moderation-records.ts';
import { reviewScope, visibleItems, type ReviewScope } from './review-scope.ts';

const DEFAULT_LIMIT = 100;

interface MessageFlag {
  item: ReviewItemRecord;
  flag: FlagEntry;
  message: MessageRecord;
}

const FIELDS: Record<string, (entry: MessageFlag) => unknown> = {
  channel_cid: ({ message }) => message.cid,
  message_id: ({ message }) => message.id,
  user_id: ({ message }) => message.user_id,
  reporter_id: ({ flag }) => flag.user_id,
  reason: ({ flag }) => flag.reason,
  is_reviewed: ({ item }) => item.reviewed_at !== undefined,
};

function messageFlags(app: ChatApp, scope: ReviewScope): MessageFlag[] {
  const found: MessageFlag[] = [];
  for (const item of visibleItems(app, scope)) {
    if (item.entity_type !== 'stream:chat:v1:message') continue;
    const message = app.state.get('messages', item.entity_id);
    if (!message) continue;
    for (const flag of item.flags) found.push({ item, flag, message });
  }
  return found;
}

function flagShape(app: ChatApp, entry: MessageFlag, viewerId: string): Json {
  const { item, flag, message } = entry;
  return {
    created_by_automod: false,
    user: userById(app, flag.user_id),
    message: messageShape(app, message, viewerId),
    reason: flag.reason,
    custom: flag.custom,
    ...(item.reviewed_at
      ? {
          reviewed_at: item.reviewed_at,
          ...(item.reviewed_by ? { reviewed_by: userById(app, item.reviewed_by) } : {}),
        }
      : {}),
    created_at: flag.created_at,
    updated_at: flag.created_at,
  };
}

export function queryMessageFlags(ctx: RequestContext): Json {
  const { app, body } = ctx;
  const viewerId = actingUserId(ctx, body.user_id ?? 'server');
  const scope = reviewScope(ctx, viewerId);
  const filter = objectField(body, 'filter_conditions') ?? {};
  const limit = intField(body, 'limit', 0, 300) ?? DEFAULT_LIMIT;
  const offset = intField(body, 'offset', 0, 10_000) ?? 0;
  const withDeleted = boolField(body, 'show_deleted_messages') === true;
  const flags = messageFlags(app, scope)
    .filter(({ message }) => withDeleted || message.type !== 'deleted')
    .filter((entry) => matches(filter, (name) => FIELDS[name]?.(entry)))
    .sort((a, b) => b.flag.created_at.localeCompare(a.flag.created_at));
  return {
    flags: flags.slice(offset, offset + limit).map((entry) => flagShape(app, entry, viewerId)),
  };
}
