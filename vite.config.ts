import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { lazySdkModules } from './scripts/lazy-sdk-modules.ts';
import { trimEnglishTranslationPlugin } from './scripts/trim-english-translation.ts';
import { prerenderSignIn } from './scripts/prerender-sign-in.ts';
import { lightMarkdown } from './scripts/light-markdown.ts';
import { I18N_DIR, sdkAliases } from './scripts/sdk-paths.ts';

// manifest.webmanifest is the one source of the manifest; the plugin emits it from this.
const manifest = JSON.parse(
  readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>;

/** The one translation every user may need before their own arrives: the keys are English. */
const BUNDLED_LANGUAGE = 'en';

/**
 * Streami18n imports all twelve translations (about 500 KB) and eleven dayjs locales. Swap the
 * static imports for empty placeholders; src/features/chat/chat-i18n.ts loads the browser's
 * language when the chat opens, and its translation module brings its dayjs locale along.
 */
function loadTranslationsOnDemand(): Plugin {
  return {
    name: 'parley:stream-translations-on-demand',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(I18N_DIR)) return null;
      const translation = /^(\w\w)\.mjs$/.exec(path.relative(I18N_DIR, id));
      if (translation?.[1] && translation[1] !== BUNDLED_LANGUAGE) {
        return {
          code: `import "dayjs/locale/${translation[1]}.js";\n${code}`,
          map: null,
        };
      }
      if (!id.startsWith(path.join(I18N_DIR, 'Streami18n.mjs'))) return null;
      const rewritten = code
        .replace(/^import (\w+)_default from "\.\/(\w+)\.mjs";$/gm, (line, _name, language) =>
          language === BUNDLED_LANGUAGE ? line : `const ${language}_default = {};`,
        )
        .replace(/^import "dayjs\/locale\/(\w+)\.js";$/gm, (line, language) =>
          language === BUNDLED_LANGUAGE ? line : '',
        );
      return { code: rewritten, map: null };
    },
  };
}

/**
 * Lists the chat screen's chunks in a `parley-prefetch` meta tag. src/app/prefetch-chat.ts turns
 * them into <link rel="prefetch"> once the page has loaded and gone idle, so they download while
 * the visitor signs in without competing with the sign-in page's own first paint.
 */
const CHAT_ROUTE = ['src/features/chat/chat-page.tsx', 'src/features/chat/channel-view.tsx'];

function prefetchChat(): Plugin {
  return {
    name: 'parley:prefetch-chat',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk' ? [[item.fileName, item]] : [],
          ),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const eager = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          chunks.get(file)?.imports.forEach((dep) => walk(dep, into));
        };
        if (entry) {
          walk(entry.fileName, eager);
          // src/main.tsx imports the app (src/app/boot.tsx) right after the first paint.
          entry.dynamicImports.forEach((file) => walk(file, eager));
        }
        // The conversation list, then the open conversation (a chunk of its own).
        const chat = [...chunks.values()].filter((chunk) =>
          CHAT_ROUTE.some((file) => chunk.facadeModuleId?.endsWith(file)),
        );
        if (chat.length === 0) return [];
        const wanted = new Set<string>();
        chat.forEach((chunk) => walk(chunk.fileName, wanted));
        const files = [...wanted].filter((file) => !eager.has(file));
        const css = files.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        return [
          {
            tag: 'meta',
            attrs: {
              name: 'parley-prefetch',
              content: [...files, ...css].map((f) => `/${f}`).join(' '),
            },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: sdkAliases,
  },
  build: {
    // index.html preloads the entry's own imports, so the sign-in page paints without waiting on
    // them. A lazy chunk's imports are not preloaded: the chat route's chunks come from the
    // service worker's precache or the prefetch made during sign-in, and the ~20 preload links
    // the chat page added (each compiled as it arrived) doubled its main-thread blocking time in
    // a 4x-slowed Chromium (bench/app.bench.ts; figures in README).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith(I18N_DIR)
            ? 'assets/i18n-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  plugins: [
    loadTranslationsOnDemand(),
    lazySdkModules(),
    lightMarkdown(),
    trimEnglishTranslationPlugin(),
    react(),
    prefetchChat(),
    prerenderSignIn(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/*.png', 'robots.txt'],
      injectManifest: {
        // The shell, icons and every screen's chunks, the chat included; translations are
        // fetched (and then cached by src/pwa/sw.ts) only for the language in use.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        globIgnores: ['**/i18n-*.js', 'sw.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
});
