/**
 * A loopback proxy in front of a hosted chat app that puts one test file's calls in its own id
 * namespace (id-namespace.ts): REST calls and the websocket pass through with the ids the test
 * wrote made unique on the way out and restored on the way back. The official clients talk to it
 * as to the service itself (`setBaseURL`), so they run unchanged; hand-made calls to its URL go
 * the same way. User tokens are signed again for the namespaced user with the app's secret; a
 * token whose signature does not check out (a forged one a test sends) passes untouched.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import type { IdNamespace } from './id-namespace.ts';

export interface NamespaceProxy {
  url: string;
  close(): Promise<void>;
}

interface ProxyOptions {
  /** The service's base URL (https://chat.stream-io-api.com, or another chat server's). */
  upstream: string;
  apiSecret: string;
  namespace: IdNamespace;
}

/** Query parameters that carry credentials or client names, never ids. */
const NOT_ID_PARAMS = new Set(['api_key', 'stream-auth-type', 'X-Stream-Client', 'type']);
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
  'upgrade',
  'expect',
  'accept-encoding',
]);

export async function startNamespaceProxy(options: ProxyOptions): Promise<NamespaceProxy> {
  const translate = new Translator(options.namespace, options.apiSecret);
  const upstream = options.upstream.replace(/\/+$/, '');
  const sockets = new WebSocketServer({ noServer: true });
  const server = createServer((req, res) => {
    forwardRequest(translate, upstream, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: -1,
          StatusCode: 502,
          message: `conformance proxy: ${upstream} did not answer: ${String(error)}`,
        }),
      );
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    forwardSocket(translate, upstream, sockets, req, socket, head),
  );
  // stream-chat moves a websocket aimed at :3030 to :8800, so the proxy may never listen there.
  let port = 3030;
  while (port === 3030) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    if (port === 3030) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

class Translator {
  constructor(
    readonly namespace: IdNamespace,
    private readonly secret: string,
  ) {}

  /** The path with the ids in their places translated: a channel's (claimed), a message's, a user's. */
  path(pathname: string): string {
    const raw = pathname.split('/');
    const segments = raw.map(decodeSegment);
    const ns = this.namespace;
    const at = (i: number) => segments[i];
    // Only a translated segment is encoded again: the rest go as sent, malformed ones included.
    const swap = (i: number) => {
      const segment = at(i);
      const remote = segment ? ns.toRemote(segment) : segment;
      if (remote !== segment) raw[i] = encodeURIComponent(remote as string);
    };
    if (at(1) === 'channels' && at(3) && !(segments.length === 4 && at(3) === 'query')) {
      ns.claim(at(3) as string, 'channel', at(2));
      swap(3);
      if (at(4) === 'member') swap(5);
    }
    if (at(1) === 'messages' || at(1) === 'threads' || at(1) === 'users') swap(2);
    return raw.join('/');
  }

  query(params: URLSearchParams): string {
    const out = new URLSearchParams();
    for (const [name, value] of params) {
      if (name === 'payload' || name === 'json') out.append(name, this.jsonText(value));
      else if (name === 'authorization') out.append(name, this.token(value));
      else out.append(name, NOT_ID_PARAMS.has(name) ? value : this.namespace.toRemote(value));
    }
    const text = out.toString();
    return text ? `?${text}` : '';
  }

  /** JSON text with its ids translated; anything else (a malformed body a test sends) as it is. */
  jsonText(text: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return text;
    }
    return JSON.stringify(this.namespace.outbound(parsed));
  }

  /**
   * Claims the ids a request makes new: the id a test gives a message it sends, a device's id
   * (unique across the app, so another run's test would move it). Only there: the same field
   * in an update names a message the service may have named.
   */
  claimNew(method: string | undefined, pathname: string, text: string): void {
    const segments = pathname.split('/');
    const sends = segments[1] === 'channels' && segments[4] === 'message' && !segments[5];
    const adds = segments[1] === 'devices' && !segments[2];
    if (method !== 'POST' || !(sends || adds)) return;
    try {
      const body = JSON.parse(text) as { id?: unknown; message?: { id?: unknown } };
      const id = sends ? body.message?.id : body.id;
      if (typeof id === 'string') this.namespace.claim(id, 'other');
    } catch {
      // Not JSON: nothing to claim.
    }
  }

  inboundText(text: string): string {
    try {
      return JSON.stringify(this.namespace.inbound(JSON.parse(text)));
    } catch {
      return text;
    }
  }

  /** A user token signed again for the namespaced user, when the app's secret signed it. */
  token(raw: string): string {
    const bearer = raw.startsWith('Bearer ') ? 'Bearer ' : '';
    const token = raw.slice(bearer.length);
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || signature === undefined || token.split('.').length !== 3) return raw;
    let claims: Record<string, unknown>;
    try {
      const alg = (JSON.parse(base64urlText(header)) as { alg?: unknown }).alg;
      claims = JSON.parse(base64urlText(payload)) as Record<string, unknown>;
      if (alg !== 'HS256') return raw;
    } catch {
      return raw;
    }
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return raw;
    if (typeof claims.user_id !== 'string') return raw;
    this.namespace.claim(claims.user_id, 'user');
    const userId = this.namespace.toRemote(claims.user_id);
    if (userId === claims.user_id) return raw;
    const body = Buffer.from(JSON.stringify({ ...claims, user_id: userId })).toString('base64url');
    return `${bearer}${header}.${body}.${this.sign(`${header}.${body}`)}`;
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const base64urlText = (part: string) => Buffer.from(part, 'base64url').toString('utf8');

async function forwardRequest(
  translate: Translator,
  upstream: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const url = new URL(req.url ?? '/', 'http://proxy');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    headers.set(name, name === 'authorization' ? translate.token(text) : text);
  }
  const json = (req.headers['content-type'] ?? '').includes('json');
  const hasBody = raw.length > 0 && req.method !== 'GET' && req.method !== 'HEAD';
  if (hasBody && json) translate.claimNew(req.method, url.pathname, raw.toString('utf8'));
  const response = await fetch(
    `${upstream}${translate.path(url.pathname)}${translate.query(url.searchParams)}`,
    {
      method: req.method,
      headers,
      body: hasBody ? (json ? translate.jsonText(raw.toString('utf8')) : raw) : undefined,
      redirect: 'manual',
    },
  );
  const body = Buffer.from(await response.arrayBuffer());
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
  });
  const jsonAnswer = (response.headers.get('content-type') ?? '').includes('json');
  res.writeHead(response.status, answerHeaders);
  res.end(jsonAnswer ? translate.inboundText(body.toString('utf8')) : body);
}

/** WebSocket close codes one may send (1005, 1006 and 1015 only describe a closing). */
const sendableCode = (code: number) =>
  code >= 1000 && code < 5000 && ![1004, 1005, 1006, 1015].includes(code) ? code : 1000;

/**
 * Opens the socket upstream first and accepts the client's only when that one opens, so a
 * refused upgrade reaches the client as the same HTTP answer; frames are then relayed both ways.
 */
function forwardSocket(
  translate: Translator,
  upstream: string,
  sockets: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  const url = new URL(req.url ?? '/', 'http://proxy');
  const target = `${upstream.replace(/^http/, 'ws')}${url.pathname}${translate.query(url.searchParams)}`;
  const far = new WebSocket(target, {
    headers: req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {},
  });
  const pending: string[] = [];
  let near: WebSocket | undefined;
  let farClosed: { code: number; reason: Buffer } | undefined;
  const text = (data: RawData) =>
    Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data).toString('utf8');
  far.on('message', (data) => {
    const frame = translate.inboundText(text(data));
    if (near) near.send(frame);
    else pending.push(frame);
  });
  far.on('close', (code, reason) => {
    if (near) near.close(sendableCode(code), reason);
    else farClosed = { code, reason };
  });
  far.on('error', () => {
    if (!near) socket.destroy();
  });
  socket.once('close', () => {
    if (!near) far.terminate();
  });
  far.on('unexpected-response', (_request, answer) => {
    const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage ?? ''}`];
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && name !== 'connection') lines.push(`${name}: ${String(value)}`);
    socket.write(`${lines.join('\r\n')}\r\nconnection: close\r\n\r\n`);
    answer.pipe(socket);
  });
  far.on('open', () => {
    sockets.handleUpgrade(req, socket, head, (client) => {
      near = client;
      for (const frame of pending.splice(0)) client.send(frame);
      if (farClosed) client.close(sendableCode(farClosed.code), farClosed.reason);
      client.on('message', (data) => {
        if (far.readyState === WebSocket.OPEN) far.send(translate.jsonText(text(data)));
      });
      client.on('close', (code, reason) => far.close(sendableCode(code), reason));
      client.on('error', () => far.terminate());
    });
  });
}
