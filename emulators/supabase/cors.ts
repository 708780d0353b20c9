/**
 * CORS for every Supabase path: the PWA calls the backend from another origin, and supabase-js
 * must read `content-range` (counts) and `x-supabase-api-version` (auth error codes). Only the
 * origins allowed-origins.ts names are answered; a request from any other is refused, preflight
 * or not, before it reaches a service.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../shared/http.ts';
import type { OriginCheck } from './allowed-origins.ts';

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'x-supabase-api-version',
  'content-type',
  'prefer',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-retry-count',
  'range',
  'range-unit',
  'accept',
].join(', ');

const EXPOSED_HEADERS = [
  'content-range',
  'x-supabase-api-version',
  'content-profile',
  'content-location',
  'location',
  'range-unit',
  'preference-applied',
  'content-length',
  'etag',
].join(', ');

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Sets CORS headers for an allowed origin; answers a preflight, or a request from an origin it
 * does not allow (403, no CORS headers), itself and returns true when it did.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowsOrigin: OriginCheck,
): boolean {
  const origin = req.headers.origin;
  res.setHeader('vary', 'Origin');
  if (origin !== undefined && !allowsOrigin(origin)) {
    sendJson(res, 403, {
      message: 'This local server answers web pages of the app and of this machine only.',
    });
    return true;
  }
  if (origin !== undefined) res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  if (req.method !== 'OPTIONS') return false;
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'access-control-allow-methods': METHODS,
    'access-control-allow-headers': requested
      ? `${ALLOWED_HEADERS}, ${requested}`
      : ALLOWED_HEADERS,
    'access-control-max-age': '86400',
    'content-length': '0',
  });
  res.end();
  return true;
}
