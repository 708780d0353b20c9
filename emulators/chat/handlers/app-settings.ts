/** `GET /app` and `PATCH /app`: the app settings this server keeps (the upload rules). */
import type { ChatApp } from '../app.ts';
import { objectField, type RequestContext } from '../context.ts';
import { inputError, notAllowed } from '../errors.ts';
import type { Json } from '../shapes.ts';
import type { AppSettingsRecord, UploadConfig } from '../store/records.ts';

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

export function appSettings(app: ChatApp): AppSettingsRecord {
  return (
    app.state.get('settings', 'app') ?? {
      file_upload_config: defaultConfig(false),
      image_upload_config: defaultConfig(true),
    }
  );
}

export function getApp(ctx: RequestContext): Json {
  const settings = appSettings(ctx.app);
  return {
    app: {
      name: 'parley-embedded',
      organization: 'parley',
      disable_auth_checks: false,
      disable_permissions_checks: false,
      multi_tenant_enabled: false,
      file_upload_config: settings.file_upload_config,
      image_upload_config: settings.image_upload_config,
      channel_configs: {},
    },
  };
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
  ctx.app.state.put('settings', 'app', {
    file_upload_config: mergeConfig(
      current.file_upload_config,
      objectField(ctx.body, 'file_upload_config'),
    ),
    image_upload_config: mergeConfig(
      current.image_upload_config,
      objectField(ctx.body, 'image_upload_config'),
    ),
  });
  return {};
}
