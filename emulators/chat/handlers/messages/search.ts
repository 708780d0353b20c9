/** Message search across the channels a filter selects among the user's own, newest first. */
import type { RequestContext } from '../../http/context.ts';
import { intField, objectField, stringField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError } from '../../http/errors.ts';
import { matches } from '../../queries/filters.ts';
import { featureOn } from '../../channels/features.ts';
import { visibleTo } from '../../channels/channel-view.ts';
import { channelShape } from '../../shapes/channel.ts';
import { messageShape } from '../../shapes/message.ts';
import type { Json } from '../../http/json.ts';
import type { MessageRecord } from '../../store/records.ts';

function textQuery(ctx: RequestContext): string {
  const query = stringField(ctx.body, 'query');
  if (query) return query;
  const filter = objectField(ctx.body, 'message_filter_conditions') ?? {};
  const text = filter.text;
  if (typeof text === 'string') return text;
  if (isObject(text)) {
    const value = text.$autocomplete ?? text.$q ?? text.$eq;
    if (typeof value === 'string') return value;
  }
  throw inputError('either query or message_filter_conditions.text must be provided');
}

export function search(ctx: RequestContext): Json {
  const { app } = ctx;
  const channelFilter = objectField(ctx.body, 'filter_conditions', true) as Json;
  const term = textQuery(ctx).toLowerCase();
  const limit = intField(ctx.body, 'limit', 1, 100) ?? 20;
  const offset =
    Number(stringField(ctx.body, 'next') ?? intField(ctx.body, 'offset', 0, 1000) ?? 0) || 0;
  const userId = ctx.actor.userId;
  const cids = [...app.state.channelsOf(userId)].filter((cid) => {
    const channel = app.state.get('channels', cid);
    if (!channel || !featureOn(app, channel.type, 'search')) return false;
    return matches(channelFilter, (field) => {
      if (field === 'members') return [...app.state.members(cid).keys()];
      if (field === 'cid' || field === 'type' || field === 'id') return channel[field];
      return channel.custom[field];
    });
  });
  const found: MessageRecord[] = [];
  for (const cid of cids) {
    const channel = app.state.get('channels', cid);
    if (!channel) continue;
    const visible = visibleTo(channel, app.state.member(cid, userId));
    for (const id of app.state.messageIds(cid)) {
      const message = app.state.get('messages', id);
      if (!message || message.type === 'deleted' || !visible(message)) continue;
      if (message.text.toLowerCase().includes(term)) found.push(message);
    }
  }
  found.sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  const page = found.slice(offset, offset + limit);
  const results = page.map((message) => {
    const channel = app.state.get('channels', message.cid);
    return {
      message: {
        ...messageShape(app, message, userId),
        channel: channel ? channelShape(app, channel, ctx.actor) : undefined,
      },
    };
  });
  const result: Json = { results };
  if (offset + limit < found.length) result.next = String(offset + limit);
  return result;
}
