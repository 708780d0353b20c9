/**
 * `GET /app` and `PATCH /app` over the app settings this server keeps (settings/app-settings.ts);
 * users read only the upload rules and the required fields.
 */
import type { RequestContext } from '../../http/context.ts';
import { objectField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';
import type { AppSettingsRecord, UploadConfig } from '../../store/records.ts';
import {
  appSettings,
  DEFAULT_APP_GRANTS,
  revocationTime,
  SIZE_LIMIT,
} from '../../settings/app-settings.ts';
import { closeRevokedSockets } from '../../auth/token-revocation.ts';
import { webhookPatch, webhookSettingsJson } from '../../webhooks/hook-settings.ts';

/**
 * `GET /app`. The spec's AppResponseFields requires `id`, `name`, `placement`,
 * `async_url_enrich_enabled` and `auto_translation_enabled`. Hosted's id is the app's number and
 * placement its region; this server is one app in no region. Links are enriched as the message
 * is sent (handlers/messages/og.ts), and nothing is translated automatically. A user token gets only the
 * fields of the client-side spec's AppResponseFields (the upload rules are what stream-chat reads,
 * before its first upload); the webhooks, grants, revocation time and the rest of the server-side
 * spec's fields are the app's own, for server-side calls.
 */
export function getApp(ctx: RequestContext): Json {
  const settings = appSettings(ctx.app);
  const client: Json = {
    id: 1,
    name: 'parley-embedded',
    placement: 'local',
    async_url_enrich_enabled: false,
    auto_translation_enabled: false,
    file_upload_config: settings.file_upload_config,
    image_upload_config: settings.image_upload_config,
  };
  if (ctx.caller.kind !== 'server') return { app: client };
  return {
    app: {
      ...client,
      organization: 'parley',
      disable_auth_checks: false,
      disable_permissions_checks: false,
      multi_tenant_enabled: false,
      channel_configs: {},
      permission_version: 'v2',
      grants: { ...DEFAULT_APP_GRANTS, ...settings.grants },
      guest_user_creation_disabled: settings.guest_user_creation_disabled !== false,
      revoke_tokens_issued_before: settings.revoke_tokens_issued_before ?? null,
      ...webhookSettingsJson(settings),
    },
  };
}

function grantsPatch(current: AppSettingsRecord, patch: unknown): Partial<AppSettingsRecord> {
  if (patch === undefined || patch === null) return {};
  if (!isObject(patch))
    throw inputError('grants must be an object of role names to permission lists');
  const grants = { ...current.grants };
  for (const [role, list] of Object.entries(patch)) {
    if (!Array.isArray(list) || list.some((p) => typeof p !== 'string'))
      throw inputError(`grants.${role} must be an array of permission ids`);
    grants[role] = list as string[];
  }
  return { grants };
}

function flagPatch(value: unknown): Partial<AppSettingsRecord> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'boolean')
    throw inputError('guest_user_creation_disabled must be a boolean');
  return { guest_user_creation_disabled: value };
}

/** `null` (or "") lifts the app-wide revocation; a time sets it. */
function revocationPatch(value: unknown): Partial<AppSettingsRecord> {
  if (value === undefined) return {};
  if (value === null || value === '') return { revoke_tokens_issued_before: null };
  return { revoke_tokens_issued_before: revocationTime(value) };
}

function mergeConfig(current: UploadConfig, patch: Json | undefined): UploadConfig {
  if (!patch) return current;
  const next = { ...current };
  for (const key of [
    'allowed_file_extensions',
    'blocked_file_extensions',
    'allowed_mime_types',
    'blocked_mime_types',
  ] as const) {
    const value = patch[key];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
      throw inputError(`${key} must be an array of strings`);
    next[key] = value as string[];
  }
  if (patch.size_limit !== undefined) {
    if (
      typeof patch.size_limit !== 'number' ||
      patch.size_limit < 0 ||
      patch.size_limit > SIZE_LIMIT
    )
      throw inputError(`size_limit must be between 0 and ${SIZE_LIMIT}`);
    next.size_limit = patch.size_limit === 0 ? SIZE_LIMIT : patch.size_limit;
  }
  return next;
}

/** `PATCH /app`: server-side only; the upload rules are the settings this server keeps. */
export function updateApp(ctx: RequestContext): Json {
  if (ctx.caller.kind !== 'server')
    throw notAllowed('app settings can only be changed with server-side auth');
  const current = appSettings(ctx.app);
  const next: AppSettingsRecord = {
    ...current,
    ...grantsPatch(current, ctx.body.grants),
    ...flagPatch(ctx.body.guest_user_creation_disabled),
    ...revocationPatch(ctx.body.revoke_tokens_issued_before),
    ...webhookPatch(current, ctx.body, new URL(ctx.app.baseUrl()).hostname),
    file_upload_config: mergeConfig(
      current.file_upload_config,
      objectField(ctx.body, 'file_upload_config'),
    ),
    image_upload_config: mergeConfig(
      current.image_upload_config,
      objectField(ctx.body, 'image_upload_config'),
    ),
  };
  ctx.app.state.put('settings', 'app', next);
  const cutoff = next.revoke_tokens_issued_before;
  if (cutoff && cutoff !== current.revoke_tokens_issued_before) {
    closeRevokedSockets(ctx.app, undefined, cutoff);
  }
  return {};
}
