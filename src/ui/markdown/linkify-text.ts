/**
 * Bare web and email addresses in message text become Markdown links before the text is parsed,
 * as the SDK's renderText does (with the SDK's own patterns): a web address shows without its
 * scheme and "www.", an address already written as a Markdown link or inside code stays as
 * written, and `@someone@example.com` that names a mentioned user stays text, for the mention to
 * pick up.
 */
import { find } from 'linkifyjs';
import {
  detectHttp,
  matchMarkdownLinks,
  messageCodeBlocks,
} from 'stream-chat-react-components/Message/renderText/regex.mjs';

function displayed(href: string): string {
  try {
    return decodeURIComponent(href).replace(detectHttp, '');
  } catch {
    return href;
  }
}

function normalised(href: string): string {
  try {
    return encodeURI(decodeURIComponent(href));
  } catch {
    return href;
  }
}

/**
 * linkifyjs builds its scanner on first use, some 15 ms here: built ahead, the first
 * conversation opened paints without it.
 */
export function prepareLinkify(): void {
  find('');
}

export function linkifyText(text: string, mentionTexts: ReadonlySet<string>): string {
  const code = messageCodeBlocks(text);
  const written = matchMarkdownLinks(text).flatMap((part) => {
    const bare = part?.replace(detectHttp, '');
    return bare ? [bare] : [];
  });
  const links = find(text)
    .filter((link) => link.type === 'url' || link.type === 'email')
    .sort((a, b) => b.start - a.start);
  let out = text;
  for (const { type, value, href, start, end } of links) {
    if (code.some((block) => block.includes(value))) continue;
    const bare = href.replace(detectHttp, '');
    if (written.some((part) => part.includes(bare) || bare.includes(part))) continue;
    if (type === 'email' && text.charAt(start - 1) === '@' && mentionTexts.has(`@${value}`)) {
      continue;
    }
    const label = type === 'email' ? value : displayed(href);
    out = `${out.slice(0, start)}[${label}](${normalised(href)})${out.slice(end)}`;
  }
  return out;
}
