/**
 * Builds the app's start (src/app/boot.tsx and what it imports statically) as one chunk, React
 * in one beside it, and a signed-in start's lazy code as two more: the shell's and the
 * conversation list's. Split by the default rules, the start was some twenty small chunks shared
 * with later screens; the browser asked for them in waves (each import found only once its
 * importer arrived), and under Lighthouse's instrumentation each wave of requests was a task of
 * 50 ms and more after the first paint, of nothing but the module loader's own work. Preloaded
 * together (start-preload.ts), the shell's and the list's sixteen files still cost the chat
 * page's main thread a link each in the entry's first task and a task each as they arrived:
 * about 250 ms of a profiled Lighthouse trace, the most of any one cause; in seven files, half.
 * What src/main.tsx already holds stays in the entry: taken into the boot chunk, it would make the
 * entry import that chunk, and so run the whole app before the first paint. What a signed-out
 * screen or the chat client also imports stays out of the shell's and the list's chunks, so that
 * the sign-in page never loads them.
 */
import type { Plugin } from 'vite';
import { LIST_MODULE, SHELL_MODULE } from './start-preload.ts';

const ENTRY_MODULE = 'src/main.tsx';
const BOOT_MODULE = 'src/app/boot.tsx';
/** React, in a chunk of its own: main.tsx evaluates it in a task apart from the app's start. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** Parley's own code, not a package's. */
const OWN_SOURCE = /[\\/]src[\\/]/;

/** One of rolldown's `output.codeSplitting.groups` (its own type is not exported by Vite). */
export interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  includeDependenciesRecursively?: boolean;
}

export function bootChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  const start = new Set<string>();
  const shell = new Set<string>();
  const list = new Set<string>();
  const plugin: Plugin = {
    name: 'parley:boot-chunk',
    apply: 'build',
    // The module graph is whole here, and chunks are not made yet.
    buildEnd() {
      for (const set of [start, shell, list]) set.clear();
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const root = ids.find((id) => id.endsWith(suffix));
        if (!root) this.error(`${suffix} is not in the build: a start chunk has no root`);
        return root;
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(walk);
        };
        roots.forEach(walk);
        return seen;
      };
      const entry = closure([find(ENTRY_MODULE)]);
      for (const id of closure([find(BOOT_MODULE)])) {
        if (!entry.has(id) && !REACT.test(id)) start.add(id);
      }
      const shellRoot = find(SHELL_MODULE);
      const listRoot = find(LIST_MODULE);
      // Every other screen the entry and the start import lazily (the sign-in screens, the chat
      // client, the share picker…), with what they import: the code a signed-out visitor may load.
      const elsewhere = closure(
        [...entry, ...start]
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => id !== shellRoot && id !== listRoot),
      );
      // Parley's own small modules that a signed-in start shares with those screens (a dialog, a
      // focus helper, a conversation's title) join the start, when all they import is in it
      // already: left to the default rules they were files of a few hundred bytes each.
      const inStart = (id: string) => entry.has(id) || start.has(id) || REACT.test(id);
      const shared = new Set(
        [...closure([shellRoot, listRoot])].filter(
          (id) => elsewhere.has(id) && OWN_SOURCE.test(id) && !inStart(id),
        ),
      );
      for (let dropped = true; dropped;) {
        dropped = false;
        for (const id of shared) {
          const deps = this.getModuleInfo(id)?.importedIds ?? [];
          if (deps.every((dep) => inStart(dep) || shared.has(dep))) continue;
          shared.delete(id);
          dropped = true;
        }
      }
      shared.forEach((id) => start.add(id));
      const own = (id: string) => !inStart(id) && !elsewhere.has(id);
      for (const id of closure([shellRoot])) if (own(id)) shell.add(id);
      for (const id of closure([listRoot])) if (own(id) && !shell.has(id)) list.add(id);
    },
  };
  // Taken along, the entry's own modules would come into these chunks (see above). Each static
  // import of a start module is a start, entry or React module; each of a shell module is a
  // shell, start, entry, React or elsewhere module, and the list's likewise (with the shell's):
  // so every chunk imports only chunks made before it, and no cycle can form.
  const only = (name: string, modules: Set<string>, priority: number): ChunkGroup => ({
    name,
    test: (id) => modules.has(id),
    priority,
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    groups: [
      { name: 'react-dom', test: REACT, priority: 4 },
      only('boot', start, 3),
      only('signed-in-app', shell, 2),
      only('start-screen', list, 1),
    ],
  };
}
