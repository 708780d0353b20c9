/**
 * The peer Parley is compared with: Stream's React tutorial app (bench/peer-app/), built with
 * Vite's production build and a generated service worker that precaches the build (as
 * vite-plugin-pwa's generateSW makes it), served from a temporary folder on a free loopback
 * port. Never part of the app's own build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { StackFile } from '../../emulators/stack-types.ts';
import { repoRoot } from '../../tests/support/stack.ts';
import { serverChat } from '../../tests/browser/support/conversations.ts';
import { credentialsFragment } from '../peer-app/src/credentials.ts';
import { serveFolder, type StaticServer } from './static-server.ts';

export interface PeerApp {
  /** Where the app is served. */
  url: string;
  /** `url` with the fragment that hands the app its chat server, key, user and token. */
  urlFor(stack: StackFile, userId: string): string;
  close(): Promise<void>;
}

async function buildPeer(outDir: string): Promise<void> {
  await build({
    configFile: false,
    envDir: false,
    root: path.join(repoRoot, 'bench', 'peer-app'),
    publicDir: false,
    logLevel: 'warn',
    // The tutorial's app is one bundle with the whole SDK: Vite's size warning is expected.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    plugins: [
      react(),
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: 'script',
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
          navigateFallback: 'index.html',
          // That bundle is past the 2 MiB default.
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        },
      }),
    ],
  });
}

export async function startPeerApp(): Promise<PeerApp> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'parley-peer-'));
  let server: StaticServer | undefined;
  try {
    await buildPeer(outDir);
    server = await serveFolder(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const { url, close } = server;
  return {
    url,
    urlFor: (stack, userId) =>
      `${url}/${credentialsFragment({
        chatUrl: stack.chatUrl,
        apiKey: stack.chatApiKey,
        userId,
        token: serverChat(stack).createToken(userId),
      })}`,
    async close() {
      await close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
