/**
 * The webhook's exact bytes, which the signature covers. Vercel reads the body before the
 * handler and replays it to `data`/`end` listeners, so the bytes are read here rather than
 * re-serialised from the parsed `req.body` (any difference in spacing would break the check).
 */
import type { IncomingMessage } from 'node:http';

export type RawBody = { kind: 'read'; bytes: Buffer } | { kind: 'too-large' };

export function readRawBody(req: IncomingMessage, limit: number): Promise<RawBody> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer | string) => {
      if (over) return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) {
        over = true;
        resolve({ kind: 'too-large' });
        return;
      }
      chunks.push(bytes);
    });
    req.on('end', () => {
      if (!over) resolve({ kind: 'read', bytes: Buffer.concat(chunks) });
    });
    req.on('error', reject);
  });
}
