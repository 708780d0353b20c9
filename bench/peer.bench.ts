/**
 * Parley's start against itself and a peer in the same run (build first): Stream's React
 * tutorial app (bench/peer-app/, the same SDK versions, a Vite production build with its own
 * service worker precaching it), on the same embedded chat server, as the same chat user, with
 * the same six conversations of 30 messages. The machine's speed changes from day to day, so
 * only the ratios within one run compare across days.
 *
 * - Warm start (service worker in control, second and later loads) to the list, online, and
 *   offline for Parley (the tutorial keeps no list: one offline start of it says what it shows);
 *   each start's list time as a ratio of its own first contentful paint; p99/p50.
 * - A tap on the first conversation in the list's own first frame, to its messages on screen.
 * - Total blocking time: the part over 50 ms of each long task after FCP within the first 5 s.
 * - Route JS: gzip KB fetched (empty cache, no service worker) to show the list, and with a
 *   conversation open.
 *
 * It asserts nothing about time: it prints medians, p99s, ratios and the goals met or not.
 */
import type { BrowserContext } from 'playwright-core';
import { spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import { createUser } from '../tests/browser/support/app.ts';
import { seedConversations } from '../tests/browser/support/conversations.ts';
import { openParley, openPeer, startsInTurn, type Contender } from './support/contenders.ts';
import { startPeerApp } from './support/peer-app.ts';
import { printComparison, type Measures } from './support/peer-comparison.ts';
import { routeJs } from './support/route-js.ts';
import { LIST_ITEM } from './support/start-notes.ts';

const RUNS = 12;
const CONVERSATIONS = 6;
const MESSAGES = 30;

const benchText = (conversation: string, n: number): string =>
  `Message ${n} in ${conversation}: some words of an ordinary length for a chat.`;

/** What the peer shows when started offline: the list, or the words on its page. */
async function peerOffline(peer: Contender): Promise<string> {
  await peer.context.setOffline(true);
  try {
    await peer.starts.goto(peer.url, { waitUntil: 'commit' });
    await peer.starts.waitForTimeout(10_000);
    const shown = await peer.starts.locator(LIST_ITEM).count();
    const words = (await peer.starts.locator('#root').innerText()).trim().slice(0, 60);
    await peer.starts.goto('about:blank');
    return shown > 0 ? `${shown} conversations` : `no list after 10 s ("${words}")`;
  } finally {
    await peer.context.setOffline(false);
  }
}

async function offlineStarts(parley: Contender) {
  await parley.context.setOffline(true);
  try {
    const [starts] = await startsInTurn([parley], RUNS, { tap: false });
    const [taps] = await startsInTurn([parley], RUNS, { tap: true });
    return { starts: starts ?? [], taps: taps ?? [] };
  } finally {
    await parley.context.setOffline(false);
  }
}

const storageOf = (context: BrowserContext) => context.storageState({ indexedDB: true });

const [spawned, peerApp] = await Promise.all([spawnStack(), startPeerApp()]);
const { stack } = spawned;
const browser = await launchBrowser();
try {
  const user = await createUser(stack, { first_name: 'Pia', last_name: 'Peer' });
  await seedConversations(stack, user, CONVERSATIONS, MESSAGES, benchText);
  const parley = await openParley(browser, stack, user, CONVERSATIONS);
  const peer = await openPeer(browser, peerApp.urlFor(stack, user.id));

  const [parleyOnline = [], peerOnline = []] = await startsInTurn([parley, peer], RUNS, {
    tap: false,
  });
  const [parleyTaps = [], peerTaps = []] = await startsInTurn([parley, peer], RUNS, { tap: true });
  const offline = await offlineStarts(parley);
  const peerOfflineShows = await peerOffline(peer);
  const parleyJs = await routeJs(browser, parley.url, await storageOf(parley.context));
  const peerJs = await routeJs(browser, peer.url, await storageOf(peer.context));

  const measures: Measures = {
    online: { parley: parleyOnline, peer: peerOnline },
    taps: { parley: parleyTaps, peer: peerTaps },
    offline,
    peerOfflineShows,
    routeJs: { parley: parleyJs, peer: peerJs },
  };
  printComparison(measures);
} finally {
  await browser.close();
  await peerApp.close();
  await spawned.stop();
}
