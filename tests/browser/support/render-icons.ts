/**
 * Renders public/icons/*.png (the app's mark, and the manifest shortcuts' glyphs) from SVG in the
 * machine's Chromium. Run by hand when the mark
 * changes: `node --import tsx tests/browser/support/render-icons.ts`; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './browser.ts';
import { repoRoot } from '../../support/stack.ts';

/** The mark from src/ui/logo.tsx; `inset` shrinks it into the maskable safe zone. */
function svg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - inset * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#1f4fd1"/>
  <g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">
    <path d="M14 18h26a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H26l-8 7v-7h-4a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6z" fill="#fff"/>
    <path d="M50 26h0a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6h-2v6l-7-6h-9a6 6 0 0 1-5-3h13a8 8 0 0 0 8-8V26z" fill="#9db4ff"/>
  </g>
</svg>`;
}

/** A shortcut's glyph, white on the brand colour, in the launcher's 96 px. */
function shortcutSvg(size: number, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#1f4fd1"/>
  <g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>`;
}

const SHORTCUTS = {
  // Two speech bubbles: the conversations.
  chats:
    '<path d="M14 18h24a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H26l-7 6v-6h-5a5 5 0 0 1-5-5V23a5 5 0 0 1 5-5z"/><path d="M47 26h3a5 5 0 0 1 5 5v9a5 5 0 0 1-5 5h-2v5l-6-5h-8"/>',
  // A plus: start one.
  new: '<path d="M32 16v32M16 32h32"/>',
  // A message and its replies: the threads.
  threads:
    '<path d="M18 14v16a9 9 0 0 0 9 9h21"/><path d="M39 30l9 9-9 9"/><path d="M29 15h18M29 24h12"/>',
};

const ICONS = [
  { file: 'icon-192.png', size: 192, markup: svg(192, { rounded: true, inset: 0 }) },
  { file: 'icon-512.png', size: 512, markup: svg(512, { rounded: true, inset: 0 }) },
  { file: 'icon-maskable-512.png', size: 512, markup: svg(512, { rounded: false, inset: 0.12 }) },
  { file: 'apple-touch-icon.png', size: 180, markup: svg(180, { rounded: false, inset: 0.06 }) },
  ...Object.entries(SHORTCUTS).map(([name, glyph]) => ({
    file: `shortcut-${name}-96.png`,
    size: 96,
    markup: shortcutSvg(96, glyph),
  })),
];

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.markup}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(path.join(repoRoot, 'public', 'icons', icon.file), png);
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
