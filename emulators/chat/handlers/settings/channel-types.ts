/**
 * `GET /channeltypes`, `GET /channeltypes/{name}` and `PUT /channeltypes/{name}`, server-side
 * only, for the two types this server has (it creates and deletes none). As Stream's OpenAPI
 * spec (GetChannelType, ListChannelTypes, UpdateChannelType) has them: an update must carry
 * `automod`, `automod_behavior` and `max_message_length`; the other settings it names change,
 * the rest stay; `commands` are names of known commands; reading gives the commands as objects,
 * the update's answer as names.
 */
import type { RequestContext } from '../../http/context.ts';
import {
  CHANNEL_TYPE_FLAGS,
  CHANNEL_TYPES,
  channelConfig,
  type ChannelTypeConfig,
} from '../../settings/channel-types.ts';
import { KNOWN_COMMANDS } from '../../settings/command-list.ts';
import { inputError, notAllowed, notFound } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';
import { timestamp } from '../../time/clock.ts';
import type { ChannelTypeRecord } from '../../store/records.ts';

const AUTOMOD = ['disabled', 'simple', 'AI'];
const BEHAVIOURS = ['flag', 'block', 'shadow_block'];

function serverOnly(ctx: RequestContext): void {
  if (ctx.caller.kind !== 'server')
    throw notAllowed('channel types can only be read and changed with server-side auth');
}

function configOf(ctx: RequestContext): ChannelTypeConfig {
  const name = ctx.params.name ?? '';
  const config = channelConfig(ctx.app, name);
  if (!config) throw notFound(`channel type "${name}" does not exist`);
  return config;
}

export function getChannelType(ctx: RequestContext): Json {
  serverOnly(ctx);
  return { ...configOf(ctx) } as unknown as Json;
}

export function listChannelTypes(ctx: RequestContext): Json {
  serverOnly(ctx);
  const types: Record<string, ChannelTypeConfig | undefined> = {};
  for (const name of CHANNEL_TYPES.keys()) types[name] = channelConfig(ctx.app, name);
  return { channel_types: types } as unknown as Json;
}

function oneOf(body: Json, key: string, allowed: string[]): string {
  const value = body[key];
  if (typeof value !== 'string' || !allowed.includes(value))
    throw inputError(`${key} is a required field and must be one of ${allowed.join(', ')}`);
  return value;
}

function commandNames(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string'))
    throw inputError('commands must be an array of command names');
  const names = [...new Set(value as string[])];
  const unknown = names.find((name) => !KNOWN_COMMANDS.some((command) => command.name === name));
  if (unknown !== undefined) throw inputError(`command "${unknown}" does not exist`);
  return names;
}

export function updateChannelType(ctx: RequestContext): Json {
  serverOnly(ctx);
  const name = ctx.params.name ?? '';
  configOf(ctx);
  const body = ctx.body;
  const length = body.max_message_length;
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 1 || length > 20_000)
    throw inputError('max_message_length is a required field and must be between 1 and 20000');
  const before = ctx.app.state.get('channelTypes', name);
  const flags = { ...before?.flags };
  for (const flag of CHANNEL_TYPE_FLAGS) {
    const value = body[flag];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'boolean') throw inputError(`${flag} must be a boolean`);
    flags[flag] = value;
  }
  const record: ChannelTypeRecord = {
    updated_at: timestamp(),
    flags,
    max_message_length: length,
    automod: oneOf(body, 'automod', AUTOMOD),
    automod_behavior: oneOf(body, 'automod_behavior', BEHAVIOURS),
    commands: commandNames(body.commands) ?? before?.commands,
  };
  ctx.app.state.put('channelTypes', name, record);
  const config = configOf(ctx);
  return { ...config, commands: config.commands.map((command) => command.name) } as unknown as Json;
}
