import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
// Parley's own plugins, one module each; what they rely on inside the SDK is listed in
// sdk-internals.ts (docs/chat-ui.md, "Upgrading stream-chat-react").
import { lazySdkModules } from './scripts/vite-plugins/lazy-sdk-modules.ts';
import { lightMarkdown } from './scripts/vite-plugins/light-markdown.ts';
import {
  checkManifest,
  SCREENSHOTS_MODE,
  type CheckedManifest,
} from './scripts/vite-plugins/manifest-check.ts';
import { bootChunk } from './scripts/vite-plugins/boot-chunk.ts';
import { prefetchChat } from './scripts/vite-plugins/prefetch-chat.ts';
import { startPreload } from './scripts/vite-plugins/start-preload.ts';
import { threadStaysClosed } from './scripts/vite-plugins/thread-stays-closed.ts';
import { socketStaysDisconnected } from './scripts/vite-plugins/socket-stays-disconnected.ts';
import { prerenderSignIn } from './scripts/vite-plugins/prerender-sign-in.ts';
import { I18N_DIR, sdkAliases } from './scripts/vite-plugins/sdk-internals.ts';
import { loadTranslationsOnDemand } from './scripts/vite-plugins/stream-translations-on-demand.ts';
import { trimEnglishTranslationPlugin } from './scripts/vite-plugins/trim-english-translation.ts';

// manifest.webmanifest is the one source of the manifest; the plugin emits it from this.
const manifest = JSON.parse(
  readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions> & CheckedManifest;

const boot = bootChunk();

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: sdkAliases,
  },
  build: {
    // index.html preloads the entry's own imports, so the sign-in page paints without waiting on
    // them. A lazy chunk's imports are not preloaded: the chat route's chunks come from the
    // service worker's precache or the prefetch made during sign-in, and the ~20 preload links
    // the chat page added (each compiled as it arrived) doubled its main-thread blocking time in
    // a 4x-slowed Chromium (bench/app.bench.ts; figures in docs/performance.md).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith(I18N_DIR)
            ? 'assets/i18n-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: { groups: boot.groups },
      },
    },
  },
  plugins: [
    boot.plugin,
    loadTranslationsOnDemand(),
    lazySdkModules(),
    lightMarkdown(),
    trimEnglishTranslationPlugin(),
    threadStaysClosed(),
    socketStaysDisconnected(),
    react(),
    prefetchChat(),
    startPreload(),
    prerenderSignIn(),
    checkManifest(manifest, { screenshotsMade: mode !== SCREENSHOTS_MODE }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/*.png', 'robots.txt'],
      injectManifest: {
        // The shell, icons and every screen's chunks, the chat included; translations are
        // fetched (and then cached by src/worker/sw.ts) only for the language in use.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // The screenshots are for install sheets only: never downloaded by the app itself.
        globIgnores: ['**/i18n-*.js', 'sw.js', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
}));
