/**
 * Node's ServerResponse dressed as @vercel/node's VercelResponse: `status()` chains, `send()`
 * picks a content type from what it is given (string → text/html, Buffer → octet-stream,
 * anything else → JSON), `json()` and `redirect()` (307 by default), as Vercel's helpers do.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VercelResponse } from '@vercel/node';

function withCharset(type: string): string {
  return /;\s*charset=/i.test(type)
    ? type.replace(/charset=[^;]*/i, 'charset=utf-8')
    : `${type}; charset=utf-8`;
}

export function toVercelResponse(req: IncomingMessage, raw: ServerResponse): VercelResponse {
  const res = raw as VercelResponse;

  const send = (body: unknown): VercelResponse => {
    let chunk: string | Buffer;
    if (body === null || body === undefined) chunk = '';
    else if (Buffer.isBuffer(body)) {
      if (!res.getHeader('content-type')) res.setHeader('content-type', 'application/octet-stream');
      chunk = body;
    } else if (typeof body === 'string') {
      const type = res.getHeader('content-type');
      res.setHeader('content-type', withCharset(typeof type === 'string' ? type : 'text/html'));
      chunk = body;
    } else if (typeof body === 'object' || typeof body === 'number' || typeof body === 'boolean') {
      return json(body);
    } else {
      throw new TypeError(
        '`body` is not a valid string, object, boolean, number, Stream, or Buffer',
      );
    }
    if (res.statusCode === 204 || res.statusCode === 304) {
      res.removeHeader('content-type');
      res.removeHeader('content-length');
      chunk = '';
    } else {
      res.setHeader('content-length', Buffer.byteLength(chunk));
    }
    res.end(req.method === 'HEAD' ? undefined : chunk);
    return res;
  };

  const json = (body: unknown): VercelResponse => {
    if (!res.getHeader('content-type'))
      res.setHeader('content-type', 'application/json; charset=utf-8');
    return send(JSON.stringify(body));
  };

  res.status = (statusCode: number) => {
    res.statusCode = statusCode;
    return res;
  };
  res.send = send;
  res.json = json;
  res.redirect = (statusOrUrl: string | number, url?: string) => {
    const [code, location] =
      typeof statusOrUrl === 'string' ? [307, statusOrUrl] : [statusOrUrl, url];
    if (typeof location !== 'string') {
      throw new Error(
        'Invalid redirect arguments: use res.redirect(url) or res.redirect(status, url)',
      );
    }
    res.writeHead(code, { Location: location }).end();
    return res;
  };
  return res;
}
