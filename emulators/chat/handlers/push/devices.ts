/**
 * Push devices (CreateDevice, ListDevices and DeleteDevice in Stream's client-side OpenAPI spec;
 * stream-chat's `addDevice`, `getDevices`, `removeDevice`): a device id and its push provider,
 * kept for the user the request acts as (a client-side call acts for its own user; a server-side
 * one names `user_id`). A device id belongs to one user: added again for another, it moves
 * (Stream's push docs: a device registered for a new user is removed from the previous one). This
 * server sends no mobile pushes (Parley's are Web Push, sent by its webhook function); the
 * devices are kept so the SDK's calls answer as hosted ones do, and show in the user's `devices`.
 */
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { devicesOf } from '../../shapes/device.ts';

const PROVIDERS = ['apn', 'firebase', 'huawei', 'xiaomi'];

/** `POST /devices {id, push_provider, push_provider_name?, user_id?}`. */
export function addDevice(ctx: RequestContext): Json {
  const userId = actingUserId(ctx, ctx.body.user_id);
  const id = stringField(ctx.body, 'id', true) as string;
  if (id.length === 0) throw inputError('id is a required field');
  const provider = stringField(ctx.body, 'push_provider', true) as string;
  if (!PROVIDERS.includes(provider)) {
    throw inputError(`push_provider must be one of ${PROVIDERS.join(', ')}`);
  }
  const name = stringField(ctx.body, 'push_provider_name');
  ctx.app.state.put('devices', id, {
    id,
    user_id: userId,
    push_provider: provider,
    ...(name ? { push_provider_name: name } : {}),
    created_at: timestamp(),
  });
  return {};
}

/** `GET /devices?user_id=`: the acting user's devices. */
export function listDevices(ctx: RequestContext): Json {
  const userId = actingUserId(ctx, ctx.query.get('user_id') ?? undefined);
  return { devices: devicesOf(ctx.app, userId) };
}

/** `DELETE /devices?id=&user_id=`: one of the acting user's devices. */
export function removeDevice(ctx: RequestContext): Json {
  const userId = actingUserId(ctx, ctx.query.get('user_id') ?? undefined);
  const id = ctx.query.get('id') ?? '';
  if (id.length === 0) throw inputError('id is a required field');
  const device = ctx.app.state.get('devices', id);
  if (!device || device.user_id !== userId) throw notFound(`device with id ${id} not found`);
  ctx.app.state.remove('devices', id);
  return {};
}
