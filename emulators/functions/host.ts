/**
 * Runs the api/ folder the way Vercel does: each `api/<name>.ts` (not starting with `_`, which
 * Vercel keeps private) answers `/api/<name>` with a Vercel-shaped request and response, and
 * sees only its configured environment. Modules are imported after that environment is set,
 * because function configuration is parsed once per runtime.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VercelApiHandler } from '@vercel/node';
import { BodyTooLargeError, readBody, sendJson } from '../shared/http.ts';
import { InvalidJsonError, toVercelRequest } from './vercel-request.ts';
import { toVercelResponse } from './vercel-response.ts';

/** Vercel's request body limit for functions (4.5 MB). */
const BODY_LIMIT = 4.5 * 1024 * 1024;

export interface FunctionsHostOptions {
  apiDir: string;
  /** Becomes process.env for the functions (over what the process already has). */
  env: Readonly<Record<string, string>>;
  /** Variables the functions read: any not in `env` is removed, so the developer's shell cannot leak in. */
  declaredEnv: readonly string[];
  maxDurationMs: number;
}

export interface FunctionsHost {
  /** `/api/<name>` paths with a function behind them. */
  routes: readonly string[];
  /** Answers the request if a function serves this path; false if none does. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

function functionFiles(apiDir: string): string[] {
  return readdirSync(apiDir).filter(
    (name) =>
      name.endsWith('.ts') &&
      !name.startsWith('_') &&
      !name.endsWith('.test.ts') &&
      !name.endsWith('.d.ts'),
  );
}

/**
 * The functions' own flag that this host, not Vercel, runs them (api/_lib/config/function-config.ts): the only way
 * a push may go over plain http to this machine, where the local push services listen.
 */
const EMBEDDED_FLAG = { PARLEY_EMBEDDED_FUNCTIONS: '1' };

function applyEnv(env: Readonly<Record<string, string>>, declared: readonly string[]): void {
  for (const name of declared) delete process.env[name];
  Object.assign(process.env, env, EMBEDDED_FLAG);
}

/**
 * Vercel's edge sets these itself, overwriting whatever the client sent, so a function can
 * trust them; the emulation does the same for a plain-http local origin.
 */
function setForwardedHeaders(req: IncomingMessage): void {
  const ip = req.socket.remoteAddress ?? '';
  req.headers['x-forwarded-for'] = ip;
  req.headers['x-real-ip'] = ip;
  req.headers['x-forwarded-host'] = req.headers.host ?? '';
  req.headers['x-forwarded-proto'] = 'http';
}

function sendFailure(res: ServerResponse, status: number, error: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, { error, message });
}

export async function createFunctionsHost(options: FunctionsHostOptions): Promise<FunctionsHost> {
  applyEnv(options.env, options.declaredEnv);
  const handlers = new Map<string, VercelApiHandler>();
  for (const file of functionFiles(options.apiDir)) {
    const module = (await import(pathToFileURL(path.join(options.apiDir, file)).href)) as {
      default?: unknown;
    };
    if (typeof module.default !== 'function')
      throw new Error(`api/${file} has no default export handler`);
    handlers.set(`/api/${file.slice(0, -'.ts'.length)}`, module.default as VercelApiHandler);
  }

  async function invoke(
    name: string,
    handler: VercelApiHandler,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const timer = setTimeout(() => {
      console.error(`${name}: did not answer within ${options.maxDurationMs} ms`);
      sendFailure(res, 504, 'FUNCTION_INVOCATION_TIMEOUT', 'The function did not answer in time.');
    }, options.maxDurationMs);
    res.once('close', () => clearTimeout(timer));
    setForwardedHeaders(req);
    try {
      const body =
        req.headers['content-type'] === undefined
          ? Buffer.alloc(0)
          : await readBody(req, BODY_LIMIT);
      const vercelReq = toVercelRequest(req, body);
      await handler(vercelReq, toVercelResponse(vercelReq, res));
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendFailure(res, 413, 'FUNCTION_PAYLOAD_TOO_LARGE', 'The request body is too large.');
      } else if (error instanceof InvalidJsonError) {
        sendFailure(res, 400, 'invalid_json', 'The request body is not valid JSON.');
      } else {
        console.error(`${name}: handler threw`, error);
        sendFailure(res, 500, 'FUNCTION_INVOCATION_FAILED', 'A server error has occurred.');
      }
    }
  }

  return {
    routes: [...handlers.keys()],
    async handle(req, res, pathname) {
      const handler = handlers.get(pathname.replace(/\/$/, ''));
      if (!handler) return false;
      await invoke(pathname, handler, req, res);
      return true;
    },
  };
}
