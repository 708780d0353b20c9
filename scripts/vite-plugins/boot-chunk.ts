/**
 * Builds the app's start (src/app/boot.tsx and what it imports statically) as one chunk, React
 * in one beside it. Split by the default rules, the start was some twenty small chunks shared
 * with later screens; the browser asked for them in waves (each import found only once its
 * importer arrived), and under Lighthouse's instrumentation each wave of requests was a task of
 * 50 ms and more after the first paint, of nothing but the module loader's own work.
 * What src/main.tsx already holds stays in the entry: taken into the boot chunk, it would make the
 * entry import that chunk, and so run the whole app before the first paint.
 */
import type { Plugin } from 'vite';

const ENTRY_MODULE = 'src/main.tsx';
const BOOT_MODULE = 'src/app/boot.tsx';
/** React, in a chunk of its own: main.tsx evaluates it in a task apart from the app's start. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** One of rolldown's `output.codeSplitting.groups` (its own type is not exported by Vite). */
export interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  includeDependenciesRecursively?: boolean;
}

export function bootChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  const start = new Set<string>();
  const plugin: Plugin = {
    name: 'parley:boot-chunk',
    apply: 'build',
    // The module graph is whole here, and chunks are not made yet.
    buildEnd() {
      start.clear();
      const ids = [...this.getModuleIds()];
      const closure = (suffix: string) => {
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(walk);
        };
        const root = ids.find((id) => id.endsWith(suffix));
        if (!root) this.error(`${suffix} is not in the build: the boot chunk has no root`);
        walk(root);
        return seen;
      };
      const entry = closure(ENTRY_MODULE);
      for (const id of closure(BOOT_MODULE)) {
        if (!entry.has(id) && !REACT.test(id)) start.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'react-dom', test: REACT, priority: 2 },
      {
        name: 'boot',
        test: (id) => start.has(id),
        priority: 1,
        // Taken along, the entry's own modules would come into this chunk (see above). Every
        // static import of a start module is a start, entry or React module, so no chunk cycle
        // can form.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
