/**
 * Enter to the message's bubble, online and offline, in the same run, in Chromium on a whole
 * embedded stack (build first): from the Enter keydown to the first animation frame that paints
 * the message's text. Offline the message is kept first (its outbox task committed, durably), and
 * only then shown (features/chat/conversation/sending/kept-first.ts), so the offline time includes
 * the store; online nothing waits before the bubble. Goal: offline at most 1.5× online.
 */
import { randomUUID } from 'node:crypto';
import { spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import { composer, createUser, waitForStatus } from '../tests/browser/support/app.ts';
import { seedConversations } from '../tests/browser/support/conversations.ts';
import { percentile, report } from './support/stats.ts';
import { enterToPainted } from './support/enter-to-painted.ts';
import { signedInPage } from './support/signed-in.ts';

const RUNS = 30;

const spawned = await spawnStack();
const { stack } = spawned;
const browser = await launchBrowser();
try {
  const user = await createUser(stack, { first_name: 'Eve', last_name: 'Enter' });
  const { conversations } = await seedConversations(stack, user, 1, 5);
  const { context, page } = await signedInPage(browser, stack, user);
  await page.goto(`${stack.appUrl}/c/messaging/${conversations[0]?.id as string}`);
  await composer(page).waitFor();
  await waitForStatus(page, 'connected');

  const online: number[] = [];
  const offline: number[] = [];
  // In turns, a block of each, so both meet the same load on the machine.
  for (let block = 0; block < 3; block++) {
    for (let run = 0; run < RUNS / 3; run++) {
      online.push(await enterToPainted(page, `online ${block}.${run} ${randomUUID()}`));
    }
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    for (let run = 0; run < RUNS / 3; run++) {
      offline.push(await enterToPainted(page, `offline ${block}.${run} ${randomUUID()}`));
    }
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    // What waited goes out before the next online block.
    await page
      .locator('.str-chat__message', { hasText: 'Waiting for network' })
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => undefined);
  }
  await context.close();

  report('Enter to the bubble painted, online', online);
  report('Enter to the bubble painted, offline', offline);
  const ratio = (p: number) => (percentile(offline, p) / percentile(online, p)).toFixed(2);
  console.log(`offline ÷ online: median ${ratio(50)}×, p99 ${ratio(99)}× (goal ≤ 1.5×)`);
} finally {
  await browser.close();
  await spawned.stop();
}
