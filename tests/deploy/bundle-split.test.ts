/**
 * The chat route's bundle split: a production build (vite.config.ts as is) keeps the
 * features loaded on first use out of the chunks the chat route loads, still builds them, has
 * the service worker precache them and prefetches the route's own chunks while signing in. The
 * build-time swaps and fixes (lazy-sdk-modules.ts, light-markdown.ts,
 * socket-stays-disconnected.ts in scripts/vite-plugins/) fail this build when an SDK upgrade moves
 * what they match (each guard is also checked without a build, in tests/rules/sdk-patches/).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import { repoRoot } from '../support/stack.ts';
import { CHAT_ROUTE } from '../../scripts/vite-plugins/prefetch-chat.ts';
import * as plugin from '../../scripts/vite-plugins/start-preload.ts';
import * as app from '../../src/app/preload-start.ts';

interface Chunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/** What must not load with the chat route, and still be built (its chunk, fetched on use). */
const ON_FIRST_USE: Record<string, string> = {
  'thread and threads view (react-virtuoso)': '/node_modules/react-virtuoso/',
  'poll creation dialog': '/PollCreationDialog/PollCreationDialog.mjs',
  "Parley's poll creation dialog": '/src/features/polls/poll-creation-dialog.tsx',
  'poll message': '/components/Poll/Poll.mjs',
  'image gallery': '/components/Gallery/GalleryUI.mjs',
  'voice recorder': '/MediaRecorder/AudioRecorder/AudioRecorder.mjs',
  'voice recording fix-up': '/node_modules/fix-webm-duration/',
  'dropped files (file-selector)': '/node_modules/file-selector/',
  'file type icons': '/components/FileIcon/FileIconSet.mjs',
  'our thread views': '/src/features/chat/threads/threads.tsx',
  'conversation details': '/src/features/chat/channel-details/',
  'new conversation form': '/src/features/chat/start/new-conversation-form.tsx',
  'reminders panel': '/src/features/reminders/reminders-panel.tsx',
  'flag dialog': '/src/features/moderation/flag-dialog.tsx',
  'position preview of the share-location dialog': '/src/features/location/position-preview.tsx',
  'German translation': '/stream-chat-react/dist/es/i18n/de.mjs',
  'German dayjs locale': '/node_modules/dayjs/locale/de.js',
  'Supabase storage (profile page)': '/node_modules/@supabase/storage-js/',
};

/**
 * Never built at all: supabase-js's createClient is not used, and Parley renders Markdown with
 * its own renderer (scripts/vite-plugins/light-markdown.ts) instead of the SDK's unified stack.
 */
const NEVER = {
  'realtime or phoenix': [
    '/node_modules/@supabase/realtime-js/',
    '/node_modules/@supabase/phoenix/',
  ],
  "the SDK's Markdown stack": [
    '/node_modules/react-markdown/',
    '/node_modules/remark-gfm/',
    '/node_modules/unified/',
    '/node_modules/micromark/',
    '/node_modules/mdast-util-from-markdown/',
  ],
};

let outDir = '';
let chunks: Chunk[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'parley-bundle-'));
  const capture: Plugin = {
    name: 'capture-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          moduleIds: Object.keys(item.modules),
        });
      }
    },
  };
  chunks = [];
  await build({
    root: repoRoot,
    configFile: path.join(repoRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: [capture],
  });
  // The service worker's own build reports its chunk too; the app's are the ones with assets/.
  chunks = chunks.filter((chunk) => chunk.fileName.startsWith('assets/'));
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function staticClosure(roots: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Chunk>();
  const walk = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) walk(next);
    }
  };
  roots.forEach(walk);
  return [...seen.values()];
}

function chatRouteChunks(): Chunk[] {
  const roots = chunks.filter(
    (chunk) => chunk.isEntry || CHAT_ROUTE.some((file) => chunk.facadeModuleId?.endsWith(file)),
  );
  expect(roots).toHaveLength(1 + CHAT_ROUTE.length);
  return staticClosure(roots);
}

/** The chunk holding `source`. */
const holding = (source: string) =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)));

/** The files index.html lists in the meta tag `name`. */
function listed(name: string): string[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return (new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '').split(' ');
}

/** Whether a module of these chunks is that file (a lazy stand-in, a `\0` id, is not). */
const has = (list: Chunk[], fragment: string) =>
  list.some((chunk) => chunk.moduleIds.some((id) => !id.startsWith('\0') && id.includes(fragment)));

describe('the chat route bundle', () => {
  it.each(Object.entries(ON_FIRST_USE))(
    'leaves out the %s, built into a chunk of its own',
    (_, fragment) => {
      expect(has(chatRouteChunks(), fragment)).toBe(false);
      expect(has(chunks, fragment)).toBe(true);
    },
  );

  it.each(Object.entries(NEVER))('never builds %s', (_, fragments) => {
    for (const fragment of fragments) expect(has(chunks, fragment)).toBe(false);
  });

  it("renders message text and the list's previews with Parley's Markdown renderer", () => {
    for (const file of ['render-text.tsx', 'preview-text.tsx']) {
      expect(has(chatRouteChunks(), `/src/ui/markdown/${file}`)).toBe(true);
    }
  });

  it("builds stream-chat's connection so that one disconnected stays closed", () => {
    const client = holding('stream-chat/dist/esm/index.mjs');
    expect(client).toBeDefined();
    const code = readFileSync(path.join(outDir, client?.fileName ?? ''), 'utf8');
    expect(code).toContain('_reconnect() - Abort (3)');
    expect(code).not.toMatch(/isDisconnected\s*&&\s*this\.client\.options\.enableWSFallback/);
  });

  it('precaches the lazily loaded chunks in the service worker', () => {
    const sw = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    const lazy = chunks.filter(
      (chunk) => !chunk.fileName.includes('/i18n-') && !chatRouteChunks().includes(chunk),
    );
    expect(lazy.length).toBeGreaterThan(5);
    for (const chunk of lazy) expect(sw).toContain(chunk.fileName);
  });

  it('prefetches the list and the open conversation while signing in, not the lazy features', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const meta = /<meta name="parley-prefetch" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const prefetched = meta.split(' ').map((href) => href.slice(1));
    for (const file of CHAT_ROUTE) {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(file));
      expect(prefetched).toContain(chunk?.fileName);
    }
    const threads = chunks.find((c) =>
      c.facadeModuleId?.endsWith('src/features/chat/threads/threads.tsx'),
    );
    expect(prefetched).not.toContain(threads?.fileName);
  });

  it('starts the app from one chunk and React beside it, neither imported by the entry', () => {
    const entry = chunks.filter((chunk) => chunk.isEntry);
    const boot = chunks.filter((chunk) => has([chunk], '/src/app/boot.tsx'));
    expect(boot).toHaveLength(1);
    const beforePaint = staticClosure(entry);
    expect(beforePaint).not.toContain(boot[0]);
    const atStart = staticClosure(boot).filter((chunk) => !beforePaint.includes(chunk));
    expect(atStart.map((chunk) => chunk.fileName).sort()).toEqual(
      [
        boot[0]?.fileName,
        chunks.find((chunk) => has([chunk], '/node_modules/react-dom/'))?.fileName,
      ].sort(),
    );
  });

  it("preloads the entry's imports from index.html, and no lazy chunk's JS imports from code", () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.imports.length).toBeGreaterThan(0);
    for (const file of entry?.imports ?? []) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
    // Vite lists what to preload for each dynamic import in a __vite__mapDeps table.
    const assets = path.join(outDir, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      const code = readFileSync(path.join(assets, name), 'utf8');
      const table = /m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? '';
      expect(table, name).not.toMatch(/\.js"/);
    }
  });

  it("lists a signed-in start's lazy files in index.html for the entry to preload, together", () => {
    expect([plugin.SHELL_META, plugin.LIST_META]).toEqual([app.SHELL_META, app.LIST_META]);
    const shell = listed(app.SHELL_META);
    const list = listed(app.LIST_META);
    for (const source of plugin.START_SHELL)
      expect(shell).toContain(`/${holding(source)?.fileName}`);
    for (const source of plugin.START_LIST) expect(list).toContain(`/${holding(source)?.fileName}`);
    // Every file the list's code imports statically that the entry does not bring anyway (itself
    // and the app's start with React), and no chunk of the chat client.
    const eager = staticClosure(
      chunks.filter(
        (chunk) =>
          chunk.isEntry ||
          has([chunk], '/src/app/boot.tsx') ||
          has([chunk], '/node_modules/react-dom/'),
      ),
    );
    const start = holding(plugin.START_LIST[0]);
    for (const chunk of staticClosure(start ? [start] : [])) {
      if (eager.includes(chunk)) continue;
      expect([...shell, ...list]).toContain(`/${chunk.fileName}`);
    }
    expect([...shell, ...list].some((file) => file.includes('chat-client'))).toBe(false);
    expect(list.some((file) => file.endsWith('.css'))).toBe(true);
  });

  it("builds a signed-in start's own code into two chunks, the shell's and the list's", () => {
    const files = [plugin.SHELL_META, plugin.LIST_META].flatMap(listed);
    const own = [plugin.SHELL_MODULE, plugin.LIST_MODULE].map(holding);
    // Each other file preloaded holds a package (the auth and database clients, linkify), with
    // Parley's code that wraps it: none holds only Parley's small shared modules.
    const others = chunks.filter(
      (chunk) => files.includes(`/${chunk.fileName}`) && !own.includes(chunk),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const chunk of others) {
      expect(has([chunk], '/node_modules/'), `${chunk.fileName} holds no package`).toBe(true);
    }
    expect(new Set(own).size).toBe(2);
  });

  it("loads neither of a signed-in start's chunks on the signed-out screens", () => {
    const own = [plugin.SHELL_MODULE, plugin.LIST_MODULE].map(holding);
    const signedOut = [
      'src/app/boot.tsx',
      'src/features/auth/reset-password-page.tsx',
      'src/features/auth/mfa-challenge-page.tsx',
      'src/features/invites/join-page.tsx',
      'src/pwa/update-prompt.tsx',
    ].map(holding);
    expect(signedOut).not.toContain(undefined);
    const loaded = staticClosure(signedOut.filter((chunk) => chunk !== undefined));
    for (const chunk of own) expect(loaded).not.toContain(chunk);
  });
});
