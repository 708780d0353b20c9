/**
 * Parley by keyboard alone, on a wide screen in the light scheme and on a phone in the dark one:
 * sign in, the navigation, a dialog, a conversation opened from the list, a message written and
 * sent, a reaction, the message menu, a thread reply and back, the conversation's details, the
 * skip link, and signing out. After the page loads, only keys drive it; at every step focus is
 * where a person expects it and the page shows it (support/keyboard.ts), Escape closes what it
 * should and moves nothing else, and nothing traps focus.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot, useStackAndBrowser } from '../support/browser.ts';
import { composer, createUser, messageWith, waitForStatus } from '../support/app.ts';
import { serverConversation } from '../support/conversations.ts';
import { expectFocusOn, expectVisibleFocus, press, pressUntil } from '../support/keyboard.ts';

const { stack, browser } = useStackAndBrowser();

const FRIEND_SAYS = 'Are you coming on Friday?';
const I_SAY = 'See you there';
const I_REPLY = 'Count me in';

async function journey(viewport: { width: number; height: number }, scheme: 'light' | 'dark') {
  const phone = viewport.width < 768;
  const user = await createUser(stack, { first_name: 'Kim', last_name: 'Keys' });
  const friend = `friend-${randomUUID()}`;
  const name = `Keyboard trip ${randomUUID().slice(0, 6)}`;
  const channel = await serverConversation(
    stack,
    `keys-${randomUUID()}`,
    [
      { id: user.id, name: 'Kim Keys' },
      { id: friend, name: 'Fran Friend' },
    ],
    { name, createdBy: friend },
  );
  await channel.sendMessage({ text: FRIEND_SAYS, user_id: friend });

  const context = await newContext(browser(), viewport);
  context.setDefaultTimeout(12_000);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  const shot = (name: string) =>
    screenshot(page, `keyboard-${name}-${phone ? 'phone' : 'desktop'}-${scheme}`);
  await page.goto(`${stack.appUrl}/sign-in`);

  // Sign in: the fields in order, Enter submits.
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.waitFor();
  await press(page, 'Tab', email, 'the sign-in page’s first stop');
  await page.keyboard.type(user.email);
  await press(page, 'Tab', page.locator('#field-password'), 'the password field');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await waitForStatus(page, 'connected');
  const item = page
    .locator('.str-chat__channel-list')
    .getByRole('option', { name: new RegExp(`^${name}`) });
  await item.waitFor();

  // The first stop of a signed-in page skips the header; then the navigation, place by place.
  const skipToMain = page.getByRole('link', { name: 'Skip to main content' });
  await press(page, 'Tab', skipToMain, 'the first stop after signing in');
  const skipBox = await skipToMain.boundingBox();
  expect(skipBox && skipBox.y >= 0 && skipBox.height > 0, 'the skip link shows').toBe(true);
  await shot('skip-link');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const place = (label: string) => nav.getByRole('link', { name: new RegExp(`^${label}`) });
  await press(page, 'Tab', page.getByRole('link', { name: 'Parley, your conversations' }), 'brand');
  await press(page, 'Tab', place('Chats'), 'Chats');
  for (const [label, address] of [
    ['Threads', '/threads'],
    ['Profile', '/profile'],
    ['Security', '/security'],
  ] as const) {
    await press(page, 'Tab', place(label), label);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === address);
    await expectFocusOn(page, place(label), `${label}, open`);
    await expect.poll(() => place(label).getAttribute('aria-current')).toBe('page');
  }
  await pressUntil(page, 'Shift+Tab', place('Chats'), 'back along the navigation', 3);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await item.waitFor();
  await pressUntil(page, 'Shift+Tab', skipToMain, 'back to the skip link', 2);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('main'), 'skipped to the main content');
  await shot('main');

  // A dialog: focus goes in and stays in; Escape, or its close button, gives it back.
  const start = page.getByRole('button', { name: 'New conversation' });
  await press(page, 'Tab', start, 'the first stop of the main content');
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, close, 'dialog open');
  // Its form comes with its own chunk.
  await dialog.getByRole('button', { name: 'Start conversation' }).waitFor();
  // Tab goes round the dialog's controls and back to the first, never to the page behind it
  // (between rounds it may visit the browser's own controls: no trap). How many there are depends
  // on the people the stack holds: each found person is a stop.
  // Counted at each stop: the people come with the search's answer, which may land meanwhile.
  const stops = () =>
    dialog.evaluate(
      (element) =>
        element.querySelectorAll('button, input, select, textarea, a[href], [tabindex="0"]').length,
    );
  for (let stop = 1; ; stop += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (active === document.body) return 'browser';
      return active?.closest('dialog[open]') ? 'dialog' : 'page';
    });
    expect(where, `Tab ${stop} in the dialog`).not.toBe('page');
    if (where === 'dialog') await expectVisibleFocus(page, `Tab ${stop} in the dialog`);
    if (await close.evaluate((element) => element === document.activeElement)) break;
    expect(stop, 'Tab comes round to the dialog’s first control').toBeLessThanOrEqual(
      (await stops()) + 3,
    );
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, start, 'Escape closed the dialog');
  await page.keyboard.press('Enter');
  // Told apart on a failure: a dialog that did not open, and one that opened without focus.
  await expect.poll(() => dialog.count(), { message: 'the dialog opens again' }).toBe(1);
  await expectFocusOn(page, close, 'dialog open again');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, start, 'the close button closed the dialog');

  // A conversation from the list: focus goes into it.
  await pressUntil(page, 'Tab', item, 'the conversation in the list', 6);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/c\/messaging\//);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expectFocusOn(page, conversation, 'the opened conversation');
  await shot('conversation');
  const back = page.getByRole('button', { name: 'Back to conversations' });
  if (phone) await press(page, 'Tab', back, 'the way back (phone)');

  // Its details, a dialog: a change keeps focus on its button, Escape gives focus back.
  const details = page.getByRole('button', { name: 'Details' });
  await press(page, 'Tab', details, 'Details');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Conversation details' });
  await expectFocusOn(page, panel.getByRole('button', { name: 'Close' }), 'details open');
  await pressUntil(
    page,
    'Tab',
    panel.getByRole('button', { name: 'Mute', exact: true }),
    'Mute',
    10,
  );
  await page.keyboard.press('Enter');
  await expectFocusOn(page, panel.getByRole('button', { name: 'Unmute' }), 'muted');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, panel.getByRole('button', { name: 'Mute', exact: true }), 'unmuted');
  await shot('details');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await expectFocusOn(page, details, 'Escape closed the details');

  // Write and send: focus stays in the composer; Escape there moves nothing.
  const main = page.locator('.str-chat__main-panel');
  await press(page, 'Tab', main.locator('.str-chat__message-list'), 'the message list');
  await pressUntil(page, 'Tab', composer(page), 'the composer', 8);
  await page.keyboard.type(I_SAY);
  await page.keyboard.press('Enter');
  const mine = messageWith(page, I_SAY, main);
  // The kit offers a message's actions once the server holds it, not while it is sending.
  await mine.and(page.locator('.str-chat__message--received')).waitFor();
  await expectFocusOn(page, composer(page), 'sent');
  await shot('composer');
  await press(page, 'Escape', composer(page), 'Escape in the composer');

  // React to it. Its buttons show as focus reaches the message, the SDK's own keyboard way
  // (they come before it: Shift+Tab); on a phone only its menu button shows, and the reactions
  // and the thread are in its menu.
  const attach = page.getByRole('button', { name: 'Open Attachment Selector' }).first();
  await press(page, 'Shift+Tab', attach, 'the attach button');
  await press(page, 'Shift+Tab', mine.locator('.str-chat__message-text'), 'my message');
  const more = mine.getByRole('button', { name: 'Open Message Actions Menu' });
  const menu = page.getByRole('menu');
  const threadButton = mine.getByRole('button', { name: 'Open Thread' });
  let react = mine.getByRole('button', { name: 'Open Reaction Selector' });
  if (phone) {
    await press(page, 'Shift+Tab', more, 'its menu button');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, menu.getByRole('menuitem').first(), 'menu open');
    react = menu.getByRole('menuitem', { name: 'Open Reaction Selector' });
    await pressUntil(page, 'ArrowDown', react, 'the menu’s reactions', 10);
  } else {
    await press(page, 'Shift+Tab', react, 'its reaction button');
  }
  await shot('message-options');
  await page.keyboard.press('Enter');
  const picker = page.locator('.str-chat__reaction-selector');
  // The picker takes focus itself once it shows: a Tab before that would start from the button.
  await expectFocusOn(
    page,
    page.locator('.str-chat__dialog-contents', { has: picker }),
    'the reactions open',
  );
  const reaction = picker.getByRole('button', { name: /^Select Reaction/ }).first();
  await press(page, 'Tab', reaction, 'a reaction');
  await page.keyboard.press('Enter');
  await mine.locator('.str-chat__message-reactions').waitFor();
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  await expectFocusOn(page, phone ? more : react, 'Escape closed the reactions');

  // Its menu: arrows move through it, Escape closes it and gives focus back.
  if (!phone) {
    await press(page, 'Shift+Tab', threadButton, 'its thread button');
    await press(page, 'Shift+Tab', more, 'its menu button');
  }
  await page.keyboard.press('Enter');
  await expectFocusOn(page, menu.getByRole('menuitem').first(), 'menu open, on its first item');
  await press(page, 'ArrowDown', menu.getByRole('menuitem').nth(1), 'the next item');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expectFocusOn(page, more, 'Escape closed the menu');

  // A reply in its thread (from the menu on a phone), and back to the conversation.
  if (phone) {
    await page.keyboard.press('Enter');
    await expectFocusOn(page, menu.getByRole('menuitem').first(), 'menu open again');
    const threadItem = menu.getByRole('menuitem', { name: 'Open Thread' });
    await pressUntil(page, 'ArrowDown', threadItem, 'the menu’s thread item', 10);
  } else {
    await press(page, 'Tab', threadButton, 'the thread button again');
  }
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/thread\//);
  const threadPanel = page.locator('.str-chat__thread');
  const threadComposer = threadPanel.locator('textarea').first();
  await expectFocusOn(page, threadComposer, 'the thread’s composer');
  await page.keyboard.type(I_REPLY);
  await page.keyboard.press('Enter');
  await messageWith(page, I_REPLY, threadPanel).waitFor();
  await expectFocusOn(page, threadComposer, 'replied');
  // The thread is a pane, not a dialog (on a phone too): Escape leaves it, and focus, as they are.
  await press(page, 'Escape', threadComposer, 'Escape in the thread');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/thread\//);
  const closeThread = threadPanel.getByRole('button', { name: 'Close thread' });
  // On a phone the thread covers the screen: Tab goes round it (the skip link over it), never
  // under it.
  await pressUntil(page, phone ? 'Tab' : 'Shift+Tab', closeThread, 'the thread’s close button', 10);
  await page.keyboard.press('Enter');
  await threadPanel.waitFor({ state: 'detached' });
  await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/\/thread\//);
  await expectFocusOn(page, phone ? more : threadButton, 'the thread closed');

  // With a conversation open the skip link leads into it.
  const skipToConversation = page.getByRole('link', { name: 'Skip to the conversation' });
  await pressUntil(page, 'Shift+Tab', skipToConversation, 'up to the skip link', 30);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, conversation, 'skipped to the conversation');
  await press(page, 'Tab', phone ? back : details, 'the conversation’s first control');

  // Sign out: on a phone, from the list the way back returns to.
  if (phone) {
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expectFocusOn(page, item, 'back in the list, on the conversation');
  }
  await pressUntil(page, 'Shift+Tab', place('Security'), 'up to Security', 20);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/security$/);
  await pressUntil(
    page,
    'Tab',
    page.getByRole('button', { name: 'Sign out', exact: true }),
    'Sign out',
    6,
  );
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/sign-in$/);
  await press(page, 'Tab', page.getByRole('textbox', { name: 'Email' }), 'signed out');
  await context.close();
}

describe('Parley by keyboard alone', () => {
  it('on a wide screen, light', () => journey(DESKTOP, 'light'), 180_000);
  it('on a phone, dark', () => journey(PHONE, 'dark'), 180_000);
});
