/**
 * Supabase Auth (GoTrue) emulator, mounted at /auth/v1, plus the local mailbox. Settings come
 * from the CLI's defaults, then supabase/config.toml's [auth] and [auth.email]. Fidelity record:
 * emulators/supabase/FIDELITY.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import type { SupabaseKeys } from '../keys.ts';
import { requestUrl } from '../../shared/http.ts';
import { readAuthSettings } from './config-toml.ts';
import { createContext, type AuthDeps } from './context.ts';
import { AuthError, OAuthError, sendAuthError } from './errors.ts';
import { mailboxPath, serveMailbox } from './mail/mailbox.ts';
import { SHELL_SCRIPT_PATH, serveMailboxShell } from './mail/mailbox-shell.ts';
import { authenticate } from './authenticate.ts';
import { authRoutes } from './routes.ts';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from './settings.ts';

export { AUTH_SCHEMA_SQL } from './schema.ts';

export interface AuthService {
  /** Serves one request under /auth/v1; `subPath` is the rest, e.g. '/token'. */
  handle(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void>;
  /** Serves the mailbox page and its JSON API; `subPath` may keep or drop the '/mailbox' prefix. */
  handleMailbox(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void>;
}

export interface AuthServiceOptions {
  db: Database;
  keys: SupabaseKeys;
  publicUrl: string;
  siteUrl: string;
  /** Overrides on top of the CLI defaults and the project's supabase/config.toml. */
  settings?: Partial<AuthSettings>;
}

const PROJECT_CONFIG = path.resolve(import.meta.dirname, '../../../supabase/config.toml');

export function createAuthService(options: AuthServiceOptions): AuthService {
  const deps: AuthDeps = {
    db: options.db,
    keys: options.keys,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    siteUrl: options.siteUrl,
    settings: {
      ...DEFAULT_AUTH_SETTINGS,
      ...readAuthSettings(PROJECT_CONFIG),
      ...options.settings,
    },
  };
  return {
    async handle(req, res, subPath) {
      try {
        const match = authRoutes.match(req.method ?? 'GET', subPath);
        if (match === undefined) throw new AuthError(404, 'not_found', 'Not Found');
        if (match === 'method-not-allowed') {
          throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
        }
        const url = requestUrl(req);
        const reply = await match.handler(createContext(req, res, url, match.params, deps));
        if (reply.body === undefined) {
          res.writeHead(reply.status, reply.headers);
          res.end();
        } else {
          const payload = JSON.stringify(reply.body);
          res.writeHead(reply.status, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...reply.headers,
          });
          res.end(payload);
        }
      } catch (error) {
        fail(req, res, error);
      }
    },
    async handleMailbox(req, res, subPath) {
      try {
        const path = mailboxPath(subPath);
        if (requestUrl(req).searchParams.has('key')) {
          throw new AuthError(
            400,
            'validation_failed',
            'The mailbox key is taken only in the x-mailbox-key header, never in the address',
          );
        }
        const credentials = req.headers['x-mailbox-key'] ?? req.headers.authorization;
        if (path === SHELL_SCRIPT_PATH || (path === '' && credentials === undefined)) {
          serveMailboxShell(req, res, path === SHELL_SCRIPT_PATH);
          return;
        }
        const reader = await mailboxReader(req, res, deps);
        await serveMailbox(deps.db, req, res, subPath, reader === 'everyone' ? undefined : reader);
      } catch (error) {
        fail(req, res, error);
      }
    },
  };
}

/**
 * Who may read the mailbox: with the local key (stack.json `mailboxKey`, in the `x-mailbox-key`
 * header only, so it never lands in a log or the history) every account's mail, with a
 * signed-in user's token only theirs. Without either the reset links in it would hand over any
 * account.
 */
async function mailboxReader(
  req: IncomingMessage,
  res: ServerResponse,
  deps: AuthDeps,
): Promise<'everyone' | string> {
  const url = requestUrl(req);
  const offered = req.headers['x-mailbox-key'];
  if (typeof offered === 'string' && sameSecret(offered, deps.keys.mailboxKey)) return 'everyone';
  if (req.headers.authorization) {
    const ctx = createContext(req, res, url, {}, deps);
    const { user } = await deps.db.transaction((tx) => authenticate(ctx, tx));
    if (user.email) return user.email;
  }
  throw new AuthError(
    401,
    'no_authorization',
    'The mailbox needs its local key (stack.json mailboxKey) or a signed-in user token',
  );
}

function sameSecret(offered: string, expected: string): boolean {
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof AuthError || error instanceof OAuthError) {
    sendAuthError(req, res, error);
    return;
  }
  console.error('auth: unexpected failure', error);
  sendAuthError(req, res, new AuthError(500, 'unexpected_failure', 'Internal Server Error'));
}
