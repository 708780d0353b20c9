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
  | {
      name: 'chat';
      channel?: { type: string; id: string };
      threadId?: string;
      /** The threads view in place of the conversation list. */
      view?: 'threads';
      /** The new-conversation dialog open over the list (the manifest's shortcut). */
      start?: 'new-conversation';
      /** A share from another app, waiting for its conversation to be picked. */
      share?: string;
    }
  /** Following an invite link (features/invites). */
  | { name: 'join'; token: string }
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
  '/threads': { name: 'chat', view: 'threads' },
  '/new': { name: 'chat', start: 'new-conversation' },
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
  if (c === 'share' && parts.length === 2 && type) return { name: 'chat', share: type };
  if (c === 'join' && parts.length === 2 && type) return { name: 'join', token: type };
  if (c !== 'c' || !type || !id) return { name: 'not-found' };
  if (parts.length === 3) return { name: 'chat', channel: { type, id } };
  if (parts.length === 5 && thread === 'thread' && threadId) {
    return { name: 'chat', channel: { type, id }, threadId };
  }
  return { name: 'not-found' };
}

/** The share a page is for (one from another app, waiting for its conversation), if any. */
export function shareOfPath(pathname: string): string | undefined {
  const route = parseRoute(pathname);
  return route.name === 'chat' ? route.share : undefined;
}

export function channelPath(type: string, id: string, threadId?: string): string {
  const base = `/c/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
  return threadId ? `${base}/thread/${encodeURIComponent(threadId)}` : base;
}

const PUBLIC_ONLY = new Set<Route['name']>(['sign-in', 'sign-up', 'forgot-password']);
const SIGNED_IN_ONLY = new Set<Route['name']>([
  'chat',
  'profile',
  'security',
  'moderation',
  'join',
]);

export interface Visitor {
  status: 'loading' | 'signed-out' | 'signed-in';
  mfaRequired: boolean;
  recovery: boolean;
}

/** Pages only a signed-in visitor sees: an address a signed-out visitor is sent back to. */
export function isSignedInOnly(route: Route): boolean {
  return SIGNED_IN_ONLY.has(route.name);
}

/** A page in the signed-in shell (the join page is signed-in only but not the shell's). */
export function isInShell(route: Route): boolean {
  return isSignedInOnly(route) && route.name !== 'join';
}

/** Where a start shows the list drawn from the device: the chat page without a share or threads. */
export function startsWithList(route: Route): boolean {
  return route.name === 'chat' && !route.share && route.view !== 'threads';
}

/** The conversation list itself: no conversation, view, dialog or share open on it. */
export function isConversationList(route: Route): boolean {
  return route.name === 'chat' && !route.channel && !route.view && !route.start && !route.share;
}

/**
 * Where the visitor must go instead of `route`, or null to stay. `returnTo` is where a visitor
 * who had to sign in first was going (see safeReturnPath); without it, signing in opens `/`.
 */
export function redirectFor(
  route: Route,
  visitor: Visitor,
  returnTo: string | null = null,
): string | null {
  if (visitor.status === 'loading') return null;
  if (visitor.status === 'signed-out') {
    return SIGNED_IN_ONLY.has(route.name) || route.name === 'mfa' || route.name === 'reset-password'
      ? '/sign-in'
      : null;
  }
  if (visitor.recovery) return route.name === 'reset-password' ? null : '/reset-password';
  if (visitor.mfaRequired) return route.name === 'mfa' ? null : '/mfa';
  if (PUBLIC_ONLY.has(route.name) || route.name === 'mfa' || route.name === 'reset-password') {
    return returnTo ?? '/';
  }
  return null;
}

/** Any origin will do: only whether a path stays on it matters. */
const BASE = 'https://parley.invalid';

/**
 * `candidate` if it is an address of this app's signed-in pages, in a form that cannot leave
 * the origin (`//host`, `/\host`, `https:`, `javascript:` and the like all fail), else null.
 * Guards the return path: whatever stored it, it is only ever followed inside the app.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || /[\\\s]/.test(candidate)) return null;
  if (candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !isSignedInOnly(parseRoute(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
