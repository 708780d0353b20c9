/** A message's words without its Markdown, with none of the SDK's code (the list at start uses it). */
import { Children, isValidElement, type ReactNode } from 'react';
import { markdownToReact } from './markdown-to-react.ts';

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
