/**
 * Makes the manifest's screenshots (public/screenshots/), the pictures Chrome's richer install
 * sheet shows, from the demo workspace on a fresh embedded stack: Alice in the weekend trip, on a
 * phone (390x844) and beside her conversation list on a laptop (1280x800), in the light scheme.
 * Run it when the UI changes: `npm run screenshots` (it builds first, in a mode whose manifest
 * check lets the screenshots be missing); the PNGs are committed and every other build checks
 * their sizes against the manifest.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { SCREENSHOTS_MODE } from './vite-plugins/manifest-check.ts';
import { DEMO_USERS } from '../emulators/demo/users.ts';
import { TRIP_ID } from '../emulators/demo/chat-workspace.ts';
import { launchBrowser, newContext } from '../tests/browser/support/browser.ts';
import { signIn, waitForStatus } from '../tests/browser/support/app.ts';
import { repoRoot, removeDataDir, spawnStack } from '../tests/support/stack.ts';
import type { StackFile } from '../emulators/stack-types.ts';

const SHOTS = [
  { file: 'conversation-narrow.png', viewport: { width: 390, height: 844 } },
  { file: 'conversations-wide.png', viewport: { width: 1280, height: 800 } },
];

async function shoot(browser: Browser, stack: StackFile, shot: (typeof SHOTS)[number]) {
  const alice = DEMO_USERS[0];
  if (!alice) throw new Error('the demo workspace has no users');
  const context = await newContext(browser, shot.viewport);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, stack, alice);
  await waitForStatus(page, 'connected');
  await page.goto(`${stack.appUrl}/c/messaging/${TRIP_ID}`);
  await waitForStatus(page, 'connected');
  await page.locator('.str-chat__message-list .str-chat__message').last().waitFor();
  // Pictures and avatars finish loading, and the list settles at its newest message.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const out = path.join(repoRoot, 'public', 'screenshots', shot.file);
  await page.screenshot({ path: out });
  console.log(`wrote public/screenshots/${shot.file}`);
  await context.close();
}

mkdirSync(path.join(repoRoot, 'public', 'screenshots'), { recursive: true });
await build({ root: repoRoot, mode: SCREENSHOTS_MODE, logLevel: 'warn' });
const spawned = await spawnStack();
const browser = await launchBrowser();
try {
  for (const shot of SHOTS) await shoot(browser, spawned.stack, shot);
} finally {
  await browser.close();
  await spawned.stop();
  removeDataDir(spawned.dataDir);
}
