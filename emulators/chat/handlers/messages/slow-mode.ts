/** Slow mode: in a channel with a cooldown, one message per user per cooldown, unless they may skip it. */
import type { ChatApp } from '../../app.ts';
import { cooldown } from '../../http/errors.ts';
import type { ChannelRecord } from '../../store/records.ts';

/** Per server: when each user last sent in each channel. */
const lastSentByApp = new WeakMap<ChatApp, Map<string, number>>();

function lastSentIn(app: ChatApp): Map<string, number> {
  let map = lastSentByApp.get(app);
  if (!map) lastSentByApp.set(app, (map = new Map()));
  return map;
}

const slowKey = (channel: ChannelRecord, userId: string): string => `${channel.cid}|${userId}`;

export function checkSlowMode(
  app: ChatApp,
  channel: ChannelRecord,
  userId: string,
  caps: string[],
): void {
  if (channel.cooldown <= 0 || caps.includes('skip-slow-mode')) return;
  const last = lastSentIn(app).get(slowKey(channel, userId)) ?? 0;
  const wait = channel.cooldown * 1000 - (Date.now() - last);
  if (wait > 0)
    throw cooldown(
      `slow mode is on: you can send one message every ${channel.cooldown} seconds (wait ${Math.ceil(wait / 1000)} more)`,
    );
}

export function recordSent(app: ChatApp, channel: ChannelRecord, userId: string): void {
  lastSentIn(app).set(slowKey(channel, userId), Date.now());
}
