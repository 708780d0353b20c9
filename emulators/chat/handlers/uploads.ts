/**
 * Uploads: multipart `file` to /channels/{type}/{id}/image|file (for a channel's attachments) or
 * to /uploads/image|file (UploadImage and UploadFile in Stream's client-side spec: not tied to a
 * channel, for any signed-in user), stored in the data folder and served back from /uploads/,
 * checked against the app's upload rules (app-settings.ts). A standalone upload is deleted by its
 * uploader (or a server-side call); a channel's also by whoever may delete any message there.
 */
import { randomUUID } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { ChatApp } from '../app.ts';
import { channelFor } from '../channel-view.ts';
import { type RequestContext } from '../context.ts';
import { isObject } from '../json.ts';
import { inputError, notAllowed, notFound, toBody } from '../errors.ts';
import { parseMultipart } from '../multipart.ts';
import { requireCapability } from '../permissions.ts';
import type { Json } from '../json.ts';
import type { UploadConfig } from '../store/records.ts';
import { appSettings } from './app-settings.ts';
import { sendJson } from '../../shared/http.ts';

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

/** Whether the user may upload: in a channel, or anywhere (the standalone endpoints). */
type UploadGate = (ctx: RequestContext, userId: string) => void;

const inChannel: UploadGate = (ctx, userId) => {
  const { channel, member } = channelFor(ctx, userId);
  requireCapability({ ...ctx.actor, userId }, channel, member, 'upload-file', 'UploadAttachment');
};

const signedIn: UploadGate = (ctx, userId) => {
  if (!userId) throw inputError('user is a required field when using server side auth');
  if (ctx.caller.kind === 'anonymous') throw notAllowed('anonymous users cannot upload files');
};

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
    gate(ctx, userId);
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
    const stored = `${randomUUID()}-${filename}`;
    writeFileSync(path.join(app.uploadsDir, stored), file.data);
    writeFileSync(path.join(app.uploadsDir, `${stored}.type`), mime);
    writeFileSync(path.join(app.uploadsDir, `${stored}.owner`), userId);
    const url = `${app.baseUrl()}/uploads/${encodeURIComponent(stored)}`;
    return kind === 'image' ? { file: url, thumb_url: url } : { file: url };
  };
}

/** `POST /channels/{type}/{id}/image|file`. */
export const upload = (kind: 'image' | 'file') => store(kind, inChannel);
/** `POST /uploads/image|file`. */
export const uploadStandalone = (kind: 'image' | 'file') => store(kind, signedIn);

const SIDECAR = /\.(type|owner)$/;

/** The stored file an upload URL names, or undefined for a malformed or foreign name. */
function storedFile(app: ChatApp, encoded: string): string | undefined {
  let name: string;
  try {
    name = path.basename(decodeURIComponent(encoded));
  } catch {
    return undefined;
  }
  if (!name || SIDECAR.test(name)) return undefined;
  return path.join(app.uploadsDir, name);
}

/**
 * `DELETE /channels/{type}/{id}/image|file?url=`: by the uploader, or by whoever may delete any
 * message in the channel (moderators, admins, the server).
 */
export function deleteUpload(ctx: RequestContext): Json {
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'upload-file', 'DeleteAttachment');
  removeStored(ctx, (owner) => {
    if (owner !== ctx.actor.userId) {
      requireCapability(ctx.actor, channel, member, 'delete-any-message', 'DeleteAttachment');
    }
  });
  return {};
}

/** `DELETE /uploads/image|file?url=`: by its uploader, or a server-side call. */
export function deleteStandalone(ctx: RequestContext): Json {
  removeStored(ctx, (owner) => {
    if (ctx.caller.kind !== 'server' && owner !== ctx.actor.userId) {
      throw notAllowed('only the uploader can delete this file');
    }
  });
  return {};
}

/** Removes the upload `?url=` names, once `allowed` passes for its uploader. */
function removeStored(ctx: RequestContext, allowed: (owner: string | undefined) => void): void {
  const url = ctx.query.get('url') ?? '';
  const file = storedFile(ctx.app, url.split('/uploads/')[1] ?? '');
  if (!file || !existsSync(file)) throw notFound(`file ${url} not found`);
  const owner = existsSync(`${file}.owner`) ? readFileSync(`${file}.owner`, 'utf8') : undefined;
  allowed(owner);
  for (const part of [file, `${file}.type`, `${file}.owner`])
    if (existsSync(part)) unlinkSync(part);
}

/** Raster images browsers show inline without running anything; everything else downloads. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

export function serveUpload(
  app: ChatApp,
  name: string,
  res: ServerResponse,
  headers: Record<string, string>,
): void {
  const file = storedFile(app, name);
  if (!file || !existsSync(file)) {
    const status = file ? 404 : 400;
    const error = file ? notFound('file not found') : inputError('malformed upload path');
    sendJson(res, status, toBody(error, 'GetFile', performance.now()), headers);
    return;
  }
  const typeFile = `${file}.type`;
  const type = existsSync(typeFile)
    ? readFileSync(typeFile, 'utf8').trim()
    : 'application/octet-stream';
  const inline = INLINE_TYPES.has(type);
  res.writeHead(200, {
    ...headers,
    'content-type': type,
    'content-length': statSync(file).size,
    'cache-control': 'public, max-age=31536000, immutable',
    // What a member uploaded never runs as a page on this origin: not sniffed, sandboxed, and
    // anything but a plain image is a download.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': inline ? 'inline' : `attachment; filename="${path.basename(file)}"`,
  });
  createReadStream(file).pipe(res);
}
