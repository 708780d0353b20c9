/**
 * What a feature's own modules weigh on a route: the app is built again with those modules
 * replaced by empty ones (each export a function that does nothing), and the route's chunks, as
 * the browser fetched them from the real build, are weighed in both. The modules that call the
 * feature stay, so this is a little under what the feature adds; it is what comparing builds
 * across commits cannot give once other work has landed between them.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { repoRoot } from '../../tests/support/stack.ts';
import { chunkName } from './script-recorder.ts';

const EXPORTED = /export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g;

/** Each module whose path (from the repo root) matches `modules` reduced to empty exports. */
function emptied(modules: RegExp): Plugin {
  return {
    name: 'parley-bench-emptied-modules',
    enforce: 'pre',
    load(id) {
      const file = path.relative(repoRoot, id.split('?')[0] ?? id);
      if (!modules.test(file) || !/\.tsx?$/.test(file)) return null;
      const names = [...readFileSync(id, 'utf8').matchAll(EXPORTED)].map((m) => m[1]);
      return names.map((name) => `export const ${name} = function () {};`).join('\n');
    },
  };
}

/** The gzip KB of the chunks of that name in a build's assets (0 for a chunk no longer built). */
function weigh(assets: string, chunks: readonly string[]): number {
  const wanted = new Set(chunks);
  let bytes = 0;
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.js') && wanted.has(chunkName(file))) {
      bytes += gzipSync(readFileSync(path.join(assets, file))).length;
    }
  }
  return bytes / 1024;
}

/**
 * The route's gzip KB built from the source as it is (`whole`), and with each variant's modules
 * emptied.
 */
export async function routeWeights<Name extends string>(
  scriptUrls: readonly string[],
  variants: Record<Name, RegExp>,
): Promise<Record<Name | 'whole', number>> {
  const chunks = scriptUrls.map(chunkName);
  const weights = { whole: await builtWeight([], chunks) } as Record<Name | 'whole', number>;
  for (const [name, modules] of Object.entries<RegExp>(variants)) {
    weights[name as Name] = await builtWeight([emptied(modules)], chunks);
  }
  return weights;
}

async function builtWeight(plugins: Plugin[], chunks: readonly string[]): Promise<number> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'parley-weight-'));
  try {
    await build({
      configFile: path.join(repoRoot, 'vite.config.ts'),
      root: repoRoot,
      logLevel: 'silent',
      plugins,
      build: { outDir, emptyOutDir: true },
    });
    return weigh(path.join(outDir, 'assets'), chunks);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
