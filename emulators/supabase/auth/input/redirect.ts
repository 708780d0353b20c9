/**
 * Where email links may send people back to: GoTrue's allow list is the site URL plus
 * `additional_redirect_urls`; we also allow the site's origin and loopback hosts, since the
 * stack's app runs on whatever local port was free. Anything else falls back to the site URL,
 * as GoTrue does, rather than failing.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function allowedRedirect(
  requested: string | null | undefined,
  siteUrl: string,
  additional: readonly string[],
): string {
  if (!requested) return siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return siteUrl;
  if (LOOPBACK.has(target.hostname)) return target.toString();
  const allowed = [siteUrl, ...additional].some((entry) => {
    try {
      return new URL(entry).origin === target.origin;
    } catch {
      return false;
    }
  });
  return allowed ? target.toString() : siteUrl;
}
