/**
 * The embedded stack's Content-Security-Policy, derived from vercel.json's.
 *
 * vercel.json is written for production: hosted Supabase (`https://*.supabase.co`, whose
 * project subdomain differs per deployment, so the wildcard is the placeholder) and Stream's
 * hosts (API and websocket on `*.stream-io-api.com`, uploads on `*.stream-io-cdn.com`). The
 * embedded stack serves both from plain http on 127.0.0.1, so each hosted source is swapped for
 * the local origin that stands in for it (http for https, ws for wss) and nothing else changes:
 * the browser tests run under the production policy with only the hosts moved. A hosted source
 * missing from vercel.json stops start-up, so the two cannot drift apart unnoticed.
 */
export interface LocalOrigins {
  supabaseUrl: string;
  /** Absent when the app talks to hosted Stream: its sources then stay as they are. */
  chatUrl?: string;
}

function origin(url: string, scheme: 'http' | 'ws'): string {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'https:';
  const protocol = scheme === 'http' ? (secure ? 'https:' : 'http:') : secure ? 'wss:' : 'ws:';
  return `${protocol}//${parsed.host}`;
}

export class CspError extends Error {}

export function localizeCsp(policy: string, local: LocalOrigins): string {
  const swaps = new Map<string, string>([
    ['https://*.supabase.co', origin(local.supabaseUrl, 'http')],
    ['wss://*.supabase.co', origin(local.supabaseUrl, 'ws')],
  ]);
  if (local.chatUrl) {
    swaps.set('https://*.stream-io-api.com', origin(local.chatUrl, 'http'));
    swaps.set('wss://*.stream-io-api.com', origin(local.chatUrl, 'ws'));
    swaps.set('https://*.stream-io-cdn.com', origin(local.chatUrl, 'http'));
  }
  const seen = new Set<string>();
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive.length > 0)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      const swapped = sources.map((source) => {
        const replacement = swaps.get(source);
        if (replacement === undefined) return source;
        seen.add(source);
        return replacement;
      });
      return [name, ...new Set(swapped)].join(' ');
    });
  for (const hosted of swaps.keys()) {
    if (!seen.has(hosted))
      throw new CspError(`vercel.json's CSP no longer lists ${hosted}; update csp.ts`);
  }
  return directives.join('; ');
}
