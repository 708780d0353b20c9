/**
 * The browser's runtime configuration, injected into index.html as
 * `<meta name="parley-config" content="…">` so one build runs against any stack. Only the
 * public fields of BrowserRuntimeConfig are copied, whatever else the object carries.
 */
import type { BrowserRuntimeConfig } from '../stack-types.ts';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function configMetaTag(config: BrowserRuntimeConfig): string {
  const publicConfig: BrowserRuntimeConfig = {
    supabaseUrl: config.supabaseUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    streamApiKey: config.streamApiKey,
    ...(config.streamBaseUrl === undefined ? {} : { streamBaseUrl: config.streamBaseUrl }),
    ...(config.vapidPublicKey === undefined ? {} : { vapidPublicKey: config.vapidPublicKey }),
  };
  return `<meta name="parley-config" content="${escapeAttribute(JSON.stringify(publicConfig))}" />`;
}

/** index.html with the tag placed first in <head>, ahead of any script that reads it. */
export function injectConfig(html: string, metaTag: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('index.html has no <head>: cannot inject the runtime config');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${metaTag}${html.slice(at)}`;
}
