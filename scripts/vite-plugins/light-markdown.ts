/**
 * A build-time swap of stream-chat-react's Markdown rendering for Parley's lighter one
 * (src/ui/markdown/): about 50 KB gzip of react-markdown, remark, micromark and
 * mdast/hast off the chat route, and their evaluation off its first render.
 *
 * Two places in the SDK render Markdown: `Message/renderText/renderText.mjs` (message text,
 * quoted messages), which every importer inside the SDK gets in Parley's version, and
 * `ChannelListItem/utils.mjs` (the list's last-message preview), whose two Markdown functions
 * are cut out and imported from Parley's module instead; the rest of that module stays the SDK's.
 *
 * It fails the build loudly when the SDK changes under it (after an upgrade): a module that is no
 * longer imported, or a preview module whose Markdown imports and declarations are not exactly the
 * ones expected, or that still names one of them after the cut. The two modules and the names
 * expected in the preview module are listed in sdk-internals.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import {
  PREVIEW,
  PREVIEW_DECLARATIONS,
  PREVIEW_EXPORTS,
  PREVIEW_IMPORTS,
  RENDER_TEXT,
  SDK_ES_DIR,
  sdkChanged,
} from './sdk-internals.ts';

const PLUGIN = 'light-markdown';
const MARKDOWN_DIR = fileURLToPath(new URL('../../src/ui/markdown/', import.meta.url));

interface Cut {
  start: number;
  end: number;
}

/** The preview module without its Markdown code, importing Parley's two functions instead. */
export function rewritePreviewModule(code: string, replacement: string): string {
  const cuts: Cut[] = [];
  const seenImports = new Set<string>();
  const seenDeclarations = new Set<string>();
  for (const node of parseAst(code).body) {
    if (node.type === 'ImportDeclaration') {
      const source = String(node.source.value);
      const expected = PREVIEW_IMPORTS[source];
      if (!expected) continue;
      const names = node.specifiers.map((s) => s.local.name);
      if (names.join() !== expected.join()) {
        throw new Error(`imports ${names.join(', ')} from ${source}, not ${expected.join(', ')}`);
      }
      seenImports.add(source);
      cuts.push({ start: node.start, end: node.end });
    } else if (node.type === 'VariableDeclaration' && node.declarations.length === 1) {
      const id = node.declarations[0]?.id;
      if (id?.type !== 'Identifier' || !PREVIEW_DECLARATIONS.includes(id.name)) continue;
      seenDeclarations.add(id.name);
      cuts.push({ start: node.start, end: node.end });
    }
  }
  const missing = [
    ...Object.keys(PREVIEW_IMPORTS).filter((source) => !seenImports.has(source)),
    ...PREVIEW_DECLARATIONS.filter((name) => !seenDeclarations.has(name)),
  ];
  if (missing.length > 0) throw new Error(`no longer has ${missing.join(', ')}`);

  let rest = code;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) {
    rest = rest.slice(0, start) + rest.slice(end);
  }
  const body = rest.replace(/^\/\/# sourceMappingURL=.*$/m, '');
  const leftOver = [
    ...Object.values(PREVIEW_IMPORTS).flat(),
    ...PREVIEW_DECLARATIONS.filter((name) => !PREVIEW_EXPORTS.includes(name)),
  ].filter((name) => new RegExp(`\\b${name}\\b`).test(body));
  if (leftOver.length > 0) throw new Error(`still uses ${leftOver.join(', ')} after the cut`);
  return `import { ${PREVIEW_EXPORTS.join(', ')} } from ${JSON.stringify(replacement)};\n${rest}`;
}

export function lightMarkdown(): Plugin {
  const done = new Set<string>();
  return {
    name: `parley:${PLUGIN}`,
    // The dev server pre-bundles the SDK (optimizeDeps), so it keeps the SDK's own renderer.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(SDK_ES_DIR)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== RENDER_TEXT) return resolved;
      done.add(RENDER_TEXT);
      return path.join(MARKDOWN_DIR, 'render-text.tsx');
    },
    transform(code, id) {
      if (id !== PREVIEW) return null;
      try {
        const rewritten = rewritePreviewModule(code, path.join(MARKDOWN_DIR, 'preview-text.tsx'));
        done.add(PREVIEW);
        return { code: rewritten, map: null };
      } catch (error) {
        this.error(
          sdkChanged(PLUGIN, `${path.relative(SDK_ES_DIR, PREVIEW)} ${(error as Error).message}`),
        );
      }
    },
    buildEnd(error) {
      if (error) return;
      const unused = [RENDER_TEXT, PREVIEW].filter((file) => !done.has(file));
      if (unused.length > 0) {
        const files = unused.map((f) => path.relative(SDK_ES_DIR, f)).join(', ');
        this.error(sdkChanged(PLUGIN, `nothing imports ${files} any more`));
      }
    },
  };
}
