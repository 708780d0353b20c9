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
 * Whether the text may hold an address: every web address linkifyjs finds has a dot, a scheme's
 * colon or is localhost, and every email address an at sign, each followed by more of it.
 * linkifyjs builds its scanner on first use (some 15 ms here, four times that on a phone), so
 * text that cannot hold one never builds it: a start with no address on screen does without.
 */
export function mayHoldLink(text: string): boolean {
  return /[.:@\u3002\uff0e\uff61]\S|localhost/i.test(text);
}

export function linkifyText(text: string, mentionTexts: ReadonlySet<string>): string {
  if (!mayHoldLink(text)) return text;
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
