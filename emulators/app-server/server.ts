/**
 * The embedded stack's app server: the production build from `distDir` and the api/ functions
 * behind one origin, routed as Vercel routes a deployment: vercel.json headers on every
 * answer, then the filesystem (functions under /api/), then vercel.json rewrites, then 404.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Server as NetServer, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FUNCTION_ENV_VARS,
  VERCEL_SYSTEM_ENV_VARS,
} from '../../api/_lib/config/function-config.ts';
import { createFunctionsHost, type FunctionsHost } from '../functions/host.ts';
import { sendJson } from '../shared/http.ts';
import { listen, portOf } from '../shared/listen.ts';
import type { ServiceHandle } from '../shared/service-process.ts';
import { refuseForeignHosts } from '../shared/local-hosts.ts';
import type { AppServerInfo, AppServerOptions } from '../stack-types.ts';
import { localizeCsp } from './csp.ts';
import { configMetaTag, injectConfig } from './runtime-config.ts';
import { startDevFrontend } from './dev-frontend.ts';
import { isHiddenPath } from './hidden-paths.ts';
import { chooseEncoding, encodedBody, StaticFiles, type StaticFile } from './static-files.ts';
import { headersFor, loadVercelConfig, rewriteFor, type VercelConfig } from './vercel-config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppServerInternals {
  /** Where the functions live; tests point this at fixtures. */
  apiDir?: string;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  res.setHeader('content-type', file.type);
  res.setHeader('etag', file.etag);
  if (file.compressible) res.setHeader('vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = chooseEncoding(file, req.headers['accept-encoding']);
  const body = encoding ? encodedBody(file, encoding) : file.body;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404: NOT_FOUND\n');
}

/** Where pages and assets come from: the production build, or Vite in dev mode. */
interface Frontend {
  /** Answers with the file (or dev module) at this path; false if there is none. */
  serveExisting(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
  /** Answers with a rewrite destination; false if it does not exist either. */
  serveRewrite(req: IncomingMessage, res: ServerResponse, destination: string): Promise<boolean>;
  close(): Promise<void>;
}

function buildFrontend(distDir: string, metaTag: string): Frontend {
  const files = new StaticFiles(path.resolve(distDir), (relative, body) =>
    relative === 'index.html' ? Buffer.from(injectConfig(body.toString('utf8'), metaTag)) : body,
  );
  const serve = async (req: IncomingMessage, res: ServerResponse, urlPath: string) => {
    const file = await files.lookup(urlPath);
    if (file) sendFile(req, res, file);
    return file !== undefined;
  };
  return { serveExisting: serve, serveRewrite: serve, close: async () => {} };
}

async function devFrontend(httpServer: Server, metaTag: string): Promise<Frontend> {
  const vite = await startDevFrontend(repoRoot, httpServer, metaTag);
  return {
    async serveExisting(req, res, pathname) {
      if (isHiddenPath(pathname)) {
        notFound(res);
        return true;
      }
      return vite.serveAsset(req, res);
    },
    async serveRewrite(req, res, destination) {
      if (destination !== '/index.html') return false;
      await vite.serveHtml(req, res);
      return true;
    },
    close: () => vite.close(),
  };
}

function makeRouter(
  vercel: VercelConfig,
  frontend: Frontend,
  functions: FunctionsHost,
  csp: (value: string) => string,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = new URL(req.url ?? '/', 'http://app.invalid').pathname;
    for (const [name, value] of headersFor(vercel, pathname)) {
      res.setHeader(name, name === 'content-security-policy' ? csp(value) : value);
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (await functions.handle(req, res, pathname)) return;
      sendJson(res, 404, { error: 'NOT_FOUND', message: 'No function serves this path.' });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('405: METHOD_NOT_ALLOWED\n');
      return;
    }
    if (await frontend.serveExisting(req, res, pathname)) return;
    const destination = rewriteFor(vercel, pathname);
    if (destination && (await frontend.serveRewrite(req, res, destination))) return;
    notFound(res);
  };
}

/** Malformed requests and oversized headers never reach a handler: answer them in JSON too. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'header_too_large']
      : [400, 'Bad Request', 'bad_request'];
  const body = JSON.stringify({ error: code, message: reason });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function startAppServer(
  options: AppServerOptions,
  held?: NetServer,
  internals: AppServerInternals = {},
): Promise<ServiceHandle<AppServerInfo>> {
  const vercel = loadVercelConfig(path.join(repoRoot, 'vercel.json'));
  const localOrigins = {
    supabaseUrl: options.runtimeConfig.supabaseUrl,
    chatUrl: options.runtimeConfig.streamBaseUrl,
  };
  const csp = (value: string): string => localizeCsp(value, localOrigins);
  for (const rule of vercel.headers) {
    for (const header of rule.headers)
      if (header.key.toLowerCase() === 'content-security-policy') csp(header.value);
  }

  const metaTag = configMetaTag(options.runtimeConfig);
  const functions = await createFunctionsHost({
    apiDir: internals.apiDir ?? path.join(repoRoot, 'api'),
    env: options.functionEnv,
    declaredEnv: [...FUNCTION_ENV_VARS, ...VERCEL_SYSTEM_ENV_VARS],
    maxDurationMs: vercel.functionMaxDurationMs,
  });
  const server = createServer();
  refuseForeignHosts(server, options.host);
  const frontend = options.dev
    ? await devFrontend(server, metaTag)
    : buildFrontend(options.distDir, metaTag);
  const route = makeRouter(vercel, frontend, functions, csp);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((error: unknown) => {
      console.error('app server: request failed', error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { error: 'internal_error', message: 'The app server failed.' });
    });
  });
  server.on('clientError', answerClientError);
  await listen(server, options, held);
  return {
    info: { url: `http://${options.host}:${portOf(server)}` },
    close: async () => {
      await frontend.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
