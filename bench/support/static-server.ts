/**
 * A folder served on a free loopback port, as a static host serves a single-page app: files
 * compressed as the browser accepts, and any other path answered with index.html.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  chooseEncoding,
  encodedBody,
  StaticFiles,
} from '../../emulators/app-server/static-files.ts';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveFolder(root: string): Promise<StaticServer> {
  const files = new StaticFiles(root);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    void (async () => {
      const file = (await files.lookup(pathname)) ?? (await files.lookup('/index.html'));
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const encoding = chooseEncoding(file, req.headers['accept-encoding']);
      const body = encoding ? encodedBody(file, encoding) : file.body;
      res.writeHead(200, {
        'content-type': file.type,
        'content-length': body.length,
        // The service worker and the page are checked at each visit; the rest is hashed.
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000' : 'no-cache',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(body);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
