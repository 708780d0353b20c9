/**
 * A subscription's endpoint is whatever a browser (or an attacker with an account) stored, so the
 * sender posts only where a real push service is: an `https` URL without credentials whose host
 * is a known push service (PUSH_ALLOWED_HOSTS adds more) and, when connecting, resolves only to
 * public addresses (post.ts checks every address the lookup returns, the ones it connects
 * to). The embedded stack's functions host (and only it: PARLEY_EMBEDDED_FUNCTIONS) may also post
 * plain `http` to this machine, where the local push services listen; `https` to loopback is
 * never allowed.
 */
import { BlockList, isIP } from 'node:net';

export type EndpointVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export interface EndpointPolicy {
  /** The embedded stack's functions host: plain http to loopback allowed. */
  embedded: boolean;
  /** Host names, or `*.` and a suffix for the names below it. */
  allowedHosts: readonly string[];
}

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
  // IPv4-compatible (deprecated) addresses, `::` and `::1` among them.
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo and 6to4 carry an IPv4 address the tunnel may deliver to.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated), still routed inside some networks.
  ['fec0::', 10],
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

function isLoopbackAddress(raw: string): boolean {
  if (isIP(raw) === 0) return false;
  const { address, family } = unmapped(raw);
  return loopback.check(address, family);
}

/** Which addresses a connection to this endpoint may reach: public ones, or for http this machine. */
export function addressRule(url: URL): (address: string) => boolean {
  return url.protocol === 'http:' ? isLoopbackAddress : isPublicAddress;
}

/** The URL's host as DNS or an IP literal: `[::1]` loses its brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function isAllowedHost(host: string, allowedHosts: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((rule) =>
    rule.startsWith('*.') ? name.endsWith(rule.slice(1)) : name === rule,
  );
}

/** What can be judged before connecting; the addresses are judged as the connection is made. */
export function checkEndpoint(raw: string, policy: EndpointPolicy): EndpointVerdict {
  if (raw.length > MAX_ENDPOINT_LENGTH) return { ok: false, reason: 'endpoint too long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'endpoint is not a URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'endpoint carries credentials' };
  const host = hostOf(url);
  if (url.protocol === 'http:' && policy.embedded) {
    if (isIP(host) !== 0 && !isLoopbackAddress(host)) {
      return { ok: false, reason: 'plain http endpoint is not on loopback' };
    }
    return { ok: true, url };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'endpoint is not https' };
  if (isIP(host) !== 0 || !isAllowedHost(host, policy.allowedHosts)) {
    return { ok: false, reason: 'endpoint host is not a known push service' };
  }
  return { ok: true, url };
}
