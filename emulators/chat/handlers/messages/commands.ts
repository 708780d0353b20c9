/**
 * Slash commands in sent text (`/mute @bob`, `/ban @bob spamming`), run server-side when the
 * channel type lists them. The command's effect happens as through its own endpoint (with the
 * same permission checks) and the sender gets an ephemeral message saying what was done;
 * nothing is stored or sent to others as a message.
 */
import type { ChatApp } from '../../app.ts';
import { channelConfig } from '../../settings/channel-types.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { isObject } from '../../http/json.ts';
import { inputError } from '../../http/errors.ts';
import { messageShape } from '../../shapes/message.ts';
import type { Json } from '../../http/json.ts';
import type { ChannelRecord } from '../../store/records.ts';
import { newMessageRecord } from '../../store/records.ts';
import { ban, unban } from '../../moderation/bans.ts';
import { muteUser, unmuteUser } from '../moderation/mutes-and-flags.ts';

interface Invocation {
  name: string;
  args: string;
}

function parse(text: unknown): Invocation | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^\/([a-z_]+)(?:\s+([\s\S]*))?$/i.exec(text.trim());
  return match
    ? { name: (match[1] as string).toLowerCase(), args: (match[2] ?? '').trim() }
    : undefined;
}

/**
 * The user named by the first argument: a mentioned user (by the name the composer wrote after
 * the @, which may have spaces), else an id or name.
 */
function targetOf(app: ChatApp, data: Json, args: string): { id: string; rest: string } {
  const users = app.state.tables.users;
  const mentioned = Array.isArray(data.mentioned_users)
    ? data.mentioned_users
        .map((m) => (isObject(m) ? m.id : m))
        .filter((id): id is string => typeof id === 'string')
    : [];
  const lowerArgs = args.toLowerCase();
  for (const id of mentioned) {
    for (const handle of [users.get(id)?.name, id]) {
      if (!handle) continue;
      const written = `@${handle.toLowerCase()}`;
      if (lowerArgs === written || lowerArgs.startsWith(`${written} `)) {
        return { id, rest: args.slice(written.length).trim() };
      }
    }
  }
  const [first = '', ...rest] = args.split(/\s+/);
  const handle = first.replace(/^@/, '');
  if (!handle) throw inputError('the command needs a user: /command @username');
  const lower = handle.toLowerCase();
  const byId = users.get(handle)?.id;
  const byName = [...users.values()].find((u) => u.name?.toLowerCase() === lower)?.id;
  const id = byId ?? byName ?? mentioned[0];
  if (!id) throw inputError(`user "${handle}" not found`);
  return { id, rest: rest.join(' ') };
}

function ephemeral(
  ctx: RequestContext,
  channel: ChannelRecord,
  userId: string,
  data: Json,
  command: string,
  text: string,
): Json {
  const now = timestamp();
  const record = newMessageRecord({
    id: typeof data.id === 'string' && data.id ? data.id : crypto.randomUUID(),
    cid: channel.cid,
    user_id: userId,
    text,
    type: 'system',
    silent: true,
    created_at: now,
    updated_at: now,
  });
  return { message: { ...messageShape(ctx.app, record, userId), type: 'ephemeral', command } };
}

/** Runs the command the message text starts with, if the channel type has it; else undefined. */
export function runCommand(ctx: RequestContext): Json | undefined {
  const data = ctx.body.message;
  if (!isObject(data)) return undefined;
  const invocation = parse(data.text);
  if (!invocation) return undefined;
  const config = channelConfig(ctx.app, ctx.params.type ?? '');
  if (!config?.commands.some((c) => c.name === invocation.name)) return undefined;
  const userId = actingUserId(ctx, isObject(data.user) ? data.user.id : data.user_id);
  const { channel } = channelFor(ctx, userId);
  const { app } = ctx;
  const target = targetOf(app, data, invocation.args);
  const actor = { ...ctx.actor, userId };
  const name = app.state.get('users', target.id)?.name ?? target.id;
  const body = { target_id: target.id, user_id: userId };
  switch (invocation.name) {
    case 'mute':
      muteUser({ ...ctx, body });
      return ephemeral(ctx, channel, userId, data, 'mute', `@${name} has been muted`);
    case 'unmute':
      unmuteUser({ ...ctx, body });
      return ephemeral(ctx, channel, userId, data, 'unmute', `@${name} has been unmuted`);
    case 'ban':
      ban(app, actor, {
        targetId: target.id,
        cid: channel.cid,
        ...(target.rest ? { reason: target.rest } : {}),
      });
      return ephemeral(ctx, channel, userId, data, 'ban', `@${name} has been banned`);
    case 'unban':
      unban(app, actor, target.id, channel.cid);
      return ephemeral(ctx, channel, userId, data, 'unban', `@${name} has been unbanned`);
    default:
      return undefined;
  }
}
