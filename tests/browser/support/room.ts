/**
 * The set-up the room-based browser tests share (polls, moderation, provider notices, location,
 * previews, reminders, message text): people with accounts of their own, each signed in in a
 * browser context of their own, in one fresh conversation the chat server created.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { DESKTOP, newContext, useBrowser } from './browser.ts';
import { type TestUser, composer, createUser, messageWith, startSignedInConnected } from './app.ts';
import { serverChat } from './conversations.ts';
import { testStack } from '../../support/test-stack.ts';
import { forTheseTests } from './for-these-tests.ts';

export interface Person {
  user: TestUser;
  name: string;
  context: BrowserContext;
  page: Page;
}

export interface Room {
  channelId: string;
  people: Person[];
  /** Opens the conversation in someone's browser and waits for its composer. */
  open(person: Person): Promise<void>;
  close(): Promise<void>;
}

export interface PersonOptions {
  first_name: string;
  last_name: string;
  /** Chat role set server-side before sign-in, e.g. 'admin'. */
  role?: string;
  viewport?: { width: number; height: number };
}

async function openRoom(
  stack: StackFile,
  browser: Browser,
  people: PersonOptions[],
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Room> {
  const server = serverChat(stack);
  const signedIn: Person[] = [];
  for (const options of people) {
    const user = await createUser(stack, options);
    const name = `${options.first_name} ${options.last_name}`;
    if (options.role) await server.upsertUser({ id: user.id, name, role: options.role });
    const context = await newContext(browser, options.viewport ?? DESKTOP);
    // Under the test's own 30 s, so a step that never happens names itself in the failure.
    context.setDefaultTimeout(12_000);
    await prepare?.(context);
    const page = await context.newPage();
    await startSignedInConnected(page, stack, user);
    signedIn.push({ user, name, context, page });
  }
  const channelId = `room-${randomUUID()}`;
  await server
    .channel('messaging', channelId, {
      members: signedIn.map((p) => p.user.id),
      created_by_id: signedIn[0]?.user.id,
    })
    .create();
  return {
    channelId,
    people: signedIn,
    async open(person) {
      await person.page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
      await composer(person.page).waitFor();
    },
    async close() {
      await Promise.all(signedIn.map((p) => p.context.close()));
    },
  };
}

/**
 * One room for a test file: everyone signed in and in the conversation before its tests, the
 * browser (launched with `browserFlags`) closed after them. The getter gives the room once it is
 * open.
 */
export function useRoom(
  people: PersonOptions[],
  prepare?: (context: BrowserContext) => Promise<void>,
  browserFlags: string[] = [],
): () => Room {
  const stack = testStack();
  const browser = useBrowser(browserFlags);
  return forTheseTests(
    'the room',
    async () => {
      const room = await openRoom(stack, browser(), people, prepare);
      for (const person of room.people) await room.open(person);
      return room;
    },
    (room) => room.close(),
  );
}

export async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await messageWith(page, text).waitFor();
}

export async function openAttachmentAction(page: Page, action: 'Poll' | 'Location' | 'File') {
  await page.getByRole('button', { name: 'Open Attachment Selector' }).click({ timeout: 5000 });
  await page
    .getByRole('menu', { name: 'Attachment Actions' })
    .getByRole('menuitem', { name: action })
    .click({ timeout: 5000 });
}

/**
 * Picks an item of an open message menu. A long menu can reach past the bottom of a short
 * window, where a pointer click cannot land, so the item gets the click event directly.
 */
export async function chooseAction(menu: Locator, label: string | RegExp) {
  // By the words shown: some SDK items carry an aria-label that says something else.
  const words = typeof label === 'string' ? new RegExp(`^\\s*${label}\\s*$`) : label;
  const item = menu.getByRole('menuitem').filter({ hasText: words });
  try {
    await item.waitFor();
  } catch (error) {
    // Which items the menu offered instead (or that none was open) is what tells a flake apart.
    const offered = await menu
      .getByRole('menuitem')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`no menu item ${String(words)}; offered: ${JSON.stringify(offered)}`, {
      cause: error,
    });
  }
  await item.dispatchEvent('click');
}

/**
 * A route handler failing the requests `matches` picks with the chat service's error body for
 * an internal error (the rest go through).
 */
export function failWithServerError(matches: (route: Route) => boolean) {
  return async (route: Route) => {
    if (!matches(route)) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: -1, message: 'internal error', StatusCode: 500 }),
    });
  };
}
