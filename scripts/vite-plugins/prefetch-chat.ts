/**
 * Lists the chat screen's chunks in a `parley-prefetch` meta tag. src/app/prefetch-chat.ts turns
 * them into <link rel="prefetch"> once the page has loaded and gone idle, so they download while
 * the visitor signs in without competing with the sign-in page's own first paint.
 */
import type { Plugin } from 'vite';

/** The chat route's two screens: the conversation list, then the open conversation. */
export const CHAT_ROUTE = [
  'src/app/chat-screen/chat-screen.tsx',
  'src/features/chat/conversation/channel-view.tsx',
];

export function prefetchChat(): Plugin {
  return {
    name: 'parley:prefetch-chat',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk' ? [[item.fileName, item]] : [],
          ),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const eager = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          chunks.get(file)?.imports.forEach((dep) => walk(dep, into));
        };
        if (entry) {
          walk(entry.fileName, eager);
          // src/main.tsx imports the app (src/app/boot.tsx) right after the first paint.
          entry.dynamicImports.forEach((file) => walk(file, eager));
        }
        // The conversation list, then the open conversation (a chunk of its own).
        const chat = [...chunks.values()].filter((chunk) =>
          CHAT_ROUTE.some((file) => chunk.facadeModuleId?.endsWith(file)),
        );
        if (chat.length === 0) return [];
        const wanted = new Set<string>();
        chat.forEach((chunk) => walk(chunk.fileName, wanted));
        const files = [...wanted].filter((file) => !eager.has(file));
        const css = files.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        return [
          {
            tag: 'meta',
            attrs: {
              name: 'parley-prefetch',
              content: [...files, ...css].map((f) => `/${f}`).join(' '),
            },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}
