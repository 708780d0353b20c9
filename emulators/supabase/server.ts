/**
 * The Supabase-compatible backend: one HTTP server with Supabase's path layout (`/auth/v1`,
 * `/rest/v1`, `/storage/v1`, plus the local `/mailbox`) over one PGlite database. Fidelity
 * record: FIDELITY.md beside this file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Server as NetServer } from 'node:net';
import { sendJson } from '../shared/http.ts';
import { listen, portOf } from '../shared/listen.ts';
import type { ServiceHandle } from '../shared/service-process.ts';
import { refuseForeignHosts } from '../shared/local-hosts.ts';
import type { SupabaseInfo, SupabaseOptions } from '../stack-types.ts';
import { allowedOrigins } from './allowed-origins.ts';
import { refuseWithoutApiKey } from './api-key.ts';
import { AUTH_SCHEMA_SQL, createAuthService } from './auth/service.ts';
import { applyCors } from './cors.ts';
import { openDatabase } from './db/database.ts';
import { loadOrCreateKeys } from './keys.ts';
import { createRestHandler } from './rest/handler.ts';
import { createStorageHandler } from './storage/handler.ts';

type Mount = (req: IncomingMessage, res: ServerResponse, subPath: string) => Promise<void>;

export async function startSupabase(
  options: SupabaseOptions,
  held?: NetServer,
): Promise<ServiceHandle<SupabaseInfo>> {
  const keys = await loadOrCreateKeys(options.dataDir);
  const { db } = await openDatabase({ dataDir: options.dataDir, applySql: [AUTH_SCHEMA_SQL] });

  const server = createServer();
  refuseForeignHosts(server, options.host);
  await listen(server, options, held);
  const url = `http://${options.host}:${portOf(server)}`;

  const auth = createAuthService({
    db,
    keys,
    publicUrl: url,
    siteUrl: options.siteUrl,
    settings:
      options.emailConfirmations === undefined
        ? {}
        : { enableConfirmations: options.emailConfirmations },
  });
  const rest = createRestHandler({ db, keys });
  const storage = createStorageHandler({ db, keys, dataDir: options.dataDir });
  // Longest prefix first: `/mailbox` has no trailing slash so `/mailbox/...` and `/mailbox` both match.
  const mounts: [string, Mount][] = [
    ['/auth/v1', (req, res, sub) => auth.handle(req, res, sub)],
    ['/rest/v1', (req, res, sub) => rest.handle(req, res, sub)],
    ['/storage/v1', (req, res, sub) => storage.handle(req, res, sub)],
    ['/mailbox', (req, res, sub) => auth.handleMailbox(req, res, sub)],
  ];

  const allowsOrigin = allowedOrigins(options.siteUrl);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void dispatch(req, res);
  });

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (applyCors(req, res, allowsOrigin)) return;
      const pathname = (req.url ?? '/').split('?')[0] as string;
      if (refuseWithoutApiKey(req, res, pathname)) return;
      for (const [prefix, mount] of mounts) {
        if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
          await mount(req, res, pathname.slice(prefix.length) || '/');
          return;
        }
      }
      sendJson(res, 404, { message: 'no Route matched with those values' });
    } catch (error) {
      // Each service answers its own errors; this only keeps a bug from taking the server down.
      console.error('supabase: unhandled error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred' });
      else res.destroy();
    }
  }

  return {
    info: {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwksUrl: `${url}/auth/v1/.well-known/jwks.json`,
      mailboxUrl: `${url}/mailbox`,
      mailboxKey: keys.mailboxKey,
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
