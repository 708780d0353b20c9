/**
 * A build plugin that rewrites one module of the SDK, and fails the build when nothing imports
 * that module any more (an upgrade moved or renamed it). The rewrite throws, with sdkChanged()'s
 * words, when the module no longer looks as it expects (replaceCounted, for a rewrite that is one
 * pattern found a known number of times). The dev server pre-bundles the SDK (optimizeDeps), so
 * only a build runs it.
 */
import type { Plugin } from 'vite';
import { sdkChanged } from './sdk-internals.ts';

/** `module`: the module's path as sdk-internals.ts names it (a module id ends with it). */
export function patchSdkModule(
  plugin: string,
  module: string,
  rewrite: (code: string) => string,
): Plugin {
  let patched = false;
  return {
    name: `parley:${plugin}`,
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(module)) return null;
      patched = true;
      return { code: rewrite(code), map: null };
    },
    buildEnd(error) {
      if (!error && !patched) this.error(sdkChanged(plugin, `nothing imports ${module} any more`));
    },
  };
}

/**
 * `code` with each match of `pattern` (global) replaced, when it matches exactly `count` times;
 * otherwise throws: "<where> has <found> <what> of the expected shape, not <count>".
 */
export function replaceCounted(
  code: string,
  plugin: string,
  expected: { pattern: RegExp; count: number; where: string; what: string },
  replacement: string,
): string {
  const { pattern, count, where, what } = expected;
  const found = code.match(pattern)?.length ?? 0;
  if (found !== count) {
    throw new Error(
      sdkChanged(plugin, `${where} has ${found} ${what} of the expected shape, not ${count}`),
    );
  }
  return code.replace(pattern, replacement);
}
