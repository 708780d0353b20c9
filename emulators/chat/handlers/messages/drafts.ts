/** Drafts per user, channel and thread; draft.updated / draft.deleted go to the user's connections. */
import { channelFor } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { intField, objectField, stringField } from '../../http/json-fields.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { channelEvent, toUser } from '../../events/fan-out.ts';
import { draftKey, draftShape } from '../../shapes/draft.ts';
import type { Json } from '../../http/json.ts';
import type { DraftRecord } from '../../store/records.ts';

export function createDraft(ctx: RequestContext): Json {
  const { app } = ctx;
  const message = objectField(ctx.body, 'message', true) as Json;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const { channel } = channelFor(ctx, userId);
  if (message.text !== undefined && typeof message.text !== 'string')
    throw inputError('message.text must be a string');
  const parentId = typeof message.parent_id === 'string' ? message.parent_id : undefined;
  const draft: DraftRecord = {
    user_id: userId,
    cid: channel.cid,
    ...(parentId ? { parent_id: parentId } : {}),
    message: {
      ...message,
      id: typeof message.id === 'string' ? message.id : crypto.randomUUID(),
      text: message.text ?? '',
    },
    created_at: timestamp(),
  };
  app.state.put('drafts', draftKey(userId, channel.cid, parentId), draft);
  const shape = draftShape(app, draft);
  toUser(app, userId, channelEvent('draft.updated', channel, { draft: shape }));
  return { draft: shape };
}

export function getDraft(ctx: RequestContext): Json {
  const userId = actingUserId(ctx, ctx.query.get('user_id') ?? undefined);
  const { channel } = channelFor(ctx, userId);
  const draft = ctx.app.state.get(
    'drafts',
    draftKey(userId, channel.cid, ctx.query.get('parent_id') ?? undefined),
  );
  if (!draft) throw notFound(`draft for channel "${channel.cid}" not found`);
  return { draft: draftShape(ctx.app, draft) };
}

export function deleteDraft(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.query.get('user_id') ?? undefined);
  const { channel } = channelFor(ctx, userId);
  const key = draftKey(userId, channel.cid, ctx.query.get('parent_id') ?? undefined);
  const draft = app.state.get('drafts', key);
  if (!draft) throw notFound(`draft for channel "${channel.cid}" not found`);
  app.state.remove('drafts', key);
  // Its channel null, as in hosted's recorded draft.deleted (stream-chat-test-mock-server).
  const gone = { ...draftShape(app, draft), channel: null };
  toUser(app, userId, channelEvent('draft.deleted', channel, { draft: gone }));
  return {};
}

/** `POST /drafts/query {filter, sort, limit, next}`: the user's drafts, newest first. */
export function queryDrafts(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const limit = intField(ctx.body, 'limit', 0, 100) ?? 25;
  const offset = Number(stringField(ctx.body, 'next') ?? '0') || 0;
  const filter = objectField(ctx.body, 'filter') ?? {};
  const cidFilter = filter.channel_cid;
  const drafts = [...app.state.tables.drafts.values()]
    .filter((d) => d.user_id === userId)
    .filter(
      (d) =>
        cidFilter === undefined ||
        d.cid === cidFilter ||
        (typeof cidFilter === 'object' && cidFilter !== null && (cidFilter as Json).$eq === d.cid),
    )
    .sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  const page = drafts.slice(offset, offset + limit);
  const result: Json = { drafts: page.map((d) => draftShape(app, d)) };
  if (offset + limit < drafts.length) result.next = String(offset + limit);
  return result;
}
