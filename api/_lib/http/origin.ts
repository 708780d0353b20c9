/**
 * Who may call a function from a browser. Same-origin callers always may; other origins only
 * when ALLOWED_ORIGINS lists them (preview deploys calling a shared backend). Requests without
 * an Origin header come from non-browser clients or same-origin navigations and pass.
 */
import type { IncomingHttpHeaders } from 'node:http';

export type OriginVerdict =
  { kind: 'same-or-none' } | { kind: 'cross-allowed'; origin: string } | { kind: 'refused' };

export function judgeOrigin(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly RegExp[],
): OriginVerdict {
  const origin = headers.origin;
  if (origin === undefined) return { kind: 'same-or-none' };
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return { kind: 'refused' };
  }
  if (host !== '' && host === headers.host) return { kind: 'same-or-none' };
  const normalized = origin.toLowerCase();
  return allowedOrigins.some((pattern) => pattern.test(normalized))
    ? { kind: 'cross-allowed', origin }
    : { kind: 'refused' };
}
