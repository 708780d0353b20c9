/**
 * A subscription's endpoint is whatever a browser (or an attacker with an account) stored, so
 * the sender posts only where a real push service can be: hosted, an `https` URL without
 * credentials whose host resolves only to public addresses (no request forgery into private,
 * loopback, link-local, unique-local or carrier-grade NAT networks). On the embedded stack the
 * push service is local, so `http` to a loopback host is also allowed there, and nothing else.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export type Resolve = (host: string) => Promise<string[]>;

export type EndpointVerdict = { ok: true; url: URL } | { ok: false; reason: string };

const MAX_ENDPOINT_LENGTH = 2048;

const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** `::ffff:10.0.0.1` is 10.0.0.1 to the network: judge the IPv4 address it carries. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 4 ? 'ipv4' : 'ipv6' };
}

export function isPublicAddress(raw: string): boolean {
  if (isIP(raw) === 0) return false;
  const { address, family } = unmapped(raw);
  // ::ffff:0:0/96 written in hex (::ffff:a00:1) is caught here as well as any other odd form.
  if (family === 'ipv6' && /^::ffff:/i.test(address)) return false;
  return !notPublic.check(address, family);
}

export function isLoopbackAddress(raw: string): boolean {
  if (isIP(raw) === 0) return false;
  const { address, family } = unmapped(raw);
  return loopback.check(address, family);
}

export const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** The URL's host as DNS or an IP literal: `[::1]` loses its brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export async function guardEndpoint(
  raw: string,
  options: { allowLoopbackHttp: boolean; resolve?: Resolve },
): Promise<EndpointVerdict> {
  if (raw.length > MAX_ENDPOINT_LENGTH) return { ok: false, reason: 'endpoint too long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'endpoint is not a URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'endpoint carries credentials' };
  const local = options.allowLoopbackHttp && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !local) return { ok: false, reason: 'endpoint is not https' };
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) === 0 ? await (options.resolve ?? resolveAll)(host) : [host];
  } catch {
    return { ok: false, reason: 'endpoint host does not resolve' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'endpoint host does not resolve' };
  // Embedded: plain http only to this machine; https goes by the hosted rule, loopback allowed.
  const allowed = (address: string) =>
    isPublicAddress(address) || (options.allowLoopbackHttp && isLoopbackAddress(address));
  if (!addresses.every(allowed)) {
    return { ok: false, reason: 'endpoint host resolves to a non-public address' };
  }
  if (local && !addresses.every(isLoopbackAddress)) {
    return { ok: false, reason: 'plain http endpoint is not on loopback' };
  }
  return { ok: true, url };
}
