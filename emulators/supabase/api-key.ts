/**
 * The hosted gateway's key check: every auth, Data API and storage request names the project by
 * its API key, in the `apikey` header or query parameter, or gets 401 before reaching the
 * service. Left open, as there: the links people follow from mail (`/auth/v1/verify`) and other
 * browser redirects, the JWKS that verifiers fetch, and public and signed storage URLs, which
 * pages load as plain `<img src>`. The value is not checked against the keys (FIDELITY.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestUrl, sendJson } from '../shared/http.ts';

const GUARDED = ['/auth/v1', '/rest/v1', '/storage/v1'];

const OPEN = [
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/jwks.json',
];

const OPEN_TO_READS = ['/storage/v1/object/public', '/storage/v1/object/sign'];

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

function needsApiKey(method: string, pathname: string): boolean {
  const within = (prefixes: string[]) => prefixes.some((prefix) => under(pathname, prefix));
  if (!within(GUARDED) || within(OPEN)) return false;
  return !((method === 'GET' || method === 'HEAD') && within(OPEN_TO_READS));
}

/** Answers 401 in the gateway's words when the request needs a key and has none. */
export function refuseWithoutApiKey(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): boolean {
  if (!needsApiKey(req.method ?? 'GET', pathname)) return false;
  if (req.headers.apikey || requestUrl(req).searchParams.get('apikey')) return false;
  sendJson(
    res,
    401,
    {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    },
    { 'sb-error-code': 'UNAUTHORIZED_MISSING_API_KEY' },
  );
  return true;
}
