/**
 * Every offline start paints the whole saved list and a saved conversation's history, whatever
 * the person did before leaving the app and however the start races the chat client's
 * connection, the session's restore and the device database's opening. Each way of leaving is
 * started offline twice, each time from a fresh state reached the way a person reaches it.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  createUser,
  listItem,
  messageWith,
  submitSignIn,
  waitForServiceWorkerControl,
  waitForStatus,
  type TestUser,
} from '../support/app.ts';
import { seedConversations, type SeededConversation } from '../support/conversations.ts';
import { checkForUpdate, usePrivateApp } from '../support/private-build.ts';

const { stack, browser } = useStackAndBrowser();

/** The open conversation's message list (not a thread's). */
const MAIN_PANEL = '.str-chat__main-panel';

interface Workspace {
  user: TestUser;
  conversations: SeededConversation[];
  /** The conversation with a long history, opened in every start. */
  long: SeededConversation;
}

async function workspace(): Promise<Workspace> {
  const user = await createUser(stack, { first_name: 'Stella', last_name: 'Starts' });
  const { conversations } = await seedConversations(stack, user, 3, 3);
  const { conversations: longOnes } = await seedConversations(stack, user, 1, 30);
  const long = longOnes[0] as SeededConversation;
  return { user, conversations: [...conversations, long], long };
}

async function signedIn(
  context: BrowserContext,
  appUrl: string,
  { user, conversations }: Workspace,
) {
  const page = await context.newPage();
  await page.goto(`${appUrl}/sign-in`);
  await submitSignIn(page, user);
  await waitForStatus(page, 'connected');
  for (const conversation of conversations) await listItem(page, conversation.name).waitFor();
  await waitForServiceWorkerControl(page);
  return page;
}

/** The whole saved list, then the long conversation opened from it with all its history. */
async function expectSavedChat(
  page: Page,
  { conversations, long }: Workspace,
  openFromList = true,
) {
  await waitForStatus(page, 'offline');
  for (const conversation of conversations)
    await listItem(page, conversation.name).waitFor({ timeout: 10_000 });
  if (openFromList) await listItem(page, long.name).click();
  const panel = page.locator(MAIN_PANEL);
  await messageWith(page, long.texts.at(-1) as string, panel).waitFor({ timeout: 10_000 });
  await expect
    .poll(() => panel.locator('.str-chat__message-text').count(), { timeout: 10_000 })
    .toBe(long.texts.length);
  await expect(panel.getByText('Send a message to start the conversation').count()).resolves.toBe(
    0,
  );
}

/** In-app navigation a person does before leaving: a conversation, profile, security, chats. */
async function lookAround(page: Page, { long }: Workspace) {
  await listItem(page, long.name).click();
  await messageWith(page, long.texts.at(-1) as string).waitFor();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  await nav.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
  await nav.getByRole('link', { name: 'Chats' }).click();
  await listItem(page, long.name).waitFor();
}

// A second round catches a start that races only now and then; the race known to empty an
// offline start (a catch-up in flight as the network goes) has a unit test of its own
// (src/core/device-copy/sync-resets.test.ts).
const ROUNDS = 2;

describe('offline starts', () => {
  it(`reload after in-app navigation, ${ROUNDS} times: the whole list and the history`, async () => {
    const space = await workspace();
    for (let round = 0; round < ROUNDS; round++) {
      const context = await newContext(browser());
      const page = await signedIn(context, stack.appUrl, space);
      await lookAround(page, space);
      await context.setOffline(true);
      await page.reload();
      await expectSavedChat(page, space);
      await context.close();
    }
  }, 240_000);

  it(`start from a link to a saved conversation, ${ROUNDS} times`, async () => {
    const space = await workspace();
    for (let round = 0; round < ROUNDS; round++) {
      const context = await newContext(browser());
      const page = await signedIn(context, stack.appUrl, space);
      await listItem(page, space.long.name).click();
      await messageWith(page, space.long.texts.at(-1) as string).waitFor();
      await page.goto(`${stack.appUrl}/`);
      await listItem(page, space.long.name).waitFor();
      await context.setOffline(true);
      // A link opened from another app: a new tab on the conversation's address.
      const linked = await context.newPage();
      await page.close();
      await linked.goto(`${stack.appUrl}/c/messaging/${space.long.id}`);
      await expectSavedChat(linked, space, false);
      await context.close();
    }
  }, 240_000);

  it(`start right after sign-in, ${ROUNDS} times`, async () => {
    const space = await workspace();
    for (let round = 0; round < ROUNDS; round++) {
      const context = await newContext(browser());
      const page = await signedIn(context, stack.appUrl, space);
      await context.setOffline(true);
      await page.reload();
      await expectSavedChat(page, space);
      await context.close();
    }
  }, 240_000);

  it(`start with two tabs open, ${ROUNDS} times`, async () => {
    const space = await workspace();
    for (let round = 0; round < ROUNDS; round++) {
      const context = await newContext(browser());
      const page = await signedIn(context, stack.appUrl, space);
      const second = await context.newPage();
      await second.goto(`${stack.appUrl}/c/messaging/${space.long.id}`);
      await messageWith(second, space.long.texts.at(-1) as string).waitFor();
      await context.setOffline(true);
      // One tab stays as it was while the other starts again; then a third one starts.
      await page.reload();
      await expectSavedChat(page, space);
      const third = await context.newPage();
      await third.goto(`${stack.appUrl}/`);
      await expectSavedChat(third, space);
      await context.close();
    }
  }, 240_000);

  describe('after the service worker updated', () => {
    const app = usePrivateApp(stack);

    it(`a new version taken up, then an offline start, ${ROUNDS} times`, async () => {
      const appUrl = app().url;
      const space = await workspace();
      for (let round = 0; round < ROUNDS; round++) {
        const context = await newContext(browser());
        const page = await signedIn(context, appUrl, space);
        await listItem(page, space.long.name).click();
        await messageWith(page, space.long.texts.at(-1) as string).waitFor();
        // Deploy a new version, let the page find it and take it (the update prompt's Reload).
        app().deployNewVersion();
        const prompt = await checkForUpdate(page);
        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await waitForStatus(page, 'connected');
        await waitForServiceWorkerControl(page);
        await context.setOffline(true);
        await page.goto(`${appUrl}/`);
        await expectSavedChat(page, space);
        await context.close();
      }
    }, 300_000);
  });
});
