import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// manifest.webmanifest is the one source of the manifest; the plugin emits it from this.
const manifest = JSON.parse(
  readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>;

const I18N_DIR = path.resolve('node_modules/stream-chat-react/dist/es/i18n');
/** The one translation every user may need before their own arrives: the keys are English. */
const BUNDLED_LANGUAGE = 'en';

/**
 * Streami18n imports all twelve translations (about 500 KB). Swap the static imports for empty
 * placeholders; src/features/chat/chat-i18n.ts loads the browser's language when the chat opens.
 */
function loadTranslationsOnDemand(): Plugin {
  return {
    name: 'parley:stream-translations-on-demand',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(path.join(I18N_DIR, 'Streami18n.mjs'))) return null;
      const rewritten = code.replace(
        /^import (\w+)_default from "\.\/(\w+)\.mjs";$/gm,
        (line, _name: string, language: string) =>
          language === BUNDLED_LANGUAGE ? line : `const ${language}_default = {};`,
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
        if (entry) walk(entry.fileName, eager);
        const chat = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.endsWith('src/features/chat/chat-page.tsx'),
        );
        if (!chat) return [];
        const wanted = new Set<string>();
        walk(chat.fileName, wanted);
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
    alias: { 'stream-chat-react-i18n': I18N_DIR },
  },
  build: {
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
    react(),
    prefetchChat(),
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
