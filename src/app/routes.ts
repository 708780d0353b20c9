/** The app's routes: parsing a path and deciding where a visitor may be. Pure, so it is tested. */

export type Route =
  | { name: 'sign-in' }
  | { name: 'sign-up' }
  | { name: 'forgot-password' }
  | { name: 'reset-password' }
  | { name: 'mfa' }
  | { name: 'profile' }
  | { name: 'security' }
  | { name: 'moderation' }
  | { name: 'chat'; channel?: { type: string; id: string }; threadId?: string }
  | { name: 'not-found' };

const STATIC: Record<string, Route> = {
  '/sign-in': { name: 'sign-in' },
  '/sign-up': { name: 'sign-up' },
  '/forgot-password': { name: 'forgot-password' },
  '/reset-password': { name: 'reset-password' },
  '/mfa': { name: 'mfa' },
  '/profile': { name: 'profile' },
  '/security': { name: 'security' },
  '/moderation': { name: 'moderation' },
  '/': { name: 'chat' },
};

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function parseRoute(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC[path];
  if (known) return known;
  const parts = path.split('/').slice(1).map(decode);
  if (parts.some((p) => p === undefined || p === '')) return { name: 'not-found' };
  const [c, type, id, thread, threadId] = parts as string[];
  if (c !== 'c' || !type || !id) return { name: 'not-found' };
  if (parts.length === 3) return { name: 'chat', channel: { type, id } };
  if (parts.length === 5 && thread === 'thread' && threadId) {
    return { name: 'chat', channel: { type, id }, threadId };
  }
  return { name: 'not-found' };
}

export function channelPath(type: string, id: string, threadId?: string): string {
  const base = `/c/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
  return threadId ? `${base}/thread/${encodeURIComponent(threadId)}` : base;
}

const PUBLIC_ONLY = new Set<Route['name']>(['sign-in', 'sign-up', 'forgot-password']);
const SIGNED_IN_ONLY = new Set<Route['name']>(['chat', 'profile', 'security', 'moderation']);

export interface Visitor {
  status: 'loading' | 'signed-out' | 'signed-in';
  mfaRequired: boolean;
  recovery: boolean;
}

/** Where the visitor must go instead of `route`, or null to stay. */
export function redirectFor(route: Route, visitor: Visitor): string | null {
  if (visitor.status === 'loading') return null;
  if (visitor.status === 'signed-out') {
    return SIGNED_IN_ONLY.has(route.name) || route.name === 'mfa' || route.name === 'reset-password'
      ? '/sign-in'
      : null;
  }
  if (visitor.recovery) return route.name === 'reset-password' ? null : '/reset-password';
  if (visitor.mfaRequired) return route.name === 'mfa' ? null : '/mfa';
  if (PUBLIC_ONLY.has(route.name) || route.name === 'mfa' || route.name === 'reset-password') {
    return '/';
  }
  return null;
}
