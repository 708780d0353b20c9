/**
 * The channel list's preview of the last message, on Parley's lighter Markdown renderer.
 * scripts/vite-plugins/light-markdown.ts puts these two in place of the SDK's own in
 * `ChannelListItem/utils.mjs` (same names, same signatures).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { markdownToReact } from './markdown-to-react.ts';
import { markDownRenderers } from './render-text.tsx';

/**
 * The message's Markdown rendered for the preview line, its links through the same safe anchor
 * as messages (only http(s) and mailto links become links; a `data:` or `javascript:` one stays
 * text), where the SDK's own preview leaves links to the browser.
 */
export const renderPreviewText = (text: string): ReactNode => (
  <>{markdownToReact(text, { renderers: { a: markDownRenderers.a } })}</>
);

/** Elements whose text stands apart from the next one's. */
const BLOCK = /^(p|li|blockquote|pre|h[1-6]|td|th|br)$/;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (!isValidElement<{ children?: ReactNode }>(node)) return '';
  const inner = Children.toArray(node.props.children).map(textOf).join('');
  return typeof node.type === 'string' && BLOCK.test(node.type) ? ` ${inner} ` : inner;
}

/**
 * The words of the message without its Markdown, for the item's accessible name. Blocks are
 * kept apart by a space, so "Hi" and "there" on two lines are not read as "Hithere".
 */
export const stripMarkdownToText = (text: string): string => {
  try {
    return markdownToReact(text).map(textOf).join('').replace(/\s+/g, ' ').trim() || text;
  } catch {
    return text;
  }
};
