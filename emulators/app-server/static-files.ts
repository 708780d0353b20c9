/**
 * The build folder as the app server serves it: files read once and kept with their ETag and
 * compressed forms (computed on first request, so start-up stays fast), re-read when the file
 * changes on disk (a rebuild while the stack runs). Paths never escape the folder.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeFor, isCompressible } from './content-types.ts';

export interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

interface Entry {
  mtimeMs: number;
  size: number;
  file: StaticFile;
}

/** Small bodies gain nothing from compression and lose a round of CPU. */
const MIN_COMPRESS_BYTES = 1024;

export type Transform = (relativePath: string, body: Buffer) => Buffer;

export class StaticFiles {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly root: string,
    private readonly transform: Transform = (_path, body) => body,
  ) {}

  /** The file a URL path names (`/` is index.html), or undefined for anything not a file. */
  async lookup(urlPath: string): Promise<StaticFile | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const relative = path.posix.normalize(decoded === '/' ? '/index.html' : decoded).slice(1);
    if (relative.split('/').some((segment) => segment.startsWith('.'))) return undefined;
    const absolute = path.join(this.root, relative);
    if (!absolute.startsWith(this.root + path.sep)) return undefined;
    let info;
    try {
      info = await stat(absolute);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = this.cache.get(relative);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.file;
    const body = this.transform(relative, await readFile(absolute));
    const type = contentTypeFor(relative);
    const file: StaticFile = {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      compressible: isCompressible(type) && body.length >= MIN_COMPRESS_BYTES,
      encoded: {},
    };
    this.cache.set(relative, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  }
}

/** The encoding to send given Accept-Encoding, preferring brotli. */
export function chooseEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | undefined {
  if (!file.compressible || !acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function encodedBody(file: StaticFile, encoding: 'br' | 'gzip'): Buffer {
  file.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(file.body, { level: 6 });
  return file.encoded[encoding];
}
