/** Channel updates, full or partial, with the capability each changed field needs. */
import type { ChatApp } from '../../app.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { channelShape } from '../../shapes/channel.ts';
import { timestamp } from '../../time/clock.ts';
import { serverOrUserId, type RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { channelEvent, toWatchers } from '../../events/fan-out.ts';
import { objectField, setUnset } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import type { ChannelRecord } from '../../store/records.ts';
import { memberShapes } from '../../shapes/member.ts';
import { requireCapability, type Actor } from '../../auth/permissions.ts';
import { userById } from '../../shapes/user.ts';
import { applyChannelData, cooldownValue } from './channel-data.ts';
import { applyMemberChanges } from './member-changes.ts';

/** `POST /channels/{type}/{id}`: full update, member changes, invites, moderators, cooldown. */
export function updateChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const actorId = serverOrUserId(ctx, ctx.body.user_id);
  const { channel: current, member } = channelFor(ctx, actorId);
  let channel = current;
  const actor: Actor = { ...ctx.actor, userId: actorId };
  const data = objectField(ctx.body, 'data');
  const cooldown = ctx.body.cooldown;
  if (data || cooldown !== undefined) {
    if (data) requireCapability(actor, channel, member, 'update-channel', 'UpdateChannel');
    if (data && 'frozen' in data && Boolean(data.frozen) !== channel.frozen) {
      requireCapability(actor, channel, member, 'freeze-channel', 'FreezeChannel');
    }
    if (cooldown !== undefined)
      requireCapability(actor, channel, member, 'set-channel-cooldown', 'UpdateChannelCooldown');
    let next = data ? applyChannelData(channel, data, true) : channel;
    if (cooldown !== undefined) next = { ...next, cooldown: cooldownValue(cooldown) };
    channel = saveChannel(app, next, actorId);
  }
  applyMemberChanges(ctx, channel, actor, member);
  return updated(app, channel, actor);
}

/** `PATCH /channels/{type}/{id} {set, unset}`. */
export function partialUpdateChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const actorId = serverOrUserId(ctx, ctx.body.user_id);
  const actor: Actor = { ...ctx.actor, userId: actorId };
  const { channel, member } = channelFor(ctx, actorId);
  const { set, unset } = setUnset(ctx.body);
  const keys = [...Object.keys(set), ...unset];
  if (keys.length === 0) throw inputError('set or unset must not be empty');
  if ('frozen' in set) requireCapability(actor, channel, member, 'freeze-channel', 'FreezeChannel');
  if ('cooldown' in set)
    requireCapability(actor, channel, member, 'set-channel-cooldown', 'UpdateChannelCooldown');
  if (keys.some((k) => k !== 'frozen' && k !== 'cooldown'))
    requireCapability(actor, channel, member, 'update-channel', 'UpdateChannel');
  const next = applyChannelData(channel, set, false);
  for (const key of unset) delete next.custom[key];
  return updated(app, saveChannel(app, next, actorId), actor);
}

/**
 * Stores the changed channel and tells its watchers. A change of `frozen` also sends
 * `channel.frozen` or `channel.unfrozen` (the spec's ChannelFrozenEvent and ChannelUnFrozenEvent),
 * after the `channel.updated` that stream-chat re-queries its capabilities on.
 */
function saveChannel(app: ChatApp, next: ChannelRecord, actorId: string): ChannelRecord {
  const wasFrozen = app.state.get('channels', next.cid)?.frozen;
  const saved = { ...next, updated_at: timestamp() };
  app.state.put('channels', saved.cid, saved);
  toWatchers(
    app,
    saved.cid,
    // With the members, as hosted's recorded channel.updated (stream-chat-test-mock-server).
    channelEvent('channel.updated', saved, {
      channel: { ...channelShape(app, saved, undefined), members: memberShapes(app, saved) },
      user: userById(app, actorId),
    }),
  );
  if (wasFrozen !== undefined && wasFrozen !== saved.frozen) {
    toWatchers(
      app,
      saved.cid,
      channelEvent(saved.frozen ? 'channel.frozen' : 'channel.unfrozen', saved),
    );
  }
  return saved;
}

/** The answer to either update: the channel as the actor sees it, with all its members. */
function updated(app: ChatApp, channel: ChannelRecord, actor: Actor): Json {
  return {
    channel: channelShape(app, channel, actor),
    members: memberShapes(app, channel),
  };
}
