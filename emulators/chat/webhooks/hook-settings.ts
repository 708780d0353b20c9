/**
 * The app's push webhook settings as `PATCH /app` takes them and `GET /app` answers them: the
 * older `webhook_url` with `webhook_events`, and the newer `event_hooks` list, which an update
 * replaces (Multi Event Hooks docs: a hook whose id is known is updated, one without an id is
 * created with a new one, one left out is deleted). Empty event lists mean every event.
 *
 * A webhook may point only at this machine (loopback, or the address the server listens on):
 * hosted Stream posts to the internet, this server reaches no other network, as with OG scraping.
 * Only `webhook` hooks exist here; SQS, SNS and pending-message hooks are refused by name.
 */
import { timestamp } from '../time/clock.ts';
import { inputError } from '../http/errors.ts';
import { isObject, type Json } from '../http/json.ts';
import type { AppSettingsRecord, EventHookRecord } from '../store/records.ts';
import { isLoopback } from '../../shared/local-hosts.ts';

/** Where a webhook may post: http(s) on loopback or on the host this server listens on. */
export function checkWebhookUrl(value: unknown, field: string, ownHost: string): string {
  if (typeof value !== 'string') throw inputError(`${field} must be a string`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw inputError(`${field} is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw inputError(`${field} must be an http or https URL`);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!isLoopback(host) && host !== ownHost.replace(/^\[|\]$/g, '').toLowerCase())
    throw inputError(
      `${field} must point at this machine: the embedded chat server reaches no other network`,
    );
  return url.href;
}

function eventTypes(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((type) => typeof type !== 'string'))
    throw inputError(`${field} must be an array of event types`);
  return value as string[];
}

function hookRecord(
  value: unknown,
  index: number,
  previous: readonly EventHookRecord[],
  ownHost: string,
): EventHookRecord {
  const field = `event_hooks[${index}]`;
  if (!isObject(value)) throw inputError(`${field} must be an object`);
  const type = value.hook_type ?? 'webhook';
  if (type !== 'webhook')
    throw inputError(
      `${field}.hook_type ${String(type)} is not supported here: only webhook hooks`,
    );
  if (value.enabled !== undefined && typeof value.enabled !== 'boolean')
    throw inputError(`${field}.enabled must be a boolean`);
  if (value.id !== undefined && (typeof value.id !== 'string' || value.id === ''))
    throw inputError(`${field}.id must be a non-empty string`);
  const id = (value.id as string | undefined) ?? crypto.randomUUID();
  const now = timestamp();
  return {
    id,
    hook_type: 'webhook',
    enabled: value.enabled ?? true,
    event_types: eventTypes(value.event_types, `${field}.event_types`),
    webhook_url: checkWebhookUrl(value.webhook_url, `${field}.webhook_url`, ownHost),
    created_at: previous.find((hook) => hook.id === id)?.created_at ?? now,
    updated_at: now,
  };
}

/** The webhook fields of a `PATCH /app` body, checked; absent fields leave the setting alone. */
export function webhookPatch(
  current: AppSettingsRecord,
  body: Json,
  ownHost: string,
): Partial<AppSettingsRecord> {
  const patch: Partial<AppSettingsRecord> = {};
  if (body.webhook_url !== undefined && body.webhook_url !== null) {
    // "" turns the webhook off, as on hosted Stream.
    patch.webhook_url =
      body.webhook_url === '' ? '' : checkWebhookUrl(body.webhook_url, 'webhook_url', ownHost);
  }
  if (body.webhook_events !== undefined && body.webhook_events !== null)
    patch.webhook_events = eventTypes(body.webhook_events, 'webhook_events');
  if (body.event_hooks !== undefined && body.event_hooks !== null) {
    if (!Array.isArray(body.event_hooks)) throw inputError('event_hooks must be an array');
    const previous = current.event_hooks ?? [];
    patch.event_hooks = body.event_hooks.map((hook, index) =>
      hookRecord(hook, index, previous, ownHost),
    );
  }
  return patch;
}

/** The webhook fields of `GET /app`. */
export function webhookSettingsJson(settings: AppSettingsRecord): Json {
  return {
    webhook_url: settings.webhook_url ?? '',
    webhook_events: settings.webhook_events ?? [],
    event_hooks: settings.event_hooks ?? [],
  };
}

const wants = (types: readonly string[], type: string): boolean =>
  types.length === 0 || types.includes(type);

/** The URLs an event of `type` goes to, each once. */
export function webhookTargets(settings: AppSettingsRecord, type: string): string[] {
  const urls = new Set<string>();
  if (settings.webhook_url && wants(settings.webhook_events ?? [], type))
    urls.add(settings.webhook_url);
  for (const hook of settings.event_hooks ?? []) {
    if (hook.enabled && wants(hook.event_types, type)) urls.add(hook.webhook_url);
  }
  return [...urls];
}
