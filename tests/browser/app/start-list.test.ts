/**
 * The list an installed app starts on is the app's own and usable the moment it shows: online and
 * offline, a tap in the frame it first appears opens that conversation with its messages, the
 * keyboard moves between its rows and opens one, a screen reader hears each row as an option with
 * its title, last message and unread count; and a message arriving from the chat server changes
 * its row in place (the same element, moved to the top), and stays on top and counted unread when
 * the list's answer from the server was made before it came. What only the chat page does, asked
 * for from that list, opens there with focus where a keyboard expects it, and opens again at the
 * key pressed right after Escape closed it, however late the browser's close event or next frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  createUser,
  messageWith,
  signInConnected,
  waitForServiceWorkerControl,
  type TestUser,
} from '../support/app.ts';
import {
  seedConversations,
  serverChat,
  type SeededConversation,
} from '../support/conversations.ts';
import { expectFocusOn } from '../support/keyboard.ts';

const { stack, browser } = useStackAndBrowser();

const ROW = '.str-chat__channel-list [role="option"][data-cid]';

let user: TestUser;
let friend: string;
let conversations: SeededConversation[];
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  user = await createUser(stack, { first_name: 'Sasha', last_name: 'Starts' });
  ({ friend, conversations } = await seedConversations(stack, user, 3, 4));
  context = await newContext(browser());
  page = await context.newPage();
  await page.addInitScript(() => {
    if (sessionStorage.getItem('tap-at-start') !== '1') return;
    sessionStorage.removeItem('tap-at-start');
    const observer = new MutationObserver(() => {
      const row = document.querySelector<HTMLElement>(
        '.str-chat__channel-list [role="option"][data-cid]',
      );
      if (!row) return;
      observer.disconnect();
      (window as { tapped?: string }).tapped = row.dataset.cid ?? '';
      row.click();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await signInConnected(page, stack, user);
  await page.locator(ROW).first().waitFor();
  await waitForServiceWorkerControl(page);
}, 120_000);

afterAll(async () => {
  await context?.close();
});

/**
 * Reloads the app and taps the first row in the very frame it first appears (a script in the
 * page watches for it), as someone who taps the moment the list shows; resolves to its cid.
 */
async function startAndTapAtOnce(): Promise<string> {
  await page.evaluate(() => sessionStorage.setItem('tap-at-start', '1'));
  await page.reload({ waitUntil: 'commit' });
  const tapped = await page.waitForFunction(() => (window as { tapped?: string }).tapped);
  return (await tapped.jsonValue()) as string;
}

const escaped = (text = ''): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectOpens(cid: string): Promise<void> {
  const conversation = conversations.find((found) => cid === `messaging:${found.id}`);
  if (!conversation) throw new Error(`${cid} is not a seeded conversation`);
  await page.waitForURL(new RegExp(`/c/messaging/${conversation.id}$`));
  await messageWith(page, conversation.texts.at(-1) as string).waitFor();
}

describe.each([
  ['online', false],
  ['offline', true],
] as const)('the list at start, %s', (_name, offline) => {
  it('opens the conversation tapped in the frame the list first shows', async () => {
    await page.goto(`${stack.appUrl}/`);
    await page.locator(ROW).first().waitFor();
    await context.setOffline(offline);
    try {
      await expectOpens(await startAndTapAtOnce());
    } finally {
      await context.setOffline(false);
    }
  });

  it('moves between its rows with the keyboard, opens one with Enter, and names each row', async () => {
    await context.setOffline(offline);
    try {
      await page.goto(`${stack.appUrl}/`);
      const listbox = page.getByRole('listbox', { name: 'Channel list' });
      await listbox.waitFor();
      const options = listbox.getByRole('option');
      await expect.poll(() => options.count()).toBe(conversations.length);
      for (const { name, texts } of conversations) {
        // Heard as its title, then its last message.
        await listbox
          .getByRole('option', { name: new RegExp(`${escaped(name)}.*${escaped(texts.at(-1))}`) })
          .waitFor();
      }
      await options.first().focus();
      await page.keyboard.press('ArrowDown');
      const second = await page.evaluate(
        () => (document.activeElement as HTMLElement | null)?.dataset.cid ?? '',
      );
      expect(second).toBe(await options.nth(1).getAttribute('data-cid'));
      await page.keyboard.press('Enter');
      await expectOpens(second);
    } finally {
      await context.setOffline(false);
    }
  });
});

it('opens a new conversation from the list at start and gives focus back to its button', async () => {
  await page.goto(`${stack.appUrl}/`);
  await page.locator(ROW).first().waitFor();
  // The chat page, with the dialog, takes the list's place in the commit that opens it.
  const start = page.getByRole('button', { name: 'New conversation' });
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expectFocusOn(page, close, 'the dialog opened from the list at start');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, start, 'Escape closed the dialog');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, close, 'the dialog opened again');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, start, 'its close button closed the dialog');
});

it('opens the dialog again at once after Escape, however late the close event or the next frame comes', async () => {
  await page.goto(`${stack.appUrl}/`);
  const start = page.getByRole('button', { name: 'New conversation' });
  await start.waitFor();
  // A busy page runs the task that fires a dialog's `close` late: here, not before the test says.
  await page.evaluate(() => {
    window.addEventListener(
      'close',
      (event) => {
        if (event.isTrusted && event.target instanceof HTMLDialogElement) {
          event.stopImmediatePropagation();
        }
      },
      true,
    );
  });
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expectFocusOn(page, close, 'the dialog opened');
  const first = await page.locator('dialog').elementHandle();
  // A busy page draws its next frame late, after keys pressed meanwhile: here, half a second late.
  await page.evaluate(() => {
    const draw = window.requestAnimationFrame.bind(window);
    Object.assign(window, { drawInTime: draw });
    window.requestAnimationFrame = (callback) => draw(() => setTimeout(() => draw(callback), 500));
  });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await page.evaluate(() => {
    window.requestAnimationFrame = (window as { drawInTime?: typeof requestAnimationFrame })
      .drawInTime as typeof requestAnimationFrame;
  });
  await expect.poll(() => dialog.count(), { message: 'the dialog opens again' }).toBe(1);
  await expectFocusOn(page, close, 'the dialog opened again right after Escape');
  // The first dialog's close, come at last, leaves the second open.
  await first?.dispatchEvent('close');
  await expectFocusOn(page, close, 'the dialog still open after the first one’s late close');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog').count()).toBe(0);
});

it('changes a row in place when a message arrives from the chat server', async () => {
  await page.goto(`${stack.appUrl}/`);
  const last = conversations[0] as SeededConversation;
  const row = page.locator(`${ROW}[data-cid="messaging:${last.id}"]`);
  await row.waitFor();
  await page.getByText('Connected', { exact: true }).waitFor();
  const before = await row.elementHandle();
  const text = `Fresh news for ${last.name}`;
  await serverChat(stack).channel('messaging', last.id).sendMessage({ text, user_id: friend });
  await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(text);
  // The same element, not a list drawn again, and now first.
  expect(await before?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await page.locator(ROW).first().getAttribute('data-cid')).toBe(`messaging:${last.id}`);
});

it('keeps a conversation written to while the server answered the list on top', async () => {
  // The list's answer is made, then held until the message has come and been shown. It also
  // lacks the conversation it would list first, as if that one had been left meanwhile: that
  // row going shows the answer has been taken.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let left: string | undefined;
  await context.route(
    (url) => url.pathname.endsWith('/channels'),
    async (route) => {
      const asked = route.request().postDataJSON() as {
        filter_conditions?: { archived?: boolean };
      } | null;
      if (left !== undefined || asked?.filter_conditions?.archived !== false) {
        return route.fallback();
      }
      left = '';
      const response = await route.fetch();
      const answer = (await response.json()) as { channels: { channel: { cid: string } }[] };
      left = answer.channels.shift()?.channel.cid;
      await held;
      await route.fulfill({ response, json: answer });
    },
  );
  try {
    await page.goto(`${stack.appUrl}/`);
    await page.getByText('Connected', { exact: true }).waitFor();
    await expect.poll(() => left).toMatch(/^messaging:/);
    const cid = (await page.locator(ROW).last().getAttribute('data-cid')) as string;
    const text = `While the list was asked for, ${cid}`;
    const [type, id] = cid.split(':') as [string, string];
    await serverChat(stack).channel(type, id).sendMessage({ text, user_id: friend });
    const row = page.locator(`${ROW}[data-cid="${cid}"]`);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(text);
    await expect.poll(() => page.locator(ROW).first().getAttribute('data-cid')).toBe(cid);
    const unread = () => row.getByTestId('unread-badge').textContent();
    const counted = await unread();
    release();
    await page.locator(`${ROW}[data-cid="${left}"]`).waitFor({ state: 'detached' });
    expect(await page.locator(ROW).first().getAttribute('data-cid')).toBe(cid);
    // The answer's older unread count does not take back the message counted meanwhile.
    expect(await unread()).toBe(counted);
  } finally {
    release();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
