/**
 * Reading from the device, measured in Chromium on a whole embedded stack (build first); the
 * warm start itself, online and offline, is peer.bench.ts's (against the peer in the same run).
 *
 * - Opening a saved conversation from the list to its messages painted, offline: with all of
 *   its messages unread, and again once it has been read.
 * - Catch-up: 200 events (messages, edits, reactions) while offline, then the time from the
 *   network's return until the device copy of that conversation equals the server's answer.
 * - The device copy's size for the demo workspace (Alice), for 30 conversations × 50 messages,
 *   and for that plus 20 opened threads of 25 replies (the page a thread first loads):
 *   IndexedDB usage as Chromium reports it, and the stored JSON.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StackFile } from '../emulators/stack-types.ts';
import { DEMO_USERS } from '../emulators/demo/users.ts';
import { spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import { createUser, waitForStatus } from '../tests/browser/support/app.ts';
import {
  serverChat,
  serverMessages,
  seedConversations,
} from '../tests/browser/support/conversations.ts';
import {
  deviceMessagesOf,
  deviceRows,
  storedSession,
  unreadOnDevice,
  type DeviceMessage,
} from '../tests/browser/support/device.ts';
import { report } from './support/stats.ts';
import { signedInPage } from './support/signed-in.ts';

const RUNS = 12;
const LIST_ITEM = '.str-chat__channel-list .str-chat__channel-list-item';
const MESSAGE = '.str-chat__main-panel .str-chat__message-text';

/** ms since navigation start at the first frame where the selector matches. */
async function paintedAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (sel) => (document.querySelector(sel) ? performance.now() : 0),
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

const benchText = (conversation: string, n: number): string =>
  `Message ${n} in ${conversation}: some words of an ordinary length for a chat.`;

async function signedIn(
  browser: Browser,
  stack: StackFile,
  user: { email: string; password: string },
) {
  const { context, page } = await signedInPage(browser, stack, user);
  await page.locator(LIST_ITEM).first().waitFor();
  // Let the list's answer reach the device before the warm starts.
  await page.waitForTimeout(1000);
  return { context, page };
}

async function openSaved(context: BrowserContext, page: Page, stack: StackFile) {
  await context.setOffline(true);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(stack.appUrl);
    await page.locator(LIST_ITEM).first().waitFor();
    const clicked = await page.evaluate(() => {
      const item = document.querySelector<HTMLElement>(
        '.str-chat__channel-list .str-chat__channel-list-item',
      );
      item?.click();
      return performance.now();
    });
    samples.push((await paintedAt(page, MESSAGE)) - clicked);
  }
  await context.setOffline(false);
  return samples;
}

/** Opens the first conversation online and waits until the device keeps it read. */
async function readFirstConversation(page: Page, stack: StackFile, userId: string) {
  await page.goto(stack.appUrl);
  await page.locator(LIST_ITEM).first().click();
  await page.locator(MESSAGE).first().waitFor();
  const cid = `messaging:${new URL(page.url()).pathname.split('/').pop() ?? ''}`;
  for (let tries = 0; tries < 100; tries++) {
    if ((await unreadOnDevice(page, userId, cid)) === 0) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`${cid} is still unread on the device after 20 s`);
}

const row = (m: DeviceMessage): string =>
  `${m.id}|${m.type === 'deleted' ? 'deleted' : m.text}|${JSON.stringify(m.reaction_groups ?? {})}`;

/** The stored messages of one conversation, one sorted line each. */
async function deviceCopy(page: Page, userId: string, cid: string): Promise<string> {
  return (await deviceMessagesOf(page, userId, cid)).map(row).sort().join('\n');
}

async function serverCopy(stack: StackFile, id: string): Promise<string> {
  return (await serverMessages(stack, id))
    .map((m) => row(m as DeviceMessage))
    .sort()
    .join('\n');
}

async function catchUp(browser: Browser, stack: StackFile) {
  const user = await createUser(stack, { first_name: 'Cato', last_name: 'Catchup' });
  const { friend, conversations } = await seedConversations(stack, user, 1, 20, benchText);
  const id = conversations[0]?.id as string;
  const { context, page } = await signedIn(browser, stack, user);
  await page.goto(`${stack.appUrl}/c/messaging/${id}`);
  await page.locator(MESSAGE).first().waitFor();
  await context.setOffline(true);
  await waitForStatus(page, 'offline');
  const channel = serverChat(stack).channel('messaging', id);
  const sent: string[] = [];
  for (let i = 0; i < 200; i++) {
    if (i % 4 === 3 && sent.length > 0) {
      await channel.sendReaction(sent[sent.length - 1] as string, {
        type: 'like',
        user_id: friend,
      });
    } else if (i % 4 === 2 && sent.length > 0) {
      await serverChat(stack).updateMessage(
        { id: sent[sent.length - 1] as string, text: `edited ${i}` },
        friend,
      );
    } else {
      sent.push((await channel.sendMessage({ text: `away ${i}`, user_id: friend })).message.id);
    }
  }
  const expected = await serverCopy(stack, id);
  const started = Date.now();
  await context.setOffline(false);
  let equal = false;
  while (Date.now() - started < 30_000) {
    if ((await deviceCopy(page, user.id, `messaging:${id}`)) === expected) {
      equal = true;
      break;
    }
    await page.waitForTimeout(25);
  }
  const ms = Date.now() - started;
  if (!equal) {
    const device = (await deviceCopy(page, user.id, `messaging:${id}`)).split('\n');
    const server = expected.split('\n');
    console.log('only on the device:', device.filter((l) => !server.includes(l)).slice(0, 5));
    console.log('only on the server:', server.filter((l) => !device.includes(l)).slice(0, 5));
  }
  await context.close();
  return { ms, equal };
}

async function deviceSize(page: Page, userId: string) {
  return page.evaluate(async (name) => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number };
    };
    const json = await new Promise<number>((resolve) => {
      const open = indexedDB.open(name);
      open.onsuccess = async () => {
        const db = open.result;
        let bytes = 0;
        for (const store of Array.from(db.objectStoreNames)) {
          const rows = await new Promise<unknown[]>((done) => {
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => done(request.result as unknown[]);
          });
          bytes += JSON.stringify(rows).length;
        }
        db.close();
        resolve(bytes);
      };
    });
    return { indexedDB: estimate.usageDetails?.indexedDB ?? Number.NaN, json };
  }, `parley-chat-${userId}`);
}

async function sizes(browser: Browser, stack: StackFile) {
  const alice = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
  const demo = await signedIn(browser, stack, alice);
  const aliceId = (await storedSession(demo.page)).user.id;
  const demoSize = await deviceSize(demo.page, aliceId);
  await demo.context.close();

  const user = await createUser(stack, { first_name: 'Bea', last_name: 'Bulk' });
  const made = await seedConversations(stack, user, 30, 50, benchText);
  const bulk = await signedIn(browser, stack, user);
  // The list loads 20 a page: load more until all 30 are in (and so on the device).
  for (let tries = 0; tries < 50 && (await bulk.page.locator(LIST_ITEM).count()) < 30; tries++) {
    // The button is disabled, then replaced, while a page loads: the next round tries again.
    await bulk.page
      .getByRole('button', { name: 'Load more' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await bulk.page.waitForTimeout(300);
  }
  await bulk.page.waitForTimeout(1500);
  const bulkSize = await deviceSize(bulk.page, user.id);
  const conversations = await bulk.page.locator(LIST_ITEM).count();
  await openThreads(bulk.page, stack, user.id, made.friend, made.conversations.slice(0, THREADS));
  const withThreads = await deviceSize(bulk.page, user.id);
  await bulk.context.close();
  return { demoSize, bulkSize, conversations, withThreads };
}

const THREADS = 20;
const REPLIES = 25;

/** One thread of REPLIES replies in each conversation, each opened until the device keeps it. */
async function openThreads(
  page: Page,
  stack: StackFile,
  userId: string,
  friend: string,
  conversations: { id: string }[],
) {
  for (const conversation of conversations) {
    const channel = serverChat(stack).channel('messaging', conversation.id);
    const { message: parent } = await channel.sendMessage({
      text: benchText(conversation.id, 100),
      user_id: friend,
    });
    for (let n = 0; n < REPLIES; n++) {
      await channel.sendMessage({
        text: benchText(conversation.id, 200 + n),
        parent_id: parent.id,
        user_id: friend,
      });
    }
    await page.goto(`${stack.appUrl}/c/messaging/${conversation.id}/thread/${parent.id}`);
    for (let tries = 0; tries < 100; tries++) {
      const kept = await deviceRows(page, userId, 'replies', { index: 'parentId', key: parent.id });
      if (kept.length === REPLIES) break;
      await page.waitForTimeout(200);
    }
  }
}

const spawned = await spawnStack();
const { stack } = spawned;
const browser = await launchBrowser();
try {
  const user = await createUser(stack, { first_name: 'Wren', last_name: 'Warm' });
  await seedConversations(stack, user, 6, 30, benchText);
  const { context, page } = await signedIn(browser, stack, user);
  const open = await openSaved(context, page, stack);
  await readFirstConversation(page, stack, user.id);
  const openRead = await openSaved(context, page, stack);
  await context.close();
  const caughtUp = await catchUp(browser, stack);
  const { demoSize, bulkSize, conversations, withThreads } = await sizes(browser, stack);

  report('open a saved conversation, all 30 unread', open);
  report('open a saved conversation, read before', openRead);
  console.log(
    `catch-up after 200 events offline: ${caughtUp.ms} ms until the device copy equals the server (${caughtUp.equal ? 'equal' : 'NOT equal'})`,
  );
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `device copy, demo workspace (Alice): IndexedDB ${kb(demoSize.indexedDB)}, stored JSON ${kb(demoSize.json)}`,
  );
  console.log(
    `device copy, ${conversations} conversations x 50 messages: IndexedDB ${kb(bulkSize.indexedDB)}, stored JSON ${kb(bulkSize.json)}`,
  );
  console.log(
    `device copy, the same and ${THREADS} opened threads x ${REPLIES} replies: IndexedDB ${kb(withThreads.indexedDB)}, stored JSON ${kb(withThreads.json)}`,
  );
} finally {
  await browser.close();
  await spawned.stop();
}
