/**
 * manifest.webmanifest as the build checks it: the real one passes, and each way of getting it
 * wrong is named.
 */
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  manifestProblems,
  pngSize,
  type CheckedManifest,
} from '../../scripts/vite-plugins/manifest-check.ts';
import { repoRoot } from '../support/stack.ts';

const real = JSON.parse(
  readFileSync(path.join(repoRoot, 'manifest.webmanifest'), 'utf8'),
) as CheckedManifest;
const publicDir = path.join(repoRoot, 'public');

/** A PNG header claiming `width` x `height`: all the check reads. */
function pngOf(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('the manifest', () => {
  it('passes the build check as committed', () => {
    expect(manifestProblems(real, { publicDir })).toEqual([]);
  });

  it('reads PNG sizes, and nothing else as a PNG', () => {
    expect(pngSize(pngOf(390, 844))).toEqual({ width: 390, height: 844 });
    expect(pngSize(new TextEncoder().encode('GIF89a and more bytes here'))).toBeNull();
  });

  it('names each thing wrong', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-manifest-'));
    mkdirSync(path.join(dir, 'shots'));
    writeFileSync(path.join(dir, 'shots', 'tall.png'), pngOf(320, 800));
    writeFileSync(path.join(dir, 'shots', 'wide.png'), pngOf(1280, 800));
    const broken: CheckedManifest = {
      icons: [{ src: '/missing.png', sizes: '192x192', type: 'image/png' }],
      screenshots: [
        { src: '/shots/tall.png', sizes: '320x800', type: 'image/png', form_factor: 'narrow' },
        { src: '/shots/wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'narrow' },
      ],
      shortcuts: [{ name: 'Nowhere', url: '/nowhere' }],
      share_target: { action: '/elsewhere', method: 'GET' },
      launch_handler: { client_mode: 'navigate-new' },
    };
    expect(manifestProblems(broken, { publicDir: dir })).toEqual([
      'id is missing: installs would be keyed by start_url',
      '/missing.png is not in public/',
      '/shots/tall.png: the long side may be at most 2.3 times the short one',
      '/shots/wide.png is 1280x800, declared 1280x720',
      '/shots/wide.png: form_factor must be wide',
      'no wide screenshot: Chrome shows the richer install sheet with both',
      'shortcut "Nowhere" opens /nowhere, which no route takes',
      'shortcut "Nowhere" needs a 96x96 icon',
      'share_target must POST multipart/form-data to /share, where src/worker/share-target.ts takes it',
      'launch_handler.client_mode must start with focus-existing (one window)',
    ]);
  });

  it('lets the screenshots be missing only in the build they are taken from', () => {
    const withoutFiles = {
      ...real,
      screenshots: real.screenshots?.map((s) => ({ ...s, src: `/none${s.src}` })),
    };
    expect(manifestProblems(withoutFiles, { publicDir, screenshotsMade: false })).toEqual([]);
    expect(manifestProblems(withoutFiles, { publicDir })).toHaveLength(2);
  });
});
