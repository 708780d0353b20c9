/**
 * `npm run dev`: the app from source through Vite (hot module reload over the app server's own
 * port) instead of the production build, behind the same vercel.json headers and /api routing.
 * The dev HTML carries inline module scripts (React refresh preamble); rather than weaken the
 * CSP for them, each response's script-src lists the hashes of exactly those scripts.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { injectConfig } from './runtime-config.ts';

export interface DevFrontend {
  /** Serves a module, asset or pre-bundled dependency; false if Vite has nothing at this path. */
  serveAsset(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The app's index.html as Vite transforms it, with the runtime config meta tag. */
  serveHtml(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): Promise<void>;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP with `'sha256-…'` sources for every inline script in `html` added to script-src. */
function allowInlineScripts(csp: string, html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return csp;
  return csp.replace(/(^|;\s*)script-src([^;]*)/, (_match, lead: string, sources: string) => {
    return `${lead}script-src${sources} ${hashes.join(' ')}`;
  });
}

/**
 * What Vite may read and serve: what the app is built from and nothing else of the repo, so
 * neither the stack's data folder (`.local/`: every key and secret) nor the rest of the source
 * (tests, emulators, the seed's demo password) reaches a browser. Vite's own default deny list
 * is kept; its patterns are matched against absolute paths.
 */
function servedFiles(root: string) {
  return {
    strict: true,
    allow: ['src', 'public', 'shared', 'node_modules', 'index.html'].map((entry) =>
      path.join(root, entry),
    ),
    deny: [
      `${path.join(root, '.local')}/**`,
      '**/.local/**',
      '.env',
      '.env.*',
      '*.{crt,pem}',
      '**/.git/**',
    ],
  };
}

export async function startDevFrontend(
  root: string,
  httpServer: Server,
  metaTag: string,
): Promise<DevFrontend> {
  // Imported only in dev mode, so serving the production build never loads Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer }, fs: servedFiles(root) },
  });
  return {
    serveAsset: (req, res) =>
      new Promise((resolve, reject) => {
        res.once('finish', () => resolve(true));
        vite.middlewares(req, res, (error?: unknown) => (error ? reject(error) : resolve(false)));
      }),
    async serveHtml(req, res) {
      const source = await readFile(path.join(root, 'index.html'), 'utf8');
      const html = injectConfig(await vite.transformIndexHtml(req.url ?? '/', source), metaTag);
      const csp = res.getHeader('content-security-policy');
      if (typeof csp === 'string')
        res.setHeader('content-security-policy', allowInlineScripts(csp, html));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : html);
    },
    close: () => vite.close(),
  };
}
