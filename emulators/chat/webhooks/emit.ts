/**
 * Hands an event to the app's webhooks, if any want its type: the body is built and serialised
 * once, then queued per URL; nothing here waits for a delivery.
 */
import type { ChatApp } from '../app.ts';
import { appSettings } from '../settings/app-settings.ts';
import type { Json } from '../http/json.ts';
import type { ChannelRecord } from '../store/records.ts';
import { webhookTargets } from './hook-settings.ts';
import { webhookBody } from './payload.ts';

export function emitChannelWebhook(app: ChatApp, channel: ChannelRecord, event: Json): void {
  if (typeof event.type !== 'string') return;
  const targets = webhookTargets(appSettings(app), event.type);
  if (targets.length === 0) return;
  const body = JSON.stringify(webhookBody(app, channel, event));
  for (const url of targets) app.webhooks.enqueue(url, body);
}
