/**
 * The local servers answer only requests addressed to them by a local name, so a web page on
 * another site cannot reach them through DNS rebinding (its own domain pointed at 127.0.0.1):
 * the Host header must be localhost (or *.localhost), a loopback address, or the configured
 * host. A server exposed on every interface (`--expose`, host 0.0.0.0 or ::) also accepts any IP
 * address, since only a domain name can be rebound.
 */
import type { Server } from 'node:http';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';

const WILDCARDS = new Set(['0.0.0.0', '::']);

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    (isIP(bare) === 4 && bare.startsWith('127.'))
  );
}

/** The host part of a Host header (without the port; IPv6 without brackets), or undefined. */
function hostOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(header);
  if (bracketed) return bracketed[1]?.toLowerCase();
  const [host, port, ...rest] = header.split(':');
  if (rest.length > 0 || (port !== undefined && !/^\d+$/.test(port)) || !host) return undefined;
  return host.toLowerCase();
}

export function isLocalRequestHost(header: string | undefined, configured: string): boolean {
  const host = hostOf(header);
  if (!host) return false;
  if (isLoopback(host) || host === configured.replace(/^\[|\]$/g, '').toLowerCase()) return true;
  return WILDCARDS.has(configured) && isIP(host) !== 0;
}

const REFUSAL = JSON.stringify({
  message: 'This local server answers only requests addressed to localhost or its own address.',
});

/** Every request and websocket upgrade with a foreign Host is refused before any listener sees it. */
export function refuseForeignHosts(server: Server, configured: string): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const [req, res] = args as [
        { headers: { host?: string } },
        import('node:http').ServerResponse,
      ];
      if (!isLocalRequestHost(req.headers.host, configured)) {
        res.writeHead(403, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(REFUSAL);
        return true;
      }
    }
    if (event === 'upgrade') {
      const [req, socket] = args as [{ headers: { host?: string } }, Duplex];
      if (!isLocalRequestHost(req.headers.host, configured)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
    }
    return emit(event, ...args);
  }) as Server['emit'];
}
