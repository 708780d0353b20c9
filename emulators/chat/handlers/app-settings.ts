/**
 * `GET /app` and `PATCH /app`: the app settings this server keeps: the upload rules, the `.app`
 * scope grants, whether guests may be created, an app-wide token revocation time and the push
 * webhooks (webhooks/hook-settings.ts); users read only the upload rules and the required fields.
 *
 * The defaults are those of a Stream app set up with `npm run stream:configure`, which is what
 * this server stands in for: users lack `update-user-owner` (their name and picture are the
 * profile's, written by the server), and guest user creation is off (Parley's guests are
 * Supabase anonymous users).
 */
import type { ChatApp } from '../app.ts';
import type { RequestContext } from '../context.ts';
import { objectField } from '../json-fields.ts';
import { isObject } from '../json.ts';
import { inputError, notAllowed } from '../errors.ts';
import type { Json } from '../json.ts';
import type { AppSettingsRecord, UploadConfig } from '../store/records.ts';
import { closeRevokedSockets } from '../token-revocation.ts';
import { webhookPatch, webhookSettingsJson } from '../webhooks/hook-settings.ts';

const SIZE_LIMIT = 104_857_600;

function defaultConfig(image: boolean): UploadConfig {
  return {
    allowed_file_extensions: [],
    blocked_file_extensions: [],
    allowed_mime_types: image ? ['image/*'] : [],
    blocked_mime_types: [],
    size_limit: SIZE_LIMIT,
  };
}

const STAFF_GRANTS = [
  'flag-user',
  'mute-user',
  'read-flag-reports',
  'search-user',
  'update-flag-report',
  'update-user-owner',
];
const MEMBER_GRANTS = ['flag-user', 'mute-user', 'search-user'];

/** Hosted Stream's `.app` grants, less what stream:configure takes away (update-user-owner). */
export const DEFAULT_APP_GRANTS: Readonly<Record<string, readonly string[]>> = {
  admin: STAFF_GRANTS,
  moderator: STAFF_GRANTS,
  user: MEMBER_GRANTS,
  guest: MEMBER_GRANTS,
  anonymous: [],
};

export function appSettings(app: ChatApp): AppSettingsRecord {
  return (
    app.state.get('settings', 'app') ?? {
      file_upload_config: defaultConfig(false),
      image_upload_config: defaultConfig(true),
    }
  );
}

/** Whether `role` holds a permission of the `.app` scope. */
export function appGrants(app: ChatApp, role: string, permission: string): boolean {
  const grants = appSettings(app).grants?.[role] ?? DEFAULT_APP_GRANTS[role] ?? [];
  return grants.includes(permission);
}

export function guestCreationEnabled(app: ChatApp): boolean {
  return appSettings(app).guest_user_creation_disabled === false;
}

/**
 * `GET /app`. The spec's AppResponseFields requires `id`, `name`, `placement`,
 * `async_url_enrich_enabled` and `auto_translation_enabled`. Hosted's id is the app's number and
 * placement its region; this server is one app in no region. Links are enriched as the message
 * is sent (handlers/og.ts), and nothing is translated automatically. A user token gets only the
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

export function revocationTime(value: unknown): string {
  const at = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    throw inputError('revoke_tokens_issued_before must be a date-time');
  return at.toISOString();
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
