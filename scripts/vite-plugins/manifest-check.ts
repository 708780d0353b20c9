/**
 * Fails the build when manifest.webmanifest asks for something the app cannot give: a picture
 * missing from public/ or of another size than declared, a screenshot outside the rules Chrome
 * applies before it shows the richer install sheet (320-3840 px a side, the long side at most
 * 2.3 times the short one, https://web.dev/patterns/web-apps/richer-install-ui), a shortcut to an
 * address the app does not route, or a share target the service worker does not take.
 * What to revisit when it fails is in the message.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseRoute } from '../../src/lib/routes.ts';
import { SHARE_ACTION } from '../../src/core/share/share-action.ts';

interface Picture {
  src: string;
  sizes: string;
  type?: string;
  form_factor?: string;
}

export interface CheckedManifest {
  id?: string;
  icons?: Picture[];
  screenshots?: Picture[];
  shortcuts?: { name: string; url: string; icons?: Picture[] }[];
  share_target?: { action: string; method?: string; enctype?: string };
  launch_handler?: { client_mode?: string | string[] };
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function checkPicture(picture: Picture, publicDir: string, problems: string[]): void {
  const file = path.join(publicDir, picture.src);
  if (!existsSync(file)) {
    problems.push(`${picture.src} is not in public/`);
    return;
  }
  if (picture.type !== 'image/png') {
    problems.push(`${picture.src} must be declared as image/png`);
    return;
  }
  const size = pngSize(readFileSync(file));
  if (!size) {
    problems.push(`${picture.src} is not a PNG`);
    return;
  }
  if (picture.sizes !== `${size.width}x${size.height}`) {
    problems.push(`${picture.src} is ${size.width}x${size.height}, declared ${picture.sizes}`);
  }
}

function checkScreenshot(shot: Picture, problems: string[]): void {
  const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
  const sides = [width, height];
  if (sides.some((side) => side < 320 || side > 3840)) {
    problems.push(`${shot.src}: each side must be 320-3840 px`);
  }
  if (Math.max(width, height) > 2.3 * Math.min(width, height)) {
    problems.push(`${shot.src}: the long side may be at most 2.3 times the short one`);
  }
  const wide = width > height;
  if (shot.form_factor !== (wide ? 'wide' : 'narrow')) {
    problems.push(`${shot.src}: form_factor must be ${wide ? 'wide' : 'narrow'}`);
  }
}

/**
 * The Vite mode of the build `npm run screenshots` takes the screenshots from, before they exist:
 * the one build whose check lets them be missing.
 */
export const SCREENSHOTS_MODE = 'screenshots';

interface CheckOptions {
  publicDir?: string;
  /** False only for the build the screenshots are taken from: their files may not exist yet. */
  screenshotsMade?: boolean;
}

/** Everything wrong with `manifest`, in words; empty when it is fine. */
export function manifestProblems(
  manifest: CheckedManifest,
  { publicDir = 'public', screenshotsMade = true }: CheckOptions = {},
): string[] {
  const problems: string[] = [];
  if (!manifest.id) problems.push('id is missing: installs would be keyed by start_url');
  for (const icon of manifest.icons ?? []) checkPicture(icon, publicDir, problems);
  const shots = manifest.screenshots ?? [];
  for (const shot of shots) {
    if (screenshotsMade) checkPicture(shot, publicDir, problems);
    checkScreenshot(shot, problems);
  }
  for (const factor of ['narrow', 'wide']) {
    if (!shots.some((shot) => shot.form_factor === factor)) {
      problems.push(`no ${factor} screenshot: Chrome shows the richer install sheet with both`);
    }
  }
  for (const shortcut of manifest.shortcuts ?? []) {
    if (parseRoute(new URL(shortcut.url, 'https://parley.invalid').pathname).name === 'not-found') {
      problems.push(`shortcut "${shortcut.name}" opens ${shortcut.url}, which no route takes`);
    }
    const icons = shortcut.icons ?? [];
    if (!icons.some((icon) => icon.sizes === '96x96')) {
      problems.push(`shortcut "${shortcut.name}" needs a 96x96 icon`);
    }
    for (const icon of icons) checkPicture(icon, publicDir, problems);
  }
  const share = manifest.share_target;
  if (
    share &&
    (share.action !== SHARE_ACTION ||
      share.method !== 'POST' ||
      share.enctype !== 'multipart/form-data')
  ) {
    problems.push(
      `share_target must POST multipart/form-data to ${SHARE_ACTION}, where src/worker/share-target.ts takes it`,
    );
  }
  const modes = [manifest.launch_handler?.client_mode ?? []].flat();
  if (modes[0] !== 'focus-existing') {
    problems.push('launch_handler.client_mode must start with focus-existing (one window)');
  }
  return problems;
}

export function checkManifest(manifest: CheckedManifest, options: CheckOptions = {}): Plugin {
  return {
    name: 'parley:manifest-check',
    apply: 'build',
    buildStart() {
      const problems = manifestProblems(manifest, options);
      if (problems.length > 0) {
        this.error(
          `manifest.webmanifest: ${problems.join('; ')}. Screenshots are made again with ` +
            '`npm run screenshots`; icons with tests/browser/support/render-icons.ts.',
        );
      }
    },
  };
}
