/**
 * stream-chat-react's `renderText` (message text, quoted messages) on Parley's lighter Markdown
 * renderer. scripts/vite-plugins/light-markdown.ts puts this module in place of the SDK's
 * `Message/renderText/renderText.mjs` for every importer in the SDK, so it keeps that module's
 * exports and signature, and renders with the SDK's own components (links, mentions, emoji).
 *
 * Left out on purpose: `getRemarkPlugins` and `getRehypePlugins`, which configure the unified
 * plugins this renderer replaces (Parley passes neither).
 * Known differences (render-text.test.tsx compares the two): blank lines inside a fenced code
 * block are kept (the SDK drops them); a link whose whole text is `x` or a space, `[x](address)`,
 * reads as a task-list box, which is left out, so only `(address)` shows; table cells keep the
 * spaces around their text; task-list items carry no class names.
 */
import type { ReactNode } from 'react';
import type { UserResponse } from 'stream-chat';
import type { RenderTextMentionEntity } from 'stream-chat-react';
import { Anchor } from 'stream-chat-react-components/Message/renderText/componentRenderers/Anchor.mjs';
import { Emoji } from 'stream-chat-react-components/Message/renderText/componentRenderers/Emoji.mjs';
import { Mention } from 'stream-chat-react-components/Message/renderText/componentRenderers/Mention.mjs';
import {
  getMentionDisplayTexts,
  getRenderTextMentionEntities,
} from 'stream-chat-react-components/Message/renderText/rehypePlugins/mentionsMarkdownPlugin.mjs';
import { escapeRegExp } from 'stream-chat-react-components/Message/renderText/regex.mjs';
import { EMOJI_REGEX } from 'stream-chat-react-components/Message/emojiRegex.mjs';
import { ErrorBoundary } from 'stream-chat-react-components/UtilityComponents/ErrorBoundary.mjs';
import { linkifyText } from './linkify-text.ts';
import { decorateMatches, markdownToReact, type MarkdownRenderers } from './markdown-to-react.ts';

export const defaultAllowedTagNames = [
  'html',
  'text',
  'br',
  'p',
  'em',
  'strong',
  'a',
  'ol',
  'ul',
  'li',
  'code',
  'pre',
  'blockquote',
  'del',
  'table',
  'thead',
  'tbody',
  'th',
  'tr',
  'td',
  'tfoot',
  'emoji',
  'mention',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ins',
];

/** Built once: renderText runs for every message shown. */
const DEFAULT_ALLOWED_TAGS: ReadonlySet<string> = new Set(defaultAllowedTagNames);

export const markDownRenderers: MarkdownRenderers = { a: Anchor, emoji: Emoji, mention: Mention };

export interface RenderTextOptions {
  allowedTagNames?: string[];
  customMarkDownRenderers?: MarkdownRenderers;
  messageMentionEntities?: RenderTextMentionEntity[];
}

/**
 * Highlights every way a mention is written (`@Ada Lovelace`), longest first, as the SDK's
 * mention component with what it names. Also answers the written forms, which the linkify pass
 * keeps as text.
 */
function mentionDecorator(entities: RenderTextMentionEntity[]) {
  const byText = new Map<string, RenderTextMentionEntity>();
  for (const entity of entities) {
    for (const name of getMentionDisplayTexts(entity)) {
      if (name && !byText.has(`@${name}`)) byText.set(`@${name}`, entity);
    }
  }
  const texts = new Set(byText.keys());
  if (texts.size === 0) return { texts, decorator: undefined };
  const longestFirst = [...texts].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // A mention ends where the name does: at a space, punctuation or the end of the text.
  const pattern = new RegExp(`(?:${longestFirst.join('|')})(?=$|\\s|[!,.?;:'")\\]}])`, 'g');
  const decorator = decorateMatches(pattern, (match, make) => {
    const mentionedEntity = byText.get(match[0]);
    const node =
      mentionedEntity?.mentionType === 'user'
        ? { mentionedEntity, mentionedUser: mentionedEntity }
        : { mentionedEntity };
    return make('mention', { node }, match[0]);
  });
  return { texts, decorator };
}

const emoji = decorateMatches(EMOJI_REGEX, (match, make) => make('emoji', {}, match[0]));

export function renderText(
  text?: string,
  mentionedUsers?: UserResponse[],
  {
    allowedTagNames = defaultAllowedTagNames,
    customMarkDownRenderers,
    messageMentionEntities,
  }: RenderTextOptions = {},
): ReactNode {
  if (!text) return null;
  if (text.trim().length === 1) return <>{text}</>;
  const entities =
    messageMentionEntities ?? getRenderTextMentionEntities({ mentioned_users: mentionedUsers });
  const mentions = mentionDecorator(entities);
  const nodes = markdownToReact(linkifyText(text, mentions.texts), {
    allowedTags:
      allowedTagNames === defaultAllowedTagNames ? DEFAULT_ALLOWED_TAGS : new Set(allowedTagNames),
    renderers: { ...markDownRenderers, ...customMarkDownRenderers },
    decorators: mentions.decorator ? [mentions.decorator, emoji] : [emoji],
  });
  return <ErrorBoundary fallback={<>{text}</>}>{nodes}</ErrorBoundary>;
}
