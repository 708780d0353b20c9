/**
 * The build-time swap of SDK modules for chunks fetched on first use
 * (scripts/vite-plugins/lazy-sdk-modules.ts): on the installed SDK every listed module exports
 * what its stand-in forwards to and no importer reads a property of a swapped component; an SDK
 * that changed under it fails the build, naming what changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkExports,
  checkImporter,
  lazySdkModules,
} from '../../../scripts/vite-plugins/lazy-sdk-modules.ts';
import {
  LAZY_MODULES,
  SDK_ES_DIR,
  inNodeModules,
} from '../../../scripts/vite-plugins/sdk-internals.ts';
import { endEmptyBuild } from './plugin-hooks.ts';

const read = (file: string) => readFileSync(file, 'utf8');
const poll = LAZY_MODULES.find((entry) => entry.components?.includes('Poll'));
if (!poll) throw new Error('the Poll component is no longer swapped');
const installedPoll = read(inNodeModules(poll.module));

describe('lazy-sdk-modules', () => {
  it('finds every name it forwards to in the installed modules', () => {
    for (const entry of LAZY_MODULES) {
      expect(
        () => checkExports(entry, read(inNodeModules(entry.module))),
        entry.module,
      ).not.toThrow();
    }
  });

  it('finds no importer in the installed SDK that reads a property of a swapped component', () => {
    const files = readdirSync(SDK_ES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.mjs'),
    );
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const id = path.join(SDK_ES_DIR, file);
      expect(() => checkImporter(read(id), id), file).not.toThrow();
    }
  });

  it('refuses a module that no longer exports a swapped component', () => {
    const renamed = installedPoll.replace('export { Poll };', 'export { Poll as PollCard };');
    expect(renamed).not.toBe(installedPoll);
    expect(() => checkExports(poll, renamed)).toThrow(
      /^lazy-sdk-modules: .*Poll\.mjs no longer exports Poll; the SDK changed/,
    );
  });

  it('refuses an importer that reads a property of a swapped component', () => {
    const importer = 'import { Poll } from "../Poll/Poll.mjs";\nconst id = Poll.displayName;\n';
    expect(() => checkImporter(importer, '/sdk/Message.mjs')).toThrow(
      /^lazy-sdk-modules: \/sdk\/Message\.mjs reads a property of Poll, which a lazy wrapper/,
    );
  });

  it('fails the build when nothing imports a listed module any more', () => {
    expect(() => endEmptyBuild(lazySdkModules())).toThrow(
      /^lazy-sdk-modules: nothing imports .*Poll\.mjs.* any more; the SDK changed/,
    );
  });
});
