/**
 * Messages the chat server refuses for its rate limit (429, code 9, as hosted Stream's): they
 * wait on the device, never shown refused, and go once the window ends, each exactly once and
 * in the order written. The test narrows the server's limit for sending through the server's
 * own switch (emulators/chat/limits/rate-limit-switch.ts) and widens it again after.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../support/browser.ts';
import { composer } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

/** Limits for some endpoints of the chat server in place of its own; `{}` gives them back. */
function narrowLimits(endpoints: Record<string, { user: number; window_seconds: number }>) {
  const server = serverChat(stack);
  return server.put(`${server.baseURL}/_local/rate_limits`, { endpoints });
}

afterEach(() => narrowLimits({}));

describe('sending past the rate limit', () => {
  it('messages answered 429 wait, then go once the window ends, each once and in order', async () => {
    const { sender, channelId } = await outbox.newConversation('Rae', 'Limited');
    const { context, page } = await outbox.openChannel(browser(), sender, channelId);
    const sends: { status: number; remaining?: string }[] = [];
    page.on('response', (response) => {
      const url = `${stack.chatUrl}/channels/messaging/${channelId}/message`;
      if (response.request().method() !== 'POST' || !response.url().startsWith(url)) return;
      sends.push({
        status: response.status(),
        remaining: response.headers()['x-ratelimit-remaining'],
      });
    });
    // Two sends a window, and a window no run outlasts: the four sends land in it however busy
    // the cores are. The test ends it below rather than waiting a window's length.
    const twoAWindow = { SendMessage: { user: 2, window_seconds: 60 } };
    await narrowLimits(twoAWindow);

    const texts = [1, 2, 3, 4].map((n) => `limited ${n} of 4 ${randomUUID()}`);
    for (const [i, text] of texts.entries()) {
      await composer(page).fill(text);
      await composer(page).press('Enter');
      // Each answered before the next is written, so the server counts them in that order.
      await expect.poll(() => sends.length).toBeGreaterThan(i);
    }
    expect(sends.slice(0, 4)).toEqual([
      { status: 201, remaining: '1' },
      { status: 201, remaining: '0' },
      { status: 429, remaining: '0' },
      { status: 429, remaining: '0' },
    ]);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toHaveLength(2);
    expect(await outbox.storedTexts(channelId)).toEqual(texts.slice(0, 2));

    // The window ends: the switch starts every window afresh, as the next window would begin,
    // and the outbox's next pause (1 s, doubling) ends in it.
    await narrowLimits(twoAWindow);
    for (const text of texts) {
      await outbox
        .messageWith(page, text)
        .and(page.locator('.str-chat__message--received'))
        .waitFor({ timeout: 60_000 });
    }
    for (const text of texts) await outbox.expectDeliveredOnce(page, channelId, text);
    expect(await outbox.storedTexts(channelId)).toEqual(texts);
    await expect(page.locator('.str-chat__message--failed').count()).resolves.toBe(0);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 120_000);

  it('a message written while an earlier one waits goes after it, not past it', async () => {
    const { sender, channelId } = await outbox.newConversation('Ola', 'Limited');
    const { context, page } = await outbox.openChannel(browser(), sender, channelId);
    let resetAt = 0;
    page.on('response', (response) => {
      const reset = response.headers()['x-ratelimit-reset'];
      if (response.url().includes(`/channels/messaging/${channelId}/message`) && reset)
        resetAt = Number(reset) * 1000;
    });
    // One send a window of 4 s: the second waits, its retries come after 1 s, 3 s and 7 s.
    await narrowLimits({ SendMessage: { user: 1, window_seconds: 4 } });
    const [first, second, third] = ['first', 'second', 'third'].map(
      (word) => `${word} in line ${randomUUID()}`,
    ) as [string, string, string];
    for (const text of [first, second]) {
      await composer(page).fill(text);
      await composer(page).press('Enter');
    }
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toHaveLength(1);
    // The window ends between the waiting message's retries: written now, the third message
    // would be sent at once and arrive first.
    await expect
      .poll(() => resetAt > 0 && Date.now() > resetAt + 200, { timeout: 10_000 })
      .toBe(true);
    await composer(page).fill(third);
    await composer(page).press('Enter');
    await expect
      .poll(() => outbox.storedTexts(channelId), { timeout: 60_000 })
      .toEqual([first, second, third]);
    await context.close();
  }, 120_000);
});
