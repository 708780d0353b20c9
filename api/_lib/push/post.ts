/**
 * Posts one push over node:http(s), connecting only where the endpoint guard allows: the socket's
 * own lookup resolves the host once and refuses the connection unless EVERY address it returns
 * may be reached (public ones; for the embedded stack's plain http, this machine's), so the
 * address checked is the address connected to, whatever the name resolves to a moment later, and
 * no fallback to a second address can reach a refused one. The URL's host still names the
 * server (SNI and Host). Answers are read to the status and thrown away.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressRule } from './endpoint-guard.ts';

export type Resolve = (host: string) => Promise<string[]>;

/** The part of fetch the sender uses; tests stand in for it. */
export type PushFetch = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: Uint8Array;
    signal: AbortSignal;
  },
) => Promise<{ status: number }>;

/** The connection was refused before any byte left: the host resolves where pushes may not go. */
export class RefusedAddressError extends Error {}

const resolveAll: Resolve = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

function checkedLookup(allowed: (address: string) => boolean, resolve: Resolve): LookupFunction {
  return ((
    hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(new Error('endpoint host has no address'));
        } else if (!addresses.every(allowed)) {
          callback(
            new RefusedAddressError('endpoint host resolves to an address pushes may not reach'),
          );
        } else if (options.all) {
          callback(
            null,
            addresses.map((address) => ({ address, family: isIP(address) })),
          );
        } else {
          const [first] = addresses as [string];
          callback(null, first, isIP(first));
        }
      },
      // A failed lookup may be the resolver's moment: a retry may reach the device.
      (error: unknown) => callback(error),
    );
  }) as LookupFunction;
}

/** A poster with its own connection pools (kept alive: most pushes go to a few services). */
export function pinnedFetch(resolve: Resolve = resolveAll): PushFetch {
  const agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };
  return (href, init) =>
    new Promise((settle, fail) => {
      const url = new URL(href);
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).request(url, {
        method: init.method,
        headers: { ...init.headers, 'Content-Length': String(init.body.byteLength) },
        agent: secure ? agents['https:'] : agents['http:'],
        lookup: checkedLookup(addressRule(url), resolve),
        signal: init.signal,
      });
      request.once('error', fail);
      request.once('response', (response) => {
        response.resume();
        settle({ status: response.statusCode ?? 0 });
      });
      request.end(Buffer.from(init.body));
    });
}
