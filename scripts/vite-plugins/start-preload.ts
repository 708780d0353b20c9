/**
 * Lists, in two meta tags, the files of a signed-in start that the app imports lazily: the
 * shell's (with the auth client) and the conversation list's. src/app/preload-start.ts preloads
 * them from the entry for a visitor who may be signed in, so they arrive together. Left to the
 * imports, each file is found only once its importer has arrived and run: in a freshly started
 * page, where every file comes through the service worker, that was six waves, a third of the
 * time to the list.
 */
import type { Plugin } from 'vite';
import { chunksFor, cssOf, fileListsPlugin, staticClosure, type Chunks } from './chunk-graph.ts';

export const SHELL_MODULE = 'src/app/shell/signed-in-app.tsx';
export const LIST_MODULE = 'src/app/chat-screen/start-screen.tsx';
export const START_SHELL = [SHELL_MODULE, 'src/core/supabase/auth-js-client.ts'] as const;
export const START_LIST = [LIST_MODULE] as const;

/** The names src/app/preload-start.ts reads (tests/deploy/bundle-split.test.ts holds them equal). */
export const SHELL_META = 'parley-start-shell';
export const LIST_META = 'parley-start-list';

function filesOf(chunks: Chunks, sources: readonly string[], leaveOut: Set<string>): string[] {
  const files = new Set<string>();
  chunksFor(chunks, sources).forEach((chunk) => staticClosure(chunks, chunk.fileName, files));
  const js = [...files].filter((file) => !leaveOut.has(file));
  return [...js, ...cssOf(chunks, js)];
}

export function startPreload(): Plugin {
  return fileListsPlugin('parley:start-preload', (chunks, eager) => {
    const shell = filesOf(chunks, START_SHELL, eager);
    const list = filesOf(chunks, START_LIST, new Set([...eager, ...shell]));
    return [
      [SHELL_META, shell],
      [LIST_META, list],
    ];
  });
}
