/**
 * A build-time module swap that turns parts of the chat SDK nobody sees on the chat route's first
 * render into chunks fetched on first use.
 *
 * Why a swap: stream-chat-react lets the app replace these components (ComponentContext), but
 * the SDK still imports its defaults statically (`const { X = DefaultX } = useComponentContext()`),
 * so an override alone never takes their code off the chat route. Here, an import of one of the
 * listed modules *from inside node_modules* resolves to a generated stand-in: for components, a
 * React.lazy wrapper in a Suspense boundary; for async functions, a function that imports the
 * real module and calls it. The app's own imports are untouched, through the package's index
 * too: app code that wraps an SDK component (polls/poll-creation-dialog.tsx reads the dialog's
 * DOM when it mounts) gets the real one, rendered at once.
 *
 * It fails the build loudly when the SDK changes under it (after an upgrade): a listed module
 * that nothing imports any more, a component or function the module no longer exports, or an
 * importer that reads a property of a swapped component (a static method a wrapper would not
 * have): tests/rules/sdk-patches/lazy-sdk-modules.test.ts makes each happen. The modules and
 * what they export are listed in sdk-internals.ts (LAZY_MODULES);
 * tests/deploy/bundle-split.test.ts checks the resulting chunks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { LAZY_MODULES, SDK_INDEX, sdkChanged, type LazyModule } from './sdk-internals.ts';

const PLUGIN = 'lazy-sdk-modules';
const PREFIX = '\0parley-lazy:';
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

function exportedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const node of parseAst(code).body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of node.specifiers) {
      const exported = specifier.exported;
      names.add(exported.type === 'Identifier' ? exported.name : String(exported.value));
    }
    const declaration = node.declaration;
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      names.add(declaration.id.name);
    } else if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations)
        if (d.id.type === 'Identifier') names.add(d.id.name);
    }
  }
  return names;
}

/** Refuses a listed module that no longer exports every name its stand-in forwards to. */
export function checkExports(entry: LazyModule, code: string): void {
  if (entry.asyncDefault) return;
  const names = exportedNames(code);
  const missing = [...(entry.components ?? []), ...(entry.asyncFunctions ?? [])].filter(
    (name) => !names.has(name),
  );
  if (missing.length > 0) {
    throw new Error(sdkChanged(PLUGIN, `${entry.module} no longer exports ${missing.join(', ')}`));
  }
}

/**
 * Refuses an importer (module `id`, its `code`) that reads a static member of a swapped component
 * (X.getDialogId()), which the lazy wrapper would not have.
 */
export function checkImporter(code: string, id: string): void {
  let body: string | undefined;
  for (const entry of LAZY_MODULES) {
    const file = path.basename(entry.module);
    if (!code.includes(`/${file}"`)) continue;
    // Only for the few importers of a listed module: the code without its import lines.
    body ??= code.replace(/^(import .*|\/\/# sourceMappingURL=.*)$/gm, '');
    for (const name of entry.components ?? []) {
      if (new RegExp(`\\b${name}\\.[A-Za-z_$]`).test(body)) {
        throw new Error(
          sdkChanged(
            PLUGIN,
            `${id} reads a property of ${name}, which a lazy wrapper does not have`,
          ),
        );
      }
    }
  }
}

function standIn(entry: LazyModule, realId: string): string {
  const load = `const load = () => import(${JSON.stringify(realId)});`;
  if (entry.asyncDefault) {
    return `${load}\nexport default async function lazyDefault(...args) {\n  const m = await load();\n  return m.default(...args);\n}\n`;
  }
  const lines = [`import { createElement, lazy, Suspense } from 'react';`, load];
  for (const name of entry.components ?? []) {
    lines.push(
      `const ${name}$lazy = lazy(() => load().then((m) => ({ default: m.${name} })));`,
      `export function ${name}(props) {`,
      `  return createElement(Suspense, { fallback: null }, createElement(${name}$lazy, props));`,
      `}`,
    );
  }
  for (const name of entry.asyncFunctions ?? []) {
    lines.push(
      `export async function ${name}(...args) {`,
      `  return (await load()).${name}(...args);`,
      `}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function lazySdkModules(): Plugin {
  const swapped = new Set<LazyModule>();
  const entryFor = (id: string) =>
    LAZY_MODULES.find((entry) =>
      id.endsWith(`${NODE_MODULES}${entry.module.split('/').join(path.sep)}`),
    );
  return {
    name: `parley:${PLUGIN}`,
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(PREFIX) || !importer.includes(NODE_MODULES)) return null;
      if (importer.endsWith(SDK_INDEX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const entry = entryFor(resolved.id);
      if (!entry) return resolved;
      swapped.add(entry);
      return `${PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const realId = id.slice(PREFIX.length);
      const entry = entryFor(realId);
      if (!entry) return null;
      checkExports(entry, readFileSync(realId, 'utf8'));
      return standIn(entry, realId);
    },
    transform(code, id) {
      if (id.startsWith(PREFIX) || !id.includes(NODE_MODULES)) return null;
      checkImporter(code, id);
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const unused = LAZY_MODULES.filter((entry) => !swapped.has(entry));
      if (unused.length > 0) {
        this.error(
          sdkChanged(PLUGIN, `nothing imports ${unused.map((e) => e.module).join(', ')} any more`),
        );
      }
    },
  };
}
