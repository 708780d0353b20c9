/**
 * The app's layers, as a lint rule: `app/` composes the features, a feature never imports
 * another one, and the shared layers (core, lib, ui, pwa, config) never reach up into a feature
 * or the app; inside core, its parts import only those below them (CORE_ORDER). The service worker (`worker/`) is a runtime of its own beside the page: it takes
 * the shared code it needs from core, lib and config, and nothing imports it. Relative imports are resolved against the importing file, so the rule holds at
 * any folder depth.
 */
import path from 'node:path';

/**
 * core/'s parts, lowest first: a part imports only parts below it, so each can be read, tested
 * and moved with what lies below it alone; what a lower part needs from a higher one is passed in
 * (the device copy is given the outbox that delivers its pending tasks). A new part takes its
 * place here.
 */
export const CORE_ORDER = [
  'supabase',
  'share',
  'notifications',
  'device-copy',
  'search',
  'outbox',
  'session',
  'notification-choices',
  'sign-out',
  'chat',
  'connection',
];

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
  if (top === 'core' && relative.split(path.sep).length > 2) {
    return { kind: 'core', name: 'core', part: second };
  }
  if (!relative.includes(path.sep)) return { kind: 'main', name: relative };
  return { kind: top, name: top };
}

function coreProblem(from, to) {
  if (from.part === to.part || from.part === undefined || to.part === undefined) return null;
  const [rankFrom, rankTo] = [CORE_ORDER.indexOf(from.part), CORE_ORDER.indexOf(to.part)];
  if (rankFrom < 0)
    return `core/${from.part}/ has no place in CORE_ORDER (scripts/lint/src-layers.js).`;
  if (rankTo < 0)
    return `core/${to.part}/ has no place in CORE_ORDER (scripts/lint/src-layers.js).`;
  if (rankFrom > rankTo) return null;
  return `core/${from.part}/ may not import core/${to.part}/: core's parts import only those below them (${CORE_ORDER.join(' < ')}).`;
}

function problem(from, to) {
  if (from.kind === 'core' && to.kind === 'core') return coreProblem(from, to);
  if (from.name === to.name) return null;
  if (from.kind === 'features' && to.kind === 'features') {
    return `${from.name} imports ${to.name}: features never import each other; compose them in app/ or share through lib/, ui/ or core/.`;
  }
  const allowed = ALLOWED[from.kind] ?? [];
  if (allowed.includes(to.kind)) return null;
  return `${from.name}/ may not import ${to.name}/ (allowed: ${allowed.join(', ') || 'nothing outside itself'}).`;
}

/**
 * Inside a feature, a part imports its own folder, what lies below it, or its ancestors' files
 * (what the parts share sits above them), never a sibling part: parts are composed, like
 * features, by what holds them.
 */
function partProblem(from, to, fromFile, toFile) {
  if (from.kind !== 'features' || from.name !== to.name) return null;
  const [fromDir, toDir] = [path.dirname(fromFile), path.dirname(toFile)];
  const within = (dir, root) => dir === root || dir.startsWith(root + path.sep);
  if (within(toDir, fromDir) || within(fromDir, toDir)) return null;
  return `${path.relative(path.dirname(fromDir), fromDir)}/ imports its sibling part ${path.basename(toDir)}/ in ${from.name}: a part imports only itself, what is below it and what its parents share.`;
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
      const message = to && (problem(from, to) ?? partProblem(from, to, context.filename, target));
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
