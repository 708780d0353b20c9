/**
 * A new account's first screen, frame by frame: the list's empty state and its way in ("Where to
 * start") paint together, on the first start and on every start after it, online and offline,
 * and the list never says it failed for an account that simply has no conversations yet. The way
 * in goes as soon as the first conversation exists, before anything is written in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  createUser,
  startSignedInConnected,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';

const { stack, browser } = useStackAndBrowser();

/**
 * Runs in the page from its first script: at each frame, before it paints, notes what the list
 * shows (`rows`, `empty`, `failed`, or `blank` for a list with none of them) and whether the way
 * in shows, keeping each change in `window.listFrames`.
 */
function recordListFrames() {
  const seen: string[] = [];
  (window as unknown as { listFrames: string[] }).listFrames = seen;
  const look = (): string => {
    const list = document.querySelector('.str-chat__channel-list');
    if (!list) return 'no list';
    const failed = [...list.querySelectorAll('.str-chat__channel-list-empty')].some((e) =>
      /failed/i.test(e.textContent ?? ''),
    );
    const shows = list.querySelector('[data-cid]')
      ? 'rows'
      : failed
        ? 'failed'
        : list.querySelector('.str-chat__channel-list-empty')
          ? 'empty'
          : 'blank';
    return document.querySelector('.first-steps') ? `${shows} + way in` : shows;
  };
  const frame = () => {
    const now = look();
    if (seen.at(-1) !== now) seen.push(now);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** What the list showed, frame by frame, from its first frame on (changes only). */
async function listFrames(page: Page): Promise<string[]> {
  const seen = await page.evaluate(
    () => (window as unknown as { listFrames?: string[] }).listFrames ?? [],
  );
  return seen.filter((shown) => shown !== 'no list');
}

const wayIn = (page: Page) => page.getByRole('region', { name: 'Where to start' });

/** The chat server's answer to the conversation list's query (the inbox's, not the archive's). */
function listAnswer(page: Page): Promise<Response> {
  const path = new URL(`${stack.chatUrl}/channels`).pathname;
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === path &&
      (response.request().postData() ?? '').includes('"archived":false'),
  );
}

/** Resolves after two more frames: what the page did with what it last received is painted. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

describe('a new account with no conversations', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const user = await createUser(stack, { first_name: 'Nell', last_name: 'Newcomer' });
    context = await newContext(browser());
    page = await context.newPage();
    await page.addInitScript(recordListFrames);
    await startSignedInConnected(page, stack, user);
    await wayIn(page).waitFor();
    await waitForServiceWorkerControl(page);
  }, 120_000);

  afterAll(() => context?.close());

  it('paints the way in with the empty list on its first start', async () => {
    // The first start signed in just now: the list came from the chat server, after a wait.
    const frames = await listFrames(page);
    expect(frames.filter((shown) => shown !== 'blank')).toEqual(['empty + way in']);
  });

  it('paints the empty list and the way in from its first frame on a later start', async () => {
    for (let start = 0; start < 3; start++) {
      const answer = listAnswer(page);
      await page.reload();
      await waitForStatus(page, 'connected');
      await wayIn(page).waitFor();
      // The chat server's answer has replaced the saved list, and the page painted it.
      await (await answer).finished();
      await twoFrames(page);
      expect(await listFrames(page)).toEqual(['empty + way in']);
    }
  });

  it('offline, says it has no conversations yet, with the way in, rather than that loading failed', async () => {
    await context.setOffline(true);
    try {
      await page.reload();
      await wayIn(page).waitFor();
      // The app has found the chat server out of reach, and painted what it shows for that.
      await waitForStatus(page, 'offline');
      await twoFrames(page);
      expect(await listFrames(page)).toEqual(['empty + way in']);
    } finally {
      await context.setOffline(false);
    }
  });

  it('loses the way in once a group is made, before anything is written in it', async () => {
    await page.reload();
    await waitForStatus(page, 'connected');
    await wayIn(page)
      .getByRole('button', { name: 'Create a group and invite people with a link' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.locator('#group-name').fill('Quiet start');
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await dialog.getByRole('button', { name: 'Open the group' }).click();
    await page.waitForURL(/\/c\/messaging\//);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
    await page.locator(`.str-chat__channel-list [data-cid="messaging:${id}"]`).waitFor();
    await wayIn(page).waitFor({ state: 'detached' });
    // And on the next start, from the device.
    await page.goto(`${stack.appUrl}/`);
    await page.locator(`.str-chat__channel-list [data-cid="messaging:${id}"]`).waitFor();
    expect(await wayIn(page).count()).toBe(0);
  });
});
