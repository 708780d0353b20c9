/**
 * Sending while offline, measured in Chromium on a whole embedded stack (build first):
 *
 * - Enter to the waiting bubble painted, offline: from the keydown to the first animation frame
 *   where the message says "Waiting for network", which it says only once its task is committed
 *   on the device (the composer's own work and the durable write included).
 * - The network's return to 10 queued messages all on the chat server, as a second client of
 *   the server sees them (polled every 25 ms): with the tab open, and with the tab closed (the
 *   service worker's Background Sync delivers).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import { composer, createUser, waitForStatus } from '../tests/browser/support/app.ts';
import { seedConversations, serverMessages } from '../tests/browser/support/conversations.ts';
import type { StackFile } from '../emulators/stack-types.ts';
import { report } from './support/stats.ts';
import { enterToPainted } from './support/enter-to-painted.ts';
import { signedInPage } from './support/signed-in.ts';

const PAINT_RUNS = 30;
const DELIVERY_RUNS = 7;
const QUEUED = 10;
const BUBBLE = '.str-chat__main-panel .str-chat__message';

/** ms from the network's return until every text is on the server (undefined after 30 s). */
async function untilStored(
  stack: StackFile,
  conversationId: string,
  texts: string[],
  started: number,
): Promise<number | undefined> {
  while (Date.now() - started < 30_000) {
    const stored = await storedTexts(stack, conversationId);
    if (texts.every((text) => stored.has(text))) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

/** Writes the texts offline and waits until the last one says it waits (it is kept then). */
async function queue(page: Page, texts: string[]): Promise<void> {
  for (const text of texts) {
    await composer(page).fill(text);
    await composer(page).press('Enter');
  }
  await page
    .locator(BUBBLE, { hasText: texts[texts.length - 1] as string })
    .getByText('Waiting for network')
    .waitFor();
}

async function storedTexts(stack: StackFile, conversationId: string): Promise<Set<string>> {
  return new Set((await serverMessages(stack, conversationId, 100)).map((m) => m.text ?? ''));
}

const spawned = await spawnStack();
const { stack } = spawned;
const browser = await launchBrowser();
try {
  const user = await createUser(stack, { first_name: 'Otto', last_name: 'Outbox' });
  const { conversations } = await seedConversations(stack, user, 1, 5);
  const conversationId = conversations[0]?.id as string;
  const { context, page } = await signedInPage(browser, stack, user);
  await page.goto(`${stack.appUrl}/c/messaging/${conversationId}`);
  await composer(page).waitFor();
  await waitForStatus(page, 'connected');

  await context.setOffline(true);
  await waitForStatus(page, 'offline');
  const painted: number[] = [];
  for (let run = 0; run < PAINT_RUNS; run++) {
    painted.push(
      await enterToPainted(page, `painted ${run} ${randomUUID()}`, 'Waiting for network'),
    );
  }
  await context.setOffline(false);
  await waitForStatus(page, 'connected');

  const delivered: number[] = [];
  let incomplete = 0;
  for (let run = 0; run < DELIVERY_RUNS; run++) {
    // Whatever the last run left settles first.
    await page.waitForTimeout(1000);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    const texts = Array.from({ length: QUEUED }, (_, i) => `delivery ${run}.${i} ${randomUUID()}`);
    await queue(page, texts);
    const started = Date.now();
    await context.setOffline(false);
    const took = await untilStored(stack, conversationId, texts, started);
    if (took === undefined) incomplete++;
    else delivered.push(took);
  }
  await page.close();

  const closedTab: number[] = [];
  for (let run = 0; run < DELIVERY_RUNS; run++) {
    const tab = await context.newPage();
    await tab.goto(`${stack.appUrl}/c/messaging/${conversationId}`);
    await waitForStatus(tab, 'connected');
    await context.setOffline(true);
    await waitForStatus(tab, 'offline');
    const texts = Array.from({ length: QUEUED }, (_, i) => `closed ${run}.${i} ${randomUUID()}`);
    await queue(tab, texts);
    await tab.close();
    const workerRequests: string[] = [];
    const seen = (request: import('playwright-core').Request) => {
      if (request.serviceWorker()) workerRequests.push(new URL(request.url()).pathname);
    };
    context.on('request', seen);
    const started = Date.now();
    await context.setOffline(false);
    const took = await untilStored(stack, conversationId, texts, started);
    context.off('request', seen);
    if (took === undefined) {
      incomplete++;
      console.log(
        `closed-tab run ${run}: not delivered; the worker asked for ${workerRequests.join(', ') || 'nothing'}`,
      );
    } else closedTab.push(took);
  }
  await context.close();

  report('Enter to the waiting bubble painted, offline (its task committed)', painted);
  report(`network back to ${QUEUED} queued messages delivered`, delivered);
  report(`the same with the tab closed (Background Sync)`, closedTab);
  if (incomplete > 0) console.log(`delivery runs not complete after 30 s: ${incomplete}`);
} finally {
  await browser.close();
  await spawned.stop();
}
