/**
 * The channel list's preview of the last message, on Parley's lighter Markdown renderer.
 * scripts/vite-plugins/light-markdown.ts puts these two in place of the SDK's own in
 * `ChannelListItem/utils.mjs` (same names, same signatures).
 */
import type { ReactNode } from 'react';
import { markdownToReact } from './markdown-to-react.ts';
import { markDownRenderers } from './render-text.tsx';

// The SDK's module exports both names (scripts/vite-plugins/light-markdown.ts swaps this one in).
export { stripMarkdownToText } from './markdown-text.ts';

/**
 * The message's Markdown rendered for the preview line, its links through the same safe anchor
 * as messages (only http(s) and mailto links become links; a `data:` or `javascript:` one stays
 * text), where the SDK's own preview leaves links to the browser.
 */
export const renderPreviewText = (text: string): ReactNode => (
  <>{markdownToReact(text, { renderers: { a: markDownRenderers.a } })}</>
);
