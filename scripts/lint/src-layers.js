/**
 * The app's layers, as a lint rule: `app/` composes the features, a feature never imports
 * another one, and the shared layers (core, lib, ui, pwa, config) never reach up into a feature
 * or the app. The service worker (`worker/`) is a runtime of its own beside the page: it takes
 * the shared code it needs from core, lib and config, and nothing imports it. Relative imports are resolved against the importing file, so the rule holds at
 * any folder depth.
 */
import path from 'node:path';

const SHARED = ['core', 'lib', 'ui', 'pwa', 'config'];

/** What each layer may import besides itself. */
const ALLOWED = {
  main: ['app', ...SHARED],
  app: ['features', ...SHARED],
  worker: ['core', 'lib', 'config'],
  features: SHARED,
  core: ['lib', 'config'],
  pwa: ['lib', 'ui', 'config'],
  ui: ['lib', 'config'],
  lib: ['config'],
  config: [],
};

/** The layer of a file under src/ (a feature is its own layer), or null outside src/. */
function layerOf(file, srcRoot) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return { kind: 'features', name: `features/${second}` };
  if (!relative.includes(path.sep)) return { kind: 'main', name: relative };
  return { kind: top, name: top };
}

function problem(from, to) {
  if (from.name === to.name) return null;
  if (from.kind === 'features' && to.kind === 'features') {
    return `${from.name} imports ${to.name}: features never import each other; compose them in app/ or share through lib/, ui/ or core/.`;
  }
  const allowed = ALLOWED[from.kind] ?? [];
  if (allowed.includes(to.kind)) return null;
  return `${from.name}/ may not import ${to.name}/ (allowed: ${allowed.join(', ') || 'nothing outside itself'}).`;
}

export const srcLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'app → features → shared: no cross-feature or upward import in src/' },
    schema: [],
  },
  create(context) {
    const srcRoot = path.join(context.cwd, 'src');
    const from = layerOf(context.filename, srcRoot);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const to = layerOf(target, srcRoot);
      const message = to && problem(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};
