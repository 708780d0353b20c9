/**
 * Uploads: multipart `file` to /channels/{type}/{id}/image|file (for a channel's attachments) or
 * to /uploads/image|file (UploadImage and UploadFile in Stream's client-side spec: not tied to a
 * channel, for any signed-in user), kept by the upload store (upload-store.ts) and served back
 * from /uploads/, checked against the app's upload rules (app-settings.ts) and each user's quota.
 * Any upload may be deleted through /uploads/ by its uploader (or a server-side call); a
 * channel's also through its own channel's route, by whoever may delete any message there.
 */
import path from 'node:path';
import { channelFor } from '../../channels/channel-view.ts';
import { type RequestContext } from '../../http/context.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notAllowed, notFound, quotaExceeded } from '../../http/errors.ts';
import { parseMultipart } from '../../http/multipart.ts';
import { requireCapability } from '../../auth/permissions.ts';
import { requireFeature } from '../../channels/features.ts';
import type { Json } from '../../http/json.ts';
import type { UploadConfig } from '../../store/records.ts';
import type { StoredUpload } from '../../uploads/upload-store.ts';
import { appSettings } from '../../settings/app-settings.ts';
import { signedLink } from '../../uploads/signed-links.ts';

function mimeMatches(pattern: string, mime: string): boolean {
  if (pattern.endsWith('/*')) return mime.startsWith(pattern.slice(0, -1));
  return pattern.toLowerCase() === mime;
}

function checkAgainst(config: UploadConfig, filename: string, mime: string, size: number): void {
  const ext = path.extname(filename).toLowerCase();
  const normalise = (e: string): string => (e.startsWith('.') ? e : `.${e}`).toLowerCase();
  if (size > config.size_limit)
    throw inputError(`File size ${size} bytes exceeds the limit of ${config.size_limit} bytes`);
  if (config.blocked_file_extensions.map(normalise).includes(ext))
    throw inputError(`File extension ${ext} is not supported`);
  if (
    config.allowed_file_extensions.length > 0 &&
    !config.allowed_file_extensions.map(normalise).includes(ext)
  )
    throw inputError(`File extension ${ext} is not supported`);
  if (config.blocked_mime_types.some((p) => mimeMatches(p, mime)))
    throw inputError(`File type ${mime} is not supported`);
  if (
    config.allowed_mime_types.length > 0 &&
    !config.allowed_mime_types.some((p) => mimeMatches(p, mime))
  )
    throw inputError(`File type ${mime} is not supported`);
}

const SAFE_NAME = /[^a-zA-Z0-9._-]+/g;

/**
 * Whether the user may upload: in a channel (answering its cid, which the upload keeps), or
 * anywhere (the standalone endpoints, answering none).
 */
type UploadGate = (ctx: RequestContext, userId: string) => string | undefined;

const inChannel: UploadGate = (ctx, userId) => {
  const { channel, member } = channelFor(ctx, userId);
  requireFeature(ctx.app, channel, 'uploads');
  requireCapability({ ...ctx.actor, userId }, channel, member, 'upload-file', 'UploadAttachment');
  return channel.cid;
};

const signedIn: UploadGate = (ctx, userId) => {
  if (!userId) throw inputError('user is a required field when using server side auth');
  if (ctx.caller.kind === 'anonymous') throw notAllowed('anonymous users cannot upload files');
  return undefined;
};

/** A user's uploads past the quota are refused; server-side calls are the app's own. */
function requireRoom(ctx: RequestContext, userId: string, size: number): void {
  const { uploads } = ctx.app;
  if (ctx.caller.kind === 'server' || uploads.fits(userId, size)) return;
  throw quotaExceeded(
    `upload quota exceeded: user '${userId}' keeps ${uploads.usedBy(userId)} of ${String(uploads.quota)} bytes and this file has ${size}; delete earlier uploads first`,
  );
}

function uploader(ctx: RequestContext, parts: ReturnType<typeof parseMultipart>): string {
  const userPart = parts.find((p) => p.name === 'user');
  let named: unknown;
  if (userPart) {
    try {
      const user: unknown = JSON.parse(userPart.data.toString('utf8'));
      named = isObject(user) ? user.id : undefined;
    } catch {
      throw inputError('user part must be JSON');
    }
  }
  return ctx.caller.kind === 'server' ? String(named ?? '') : ctx.actor.userId;
}

function store(kind: 'image' | 'file', gate: UploadGate) {
  return (ctx: RequestContext): Json => {
    const { app } = ctx;
    const parts = parseMultipart(ctx.raw, ctx.req.headers['content-type']);
    const userId = uploader(ctx, parts);
    const cid = gate(ctx, userId);
    const file = parts.find((p) => p.name === 'file');
    if (!file) throw inputError('file is a required field');
    const filename = (file.filename ?? 'upload').replace(SAFE_NAME, '_').slice(-100) || 'upload';
    const mime = (file.contentType ?? 'application/octet-stream').toLowerCase();
    // An SVG image runs script when opened on the chat server's origin: never an image upload.
    if (kind === 'image' && (mime === 'image/svg+xml' || /\.svgz?$/i.test(filename)))
      throw inputError(`File type ${mime} is not supported for images`);
    const settings = appSettings(app);
    checkAgainst(
      kind === 'image' ? settings.image_upload_config : settings.file_upload_config,
      filename,
      mime,
      file.data.length,
    );
    requireRoom(ctx, userId, file.data.length);
    const stored = app.uploads.save(filename, file.data, { type: mime, owner: userId, cid });
    const url = signedLink(app, stored);
    return kind === 'image' ? { file: url, thumb_url: url } : { file: url };
  };
}

/** `POST /channels/{type}/{id}/image|file`. */
export const upload = (kind: 'image' | 'file') => store(kind, inChannel);
/** `POST /uploads/image|file`. */
export const uploadStandalone = (kind: 'image' | 'file') => store(kind, signedIn);

/**
 * `DELETE /channels/{type}/{id}/image|file?url=`: only an upload of that channel, by its
 * uploader or by whoever may delete any message there (moderators, admins, the server).
 */
export function deleteUpload(ctx: RequestContext): Json {
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'upload-file', 'DeleteAttachment');
  removeStored(ctx, (upload) => {
    if (upload.cid !== channel.cid)
      throw notAllowed(`the file was not uploaded to channel ${channel.cid}`);
    if (upload.owner !== ctx.actor.userId) {
      requireCapability(ctx.actor, channel, member, 'delete-any-message', 'DeleteAttachment');
    }
  });
  return {};
}

/** `DELETE /uploads/image|file?url=`: any upload, by its uploader or a server-side call. */
export function deleteStandalone(ctx: RequestContext): Json {
  removeStored(ctx, (upload) => {
    if (ctx.caller.kind !== 'server' && upload.owner !== ctx.actor.userId) {
      throw notAllowed('only the uploader can delete this file');
    }
  });
  return {};
}

/** Removes the upload `?url=` names, once `allowed` passes for it. */
function removeStored(ctx: RequestContext, allowed: (upload: StoredUpload) => void): void {
  const url = ctx.query.get('url') ?? '';
  // The link as the upload answered it, or as a later read signed it again.
  const pathname = URL.canParse(url) ? new URL(url).pathname : (url.split('?')[0] ?? '');
  const file = ctx.app.uploads.locate(pathname.split('/uploads/')[1] ?? '');
  const upload = file ? ctx.app.uploads.read(file) : undefined;
  if (!upload) throw notFound(`file ${url} not found`);
  allowed(upload);
  ctx.app.uploads.remove(upload);
}
