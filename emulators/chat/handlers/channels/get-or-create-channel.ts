/** Get-or-create: a channel by type and id, or a distinct one by its members, and its state. */
import { channelFor, channelState, type StateOptions } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import { boolField, intField, memberIds, objectField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { parsePage } from '../../queries/paging.ts';
import type { ChannelRecord } from '../../store/records.ts';
import { checkChannelId, checkChannelType, distinctChannelId } from '../../http/validate.ts';
import { applyFutureBans } from '../../moderation/bans.ts';
import { applyChannelData } from './channel-data.ts';
import { addMembers } from './members.ts';
import { ensureUser } from '../../users/user-writes.ts';
import { watch } from '../../channels/watching.ts';

function stateOptions(body: Json, defaultMessages: number): StateOptions {
  const members = objectField(body, 'members') ?? {};
  const watchers = objectField(body, 'watchers') ?? {};
  return {
    messages: parsePage(objectField(body, 'messages'), defaultMessages),
    memberLimit: intField(members, 'limit', 0, 300) ?? 100,
    memberOffset: intField(members, 'offset', 0, 10_000) ?? 0,
    watcherLimit: intField(watchers, 'limit', 0, 300) ?? 100,
  };
}

/** `POST /channels/{type}[/{id}]/query`: creates the channel if needed, then answers its state. */
export function queryChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const type = ctx.params.type ?? '';
  checkChannelType(type);
  const data = objectField(ctx.body, 'data') ?? {};
  const members = memberIds(data, 'members');
  let id = ctx.params.id;
  if (id === undefined) {
    if (!members || members.length === 0) {
      throw inputError('When channel id is not provided, data.members is a required field');
    }
    id = distinctChannelId(members);
  }
  checkChannelId(id);
  const cid = `${type}:${id}`;
  let channel = app.state.get('channels', cid);
  if (!channel) channel = createChannel(ctx, type, id, data, members ?? []);
  const access = channelFor({ ...ctx, params: { type, id } });
  if (boolField(ctx.body, 'watch') === true) watch(ctx, channel);
  return channelState(app, access.channel, ctx.actor, stateOptions(ctx.body, 100));
}

function createChannel(
  ctx: RequestContext,
  type: string,
  id: string,
  data: Json,
  members: string[],
): ChannelRecord {
  const { app } = ctx;
  if (ctx.actor.role === 'anonymous') {
    throw notAllowed(
      `User '${ctx.actor.userId}' with role 'anonymous' is not allowed to perform action CreateChannel in scope '${type}'`,
    );
  }
  const createdBy = isObject(data.created_by) ? data.created_by.id : data.created_by_id;
  const creatorId = actingUserId(ctx, createdBy);
  ensureUser(app, creatorId);
  for (const memberId of members) {
    if (!app.state.get('users', memberId))
      throw inputError(
        `The following users are involved in channel create operation, but don't exist: [${memberId}]. Please create the user objects before setting up the channel.`,
      );
  }
  const now = timestamp();
  const channel = applyChannelData(
    {
      cid: `${type}:${id}`,
      type,
      id,
      custom: {},
      created_by_id: creatorId,
      created_at: now,
      updated_at: now,
      frozen: false,
      disabled: false,
      cooldown: 0,
    },
    data,
    false,
  );
  app.state.put('channels', channel.cid, channel);
  addMembers(app, channel, members, { invited: false, actorId: creatorId, notifyActor: false });
  applyFutureBans(app, channel);
  return channel;
}
