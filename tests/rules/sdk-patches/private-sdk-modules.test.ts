/**
 * PRIVATE_SDK_MODULES (scripts/vite-plugins/sdk-internals.ts) is the whole list of what Parley
 * touches inside stream-chat-react past its package exports: every listed file is installed, the
 * code reaches no other (the app only through the aliases made from the list, each typed in
 * src/stream-chat-react-modules.d.ts), and no alias is left that nothing uses.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  PRIVATE_SDK_MODULES,
  inNodeModules,
  sdkAliases,
} from '../../../scripts/vite-plugins/sdk-internals.ts';
import { sourceFiles } from '../../support/source-files.ts';
import { repoRoot } from '../../support/stack.ts';

const CODE_ROOTS = ['src', 'shared', 'api', 'emulators', 'scripts', 'tests', 'bench'];
const SDK = 'stream-chat-react';
const TYPES = path.join(repoRoot, 'src', 'stream-chat-react-modules.d.ts');

/** Every specifier the code imports that names a file of the SDK or one of the aliases. */
function sdkSpecifiers(): { file: string; specifier: string }[] {
  return CODE_ROOTS.flatMap((root) => sourceFiles(root)).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(path.join(repoRoot, file), 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => ({ file, specifier: fileName }))
      .filter(
        ({ specifier }) => specifier.startsWith(`${SDK}/`) || specifier.startsWith(`${SDK}-`),
      ),
  );
}

const aliasOf = (specifier: string) =>
  Object.keys(sdkAliases).find((alias) => specifier === alias || specifier.startsWith(`${alias}/`));

/** The package's export paths as patterns (`./dist/css/*`). */
function exported(specifier: string): boolean {
  const { exports } = JSON.parse(readFileSync(inNodeModules(`${SDK}/package.json`), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const subpath = `.${specifier.slice(SDK.length)}`;
  return Object.keys(exports).some((key) =>
    key.endsWith('*') ? subpath.startsWith(key.slice(0, -1)) : subpath === key,
  );
}

const found = sdkSpecifiers();

describe('the private SDK modules', () => {
  it('are each listed once, and installed', () => {
    const modules = PRIVATE_SDK_MODULES.map((entry) => entry.module);
    expect(modules.length).toBeGreaterThan(10);
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules.filter((module) => !existsSync(inNodeModules(module)))).toEqual([]);
  });

  it('are the only ones the code imports: the app through their aliases, the rest exported', () => {
    expect(found.length).toBeGreaterThan(5);
    const unlisted = found.filter(({ specifier }) =>
      specifier.startsWith(`${SDK}/`) ? !exported(specifier) : !aliasOf(specifier),
    );
    expect(unlisted).toEqual([]);
  });

  it('leave no alias that nothing imports', () => {
    const used = new Set(found.map(({ specifier }) => aliasOf(specifier)));
    expect(Object.keys(sdkAliases).filter((alias) => !used.has(alias))).toEqual([]);
  });

  it('are typed for the app exactly where an alias reaches them', () => {
    const declared = [...readFileSync(TYPES, 'utf8').matchAll(/declare module '([^']+)'/g)].map(
      ([, name]) => name ?? '',
    );
    expect(declared.filter((name) => !aliasOf(name))).toEqual([]);
    expect(
      Object.keys(sdkAliases).filter(
        (alias) => !declared.some((name) => name === alias || name.startsWith(`${alias}/`)),
      ),
    ).toEqual([]);
  });

  it('are the list the upgrade notes send a reader to', () => {
    const notes = readFileSync(path.join(repoRoot, 'docs', 'chat-ui.md'), 'utf8');
    expect(notes).toContain('`PRIVATE_SDK_MODULES`');
  });
});
