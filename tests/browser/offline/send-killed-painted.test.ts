/**
 * A message that shows is a message that is kept: offline, the browser killed the first frame a
 * message's text is painted in the conversation (before any "Waiting for network"), with the
 * device's storage as it is and slowed down, still has the message after a restart, waiting or
 * in the composer, and delivers it once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { killedAsItShows, reopen, SLOW_OUTBOX_WRITES } from '../support/killed-browser.ts';
import { composer, signIn, waitForStatus } from '../support/app.ts';
import * as outbox from '../support/offline-send.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();

/** Presses Enter and resolves in the first frame that paints the message's text. */
async function sendUntilTextPainted(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  const painted = page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('.str-chat__main-panel .str-chat__message-text')].some((node) =>
        node.textContent?.includes(wanted),
      ),
    text,
    { polling: 'raf', timeout: 10_000 },
  );
  await composer(page).press('Enter');
  await painted;
}

/** After the restart, online: the message is delivered once, or still in the composer. */
async function expectKept(page: Page, channelId: string, text: string): Promise<void> {
  const where = async () => {
    if ((await outbox.storedTexts(channelId)).includes(text)) return 'delivered';
    return (await composer(page).inputValue()).includes(text) ? 'composer' : 'nowhere';
  };
  await expect.poll(where, { timeout: 30_000 }).not.toBe('nowhere');
  if ((await where()) === 'delivered') await outbox.expectDeliveredOnce(page, channelId, text);
}

/** Storage slowed down on a context when asked. */
const storage = (slow: boolean) => async (context: BrowserContext) => {
  if (slow) await context.addInitScript(SLOW_OUTBOX_WRITES);
};

describe('a browser killed the first frame a message written offline shows', () => {
  it.each([
    ['as it is', false],
    ['slowed down', true],
  ])(
    'has the message after a restart, with storage %s, and delivers it once',
    async (_, slow) => {
      const { sender, channelId } = await outbox.newConversation('Pia', 'Painted');
      const profile = mkdtempSync(path.join(os.tmpdir(), 'parley-profile-'));
      const texts = [1, 2].map((n) => `painted then killed ${n} ${randomUUID()}`);
      let context: BrowserContext | undefined;
      try {
        let page: Page;
        ({ context, page } = await reopen(profile));
        await storage(slow)(context);
        await signIn(page, stack, sender);
        await waitForStatus(page, 'connected');
        for (const text of texts) {
          // The browser goes the frame the text shows.
          ({ context, page } = await killedAsItShows(
            { context, page },
            profile,
            channelId,
            (shown) => sendUntilTextPainted(shown, text),
            storage(slow),
          ));
          await expectKept(page, channelId, text);
        }
        await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
        await context.close();
      } finally {
        await context?.close().catch(() => undefined);
        rmSync(profile, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
