/**
 * Bare web and email addresses in message text become Markdown links before the text is parsed,
 * as the SDK's renderText does: a web address shows without its scheme and "www.", an address
 * already written as a Markdown link or inside code stays as written, and `@someone@example.com`
 * that names a mentioned user stays text, for the mention to pick up.
 */
import { find } from 'linkifyjs';

const SCHEME_AND_WWW = /^(https?:\/\/)?(www\.)?/i;
/** Code spans and fenced blocks, as the SDK finds them. */
const CODE = /```[a-z]*\n[\s\S]*?\n```|`[a-z]*[\s\S]*?`/gm;
/** `[text](target)`: both halves. */
const MARKDOWN_LINK = /\[([^[\]]+)\]\(([^)\s]*)\)/g;

function displayed(href: string): string {
  try {
    return decodeURIComponent(href).replace(SCHEME_AND_WWW, '');
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

export function linkifyText(text: string, mentionTexts: ReadonlySet<string>): string {
  const code = text.match(CODE) ?? [];
  const written = [...text.matchAll(MARKDOWN_LINK)].flatMap((m) =>
    [m[1], m[2]].map((part) => (part ?? '').replace(SCHEME_AND_WWW, '')).filter(Boolean),
  );
  const links = find(text)
    .filter((link) => link.type === 'url' || link.type === 'email')
    .sort((a, b) => b.start - a.start);
  let out = text;
  for (const { type, value, href, start, end } of links) {
    if (code.some((block) => block.includes(value))) continue;
    const bare = href.replace(SCHEME_AND_WWW, '');
    if (written.some((part) => part.includes(bare) || bare.includes(part))) continue;
    if (type === 'email' && text.charAt(start - 1) === '@' && mentionTexts.has(`@${value}`)) {
      continue;
    }
    const label = type === 'email' ? value : displayed(href);
    out = `${out.slice(0, start)}[${label}](${normalised(href)})${out.slice(end)}`;
  }
  return out;
}
