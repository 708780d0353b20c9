/**
 * A failed message sent again (its "Resend") with the network gone is kept before it shows again:
 * with storage as slow as a busy phone's, its task is committed by the first frame the message no
 * longer shows failed; it then waits, and is delivered once when the network is back.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { chooseAction } from '../support/room.ts';
import { composer, messageMenu, waitForStatus } from '../support/app.ts';
import { SLOW_OUTBOX_WRITES } from '../support/killed-browser.ts';
import * as outbox from '../support/offline-send.ts';

const browser = useBrowser();

/** Counts the outbox's committed writes in `window.outboxCommits`, as they complete. */
const COUNT_OUTBOX_COMMITS = `(() => {
  window.outboxCommits = 0;
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode, options) {
    const tx = transaction.call(this, stores, mode, options);
    const names = typeof stores === 'string' ? [stores] : [...stores];
    if (mode === 'readwrite' && names.includes('pendingTasks')) {
      tx.addEventListener('complete', () => (window.outboxCommits += 1));
    }
    return tx;
  };
})()`;

type Counted = Window & { outboxCommits: number };

describe('a failed message sent again offline', () => {
  it('is kept before it shows again, waits, then is delivered once', async () => {
    const { sender, channelId, context, page } = await outbox.backOnline(browser(), 'Ren');
    await context.addInitScript(SLOW_OUTBOX_WRITES);
    await context.addInitScript(COUNT_OUTBOX_COMMITS);
    await page.reload();
    await composer(page).waitFor();
    await waitForStatus(page, 'connected');
    // The chat server refuses the first send once (an input error, as for words it does not take).
    const sendUrl = new RegExp(`/channels/messaging/${channelId}/message(\\?|$)`);
    await page.route(sendUrl, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 4, message: 'SendMessage failed: refused once' }),
          })
        : route.fallback(),
    );
    const text = `refused, then sent again ${randomUUID()}`;
    await composer(page).fill(text);
    await composer(page).press('Enter');
    const failed = outbox.messageWith(page, text).and(page.locator('.str-chat__message--failed'));
    await failed.waitFor();
    await page.unroute(sendUrl);
    await outbox.goOffline(context, page);

    const before = await page.evaluate(() => (window as unknown as Counted).outboxCommits);
    const menu = await messageMenu(page, text);
    // The commits counted in the first frame the message no longer shows failed.
    const shownAgain = page.waitForFunction(
      (wanted) => {
        const nodes = [
          ...document.querySelectorAll('.str-chat__main-panel .str-chat__message'),
        ].filter((node) => node.textContent?.includes(wanted));
        const shown =
          nodes.length > 0 &&
          nodes.every((node) => !node.classList.contains('str-chat__message--failed'));
        return shown ? { commits: (window as unknown as Counted).outboxCommits } : false;
      },
      text,
      { polling: 'raf', timeout: 10_000 },
    );
    await chooseAction(menu, 'Resend');
    const { commits } = (await (await shownAgain).jsonValue()) as { commits: number };
    expect(commits, 'its task committed before it showed again').toBeGreaterThan(before);
    await outbox.messageWith(page, text).getByText('Waiting for network').waitFor();
    expect(await outbox.pendingSendIds(page, sender.id)).toHaveLength(1);

    await context.setOffline(false);
    await outbox.expectDeliveredOnce(page, channelId, text);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);
});
