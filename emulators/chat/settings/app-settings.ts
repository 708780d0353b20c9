/**
 * The app settings this server keeps, as every part of it reads them: the upload rules, the `.app`
 * scope grants, whether guests may be created, an app-wide token revocation time and the push
 * webhooks (webhooks/hook-settings.ts). `GET` and `PATCH /app` (handlers/settings/app-settings.ts)
 * answer and change them.
 *
 * The defaults are those of a Stream app set up with `npm run stream:configure`, which is what
 * this server stands in for: users lack `update-user-owner` (their name and picture are the
 * profile's, written by the server), and guest user creation is off (Parley's guests are
 * Supabase anonymous users). They keep hosted's `search-user`, which the conformance suite's
 * user searches meet on hosted too; the stack's start takes it away as stream:configure does.
 */
import type { ChatApp } from '../app.ts';
import { inputError } from '../http/errors.ts';
import type { AppSettingsRecord, UploadConfig } from '../store/records.ts';

export const SIZE_LIMIT = 104_857_600;

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

/** Hosted Stream's `.app` grants, less update-user-owner (stream:configure takes search-user too). */
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

export function revocationTime(value: unknown): string {
  const at = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    throw inputError('revoke_tokens_issued_before must be a date-time');
  return at.toISOString();
}
