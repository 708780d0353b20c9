/**
 * A service's listening socket. Start-up binds each port itself and hands the bound socket to
 * the service's process, rather than choosing a free number and letting the service bind it
 * seconds later: in between, another stack starting beside it, or any outgoing connection
 * given that number as its local port, could take it, and the service would fail with
 * EADDRINUSE (seen on CI with two stacks starting at once).
 */
import type { Server as HttpServer } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/** Binds `port` (0: one the system picks) on `host` and keeps it until handed on. */
export function holdPort(host: string, port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const held = net.createServer();
    held.once('error', reject);
    held.listen({ host, port }, () => {
      held.off('error', reject);
      resolve(held);
    });
  });
}

export function portOf(server: net.Server | HttpServer): number {
  return (server.address() as AddressInfo).port;
}

/** Listens on the socket start-up handed over, or binds `host:port` where there is none. */
export function listen(
  server: HttpServer,
  at: { host: string; port: number },
  held?: net.Server,
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const listening = () => {
      server.off('error', reject);
      resolve();
    };
    if (held) server.listen(held, listening);
    else server.listen(at.port, at.host, listening);
  });
}
