/**
 * Lists the chat screen's chunks in a `parley-prefetch` meta tag. src/app/prefetch-chat.ts turns
 * them into <link rel="prefetch"> once the page has loaded and gone idle, so they download while
 * the visitor signs in without competing with the sign-in page's own first paint.
 */
import type { Plugin } from 'vite';
import { chunksFor, cssOf, fileListsPlugin, staticClosure } from './chunk-graph.ts';

/** The chat route's two screens: the conversation list, then the open conversation. */
export const CHAT_ROUTE = [
  'src/app/chat-screen/chat-screen.tsx',
  'src/features/chat/conversation/channel-view.tsx',
];

export function prefetchChat(): Plugin {
  return fileListsPlugin('parley:prefetch-chat', (chunks, eager) => {
    // The conversation list, then the open conversation (a chunk of its own).
    const wanted = new Set<string>();
    chunksFor(chunks, CHAT_ROUTE).forEach((chunk) => staticClosure(chunks, chunk.fileName, wanted));
    const files = [...wanted].filter((file) => !eager.has(file));
    return [['parley-prefetch', [...files, ...cssOf(chunks, files)]]];
  });
}
