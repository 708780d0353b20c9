/**
 * Which addresses in a draft get a link preview. The SDK's own finder keeps only names with a
 * letter TLD, which leaves out the app's own origin when it is served from an IP (the embedded
 * stack on 127.0.0.1), and loopback pages are exactly what the embedded chat server may scrape.
 * So: the SDK's finds, plus http(s) links to this origin, plus loopback links while the app
 * itself runs on loopback.
 */
import { DEFAULT_LINK_PREVIEW_MANAGER_CONFIG } from 'stream-chat';

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export function findPreviewUrls(text: string, here: URL): string[] {
  const found = new Set(DEFAULT_LINK_PREVIEW_MANAGER_CONFIG.findURLFn(text));
  for (const match of text.match(LINK) ?? []) {
    let url: URL;
    try {
      url = new URL(match.replace(/[.,;:!?)]+$/, ''));
    } catch {
      continue;
    }
    const local = isLoopbackHost(here.hostname) && isLoopbackHost(url.hostname);
    if (url.origin === here.origin || local) found.add(url.href);
  }
  return [...found];
}
