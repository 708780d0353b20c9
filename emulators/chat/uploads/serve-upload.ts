/**
 * `GET /uploads/{name}?Key-Pair-Id&Policy&Signature`: an upload served back, through a link that
 * is signed and not expired (signed-links.ts), else 403 as hosted's CDN refuses one. What a
 * member uploaded never runs as a page on this origin: not sniffed, sandboxed, and anything but
 * a plain image is a download.
 */
import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from '../../shared/http.ts';
import type { ChatApp } from '../app.ts';
import { inputError, notFound, toBody } from '../http/errors.ts';
import { linkExpiry } from './signed-links.ts';
import { byteRange } from './byte-range.ts';

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
  query: URLSearchParams,
  res: ServerResponse,
  headers: Record<string, string>,
  range?: string,
): void {
  const file = app.uploads.locate(name);
  const upload = file ? app.uploads.read(file) : undefined;
  if (!upload) {
    const status = file ? 404 : 400;
    const error = file ? notFound('file not found') : inputError('malformed upload path');
    sendJson(res, status, toBody(error, 'GetFile', performance.now()), headers);
    return;
  }
  const expiry = linkExpiry(app, path.basename(upload.file), query);
  if (expiry === undefined || expiry <= app.now()) {
    res.writeHead(403, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    res.end(
      expiry === undefined ? 'Access denied: not a signed link' : 'Access denied: the link expired',
    );
    return;
  }
  const { type } = upload;
  const inline = INLINE_TYPES.has(type);
  const size = statSync(upload.file).size;
  const served = {
    ...headers,
    'content-type': type,
    'cache-control': 'public, max-age=31536000, immutable',
    // Media players ask for parts (Safari's plays nothing without), as hosted's CDN serves them.
    'accept-ranges': 'bytes',
    // What a member uploaded never runs as a page on this origin: not sniffed, sandboxed, and
    // anything but a plain image is a download.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': inline
      ? 'inline'
      : `attachment; filename="${path.basename(upload.file)}"`,
  };
  const part = byteRange(range, size);
  if (part.kind === 'unsatisfiable') {
    res.writeHead(416, { ...served, 'content-range': `bytes */${size}`, 'content-length': 0 });
    res.end();
    return;
  }
  if (part.kind === 'part') {
    res.writeHead(206, {
      ...served,
      'content-range': `bytes ${part.start}-${part.end}/${size}`,
      'content-length': part.end - part.start + 1,
    });
    createReadStream(upload.file, { start: part.start, end: part.end }).pipe(res);
    return;
  }
  res.writeHead(200, { ...served, 'content-length': size });
  createReadStream(upload.file).pipe(res);
}
