/**
 * The web origins the local Supabase server answers: the app's own (the stack's site URL, which
 * under `--expose` is the address other machines open it at) and any loopback origin, since
 * tests and tools run the app on ports of their own. Any other site a browser visits is refused,
 * so a page elsewhere cannot sign into the demo accounts, whose password is public.
 */
import { isLoopback } from '../shared/local-hosts.ts';

export type OriginCheck = (origin: string) => boolean;

export function allowedOrigins(siteUrl: string): OriginCheck {
  const app = new URL(siteUrl).origin;
  return (origin) => {
    if (origin === app) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return url.protocol === 'http:' && url.origin === origin && isLoopback(url.hostname);
  };
}
