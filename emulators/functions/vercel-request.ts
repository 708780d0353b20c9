/**
 * Node's IncomingMessage dressed as @vercel/node's VercelRequest: `query` (repeated keys become
 * arrays), `cookies` and `body` (parsed by content type) are lazy, settable properties exactly
 * as Vercel defines them, so a handler that never reads the body never pays for parsing it.
 */
import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { PassThrough } from 'node:stream';
import type { VercelRequest, VercelRequestCookies, VercelRequestQuery } from '@vercel/node';

/** Vercel answers 400 "Invalid JSON" when a handler reads a JSON body that does not parse. */
export class InvalidJsonError extends Error {}

function lazy(target: object, name: string, compute: () => unknown): void {
  Object.defineProperty(target, name, {
    configurable: true,
    enumerable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, name, {
        configurable: true,
        enumerable: true,
        writable: true,
        value,
      });
      return value;
    },
    set(value: unknown) {
      Object.defineProperty(target, name, {
        configurable: true,
        enumerable: true,
        writable: true,
        value,
      });
    },
  });
}

function parseQuery(url: string | undefined): VercelRequestQuery {
  const query: VercelRequestQuery = {};
  new URL(url ?? '/', 'http://localhost').searchParams.forEach((value, key) => {
    const existing = query[key];
    query[key] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  });
  return query;
}

function parseCookies(header: string | undefined): VercelRequestCookies {
  const cookies: VercelRequestCookies = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!name || name in cookies) continue;
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

function parseBody(body: Buffer, contentType: string | undefined): unknown {
  const type = (contentType ?? 'text/plain').split(';')[0]?.trim().toLowerCase();
  switch (type) {
    case 'application/json': {
      const text = body.toString('utf8');
      try {
        return text ? JSON.parse(text) : {};
      } catch {
        throw new InvalidJsonError('Invalid JSON');
      }
    }
    case 'application/octet-stream':
      return body;
    case 'application/x-www-form-urlencoded':
      return parseQueryString(body.toString('utf8'));
    case 'text/plain':
      return body.toString('utf8');
    default:
      return undefined;
  }
}

/**
 * Vercel's runtime reads the body before the handler runs and then replays the same bytes to
 * `data` and `end` listeners (its `restoreBody`), so a function that must see the exact bytes
 * (a webhook checking a signature) can still read the request as a stream; the same here.
 */
function replayBody(req: IncomingMessage, body: Buffer): void {
  const replay = new PassThrough();
  const on = req.on.bind(req);
  req.read = replay.read.bind(replay);
  req.on = req.addListener = ((name: string, listener: (...args: unknown[]) => void) => {
    if (name === 'data' || name === 'end') replay.on(name, listener);
    else on(name, listener);
    return req;
  }) as IncomingMessage['on'];
  replay.end(body);
}

/** `body` is the request's bytes, already read (empty when the request sent no content type). */
export function toVercelRequest(req: IncomingMessage, body: Buffer): VercelRequest {
  replayBody(req, body);
  lazy(req, 'query', () => parseQuery(req.url));
  lazy(req, 'cookies', () => parseCookies(req.headers.cookie));
  lazy(req, 'body', () => parseBody(body, req.headers['content-type']));
  return req as VercelRequest;
}
