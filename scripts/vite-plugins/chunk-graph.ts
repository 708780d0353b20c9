/**
 * The built chunks as a graph, for the plugins that list a screen's files in index.html
 * (prefetch-chat.ts, start-preload.ts).
 */
import type { Plugin, Rollup } from 'vite';

export type Chunks = Map<string, Rollup.OutputChunk>;

export function chunksOf(bundle: Rollup.OutputBundle): Chunks {
  return new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
  );
}

/** `file` and every chunk it imports statically, added to `into`. */
export function staticClosure(chunks: Chunks, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  chunks.get(file)?.imports.forEach((dep) => staticClosure(chunks, dep, into));
  return into;
}

/** What every visitor loads: the entry, and the app it imports right after the first paint. */
export function eagerFiles(chunks: Chunks): Set<string> {
  const eager = new Set<string>();
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) return eager;
  staticClosure(chunks, entry.fileName, eager);
  // src/main.tsx imports the app (src/app/boot.tsx) right after the first paint.
  entry.dynamicImports.forEach((file) => staticClosure(chunks, file, eager));
  return eager;
}

/** The chunks holding `sources`; throws naming a source no chunk holds. */
export function chunksFor(chunks: Chunks, sources: readonly string[]): Rollup.OutputChunk[] {
  return sources.map((source) => {
    const chunk = [...chunks.values()].find(
      (c) =>
        c.facadeModuleId?.endsWith(source) ||
        Object.keys(c.modules).some((id) => id.endsWith(source)),
    );
    if (!chunk) throw new Error(`${source} is in no chunk of this build`);
    return chunk;
  });
}

/** The stylesheets Vite loads with these chunks. */
export function cssOf(chunks: Chunks, files: Iterable<string>): string[] {
  return [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
}

/**
 * A build plugin that puts meta tags into index.html, each naming files of the build (a page's
 * script reads them): `lists` gets the chunks and what every visitor loads anyway.
 */
export function fileListsPlugin(
  name: string,
  lists: (chunks: Chunks, eager: Set<string>) => [meta: string, files: string[]][],
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const chunks = chunksOf(ctx.bundle);
        return lists(chunks, eagerFiles(chunks)).map(([meta, files]) => ({
          tag: 'meta',
          attrs: { name: meta, content: files.map((file) => `/${file}`).join(' ') },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
