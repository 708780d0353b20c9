/**
 * The app's loading budget, measured in Chromium on a whole embedded stack (build first; set
 * PARLEY_DIST_DIR to measure another build than dist/). Sizes are gzip, the size a CDN sends.
 * What it fetches is recorded in support/script-recorder.ts, the conversations it opens are
 * written by support/chat-fixture.ts, and the lazy features are used as support/lazy-features.ts
 * lists them.
 *
 * - Sign-in page: JS fetched before its first paint, and whether the chat route's chunks are
 *   prefetched once the visitor starts to sign in.
 * - Chat route: every script a signed-in visitor's browser fetches, from an empty HTTP cache,
 *   from loading `/` until the conversation list is shown, a conversation is opened from it and
 *   its messages are shown, and the network has been idle for 2 s. Printed in all and per chunk,
 *   with the part fetched before the list showed.
 * - Lazy features: what each feature fetches the first time it is used on that page. Shared
 *   chunks count for the first feature that needs them (the order of FEATURES).
 * - Which stream-chat-react translations a German browser loads (only its own), and Lighthouse
 *   mobile figures for the sign-in page, `/` signed out and the chat page
 *   (PARLEY_BENCH_LIGHTHOUSE=0 leaves Lighthouse out).
 */
import type { Browser } from 'playwright-core';
import type { StackFile } from '../emulators/stack-types.ts';
import { spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import { serverChat } from '../tests/browser/support/conversations.ts';
import { runLighthouse } from '../tests/browser/support/lighthouse.ts';
import { messageText, openFromList, prepare, type Fixture } from './support/chat-fixture.ts';
import { FEATURES } from './support/lazy-features.ts';
import { firstPaintMs, perChunk, record, total, type Script } from './support/script-recorder.ts';
import { report } from './support/stats.ts';
import { routeWeights } from './support/feature-weight.ts';

/**
 * The offline features' own modules (the screens that call them are left in): sending's (the
 * outbox, src/core/outbox/, and its modules elsewhere in src/), then all of offline reading and
 * sending (the device copy, src/core/device-copy/, besides). Both are built of the same pieces,
 * so sending's modules stay a part of the whole.
 */
const SENDING_ELSEWHERE =
  'features/chat/conversation/sending/(send-or-queue|queued-message-status)|core/(sign-out/sign-out-when-sent|supabase/session-on-device)';
const OFFLINE_SENDING = new RegExp(`^src/(core/outbox/|(${SENDING_ELSEWHERE})\\.)`);
const OFFLINE_ALL = new RegExp(
  `^src/(core/(outbox|device-copy)/|(${SENDING_ELSEWHERE}|features/chat/list/channels/cache-first-channels)\\.)`,
);

const SIGN_IN_RUNS = 5;
const CHAT_RUNS = 3;

interface ChatRun {
  untilList: Script[];
  all: Script[];
  features: { name: string; scripts: Script[]; error?: string }[];
}

async function chatRoute(
  browser: Browser,
  stack: StackFile,
  fixture: Fixture,
  options: { locale: string; features: boolean },
): Promise<ChatRun> {
  const context = await browser.newContext({
    locale: options.locale,
    serviceWorkers: 'block',
    storageState: fixture.storageState,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(15_000);
  // The conversation tops the list in every run (a desktop list opens its first conversation at once),
  // whatever the previous run's features posted elsewhere.
  await serverChat(stack)
    .channel('messaging', fixture.conversationId)
    .sendMessage({ text: 'Latest in the conversation', user_id: fixture.writerId });
  try {
    const page = await context.newPage();
    const recorder = record(page);
    await page.goto(`${stack.appUrl}/`);
    await page
      .locator('.str-chat__channel-list')
      .getByText(fixture.conversationName)
      .first()
      .waitFor();
    const listed = new Set(recorder.responded);
    await openFromList(page, fixture.conversationName);
    await messageText(page, 'Latest in the conversation').last().waitFor();
    await recorder.idle();
    const all = [...recorder.scripts.values()];
    const untilList = all.filter((s) => listed.has(s.url));
    const features: ChatRun['features'] = [];
    if (options.features) {
      for (const feature of FEATURES) {
        const before = new Set(recorder.scripts.keys());
        let error: string | undefined;
        try {
          await feature.use(page, fixture);
        } catch (e) {
          error = (e as Error).message.split('\n')[0];
        }
        await recorder.idle(1500);
        const fresh = [...recorder.scripts.values()].filter((s) => !before.has(s.url));
        features.push({ name: feature.name, scripts: fresh, error });
      }
    }
    return { untilList, all, features };
  } finally {
    await context.close();
  }
}

const spawned = await spawnStack();
const { stack } = spawned;
const browser = await launchBrowser();
try {
  const beforePaint: number[] = [];
  let prefetched = true;
  for (let run = 0; run < SIGN_IN_RUNS; run++) {
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const recorder = record(page);
    await page.goto(`${stack.appUrl}/sign-in`);
    const fcp = await firstPaintMs(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    beforePaint.push(total([...recorder.scripts.values()].filter((s) => s.at <= fcp)));
    // The chat route's chunks (the list and the open conversation) are prefetched, a few at a
    // time while the page is idle, once the visitor starts to sign in.
    await page.locator('#field-email').focus();
    await page.waitForFunction(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="parley-prefetch"]');
      const files = meta?.content.split(' ').filter(Boolean) ?? [];
      return (
        files.length > 0 && document.querySelectorAll('link[rel="prefetch"]').length >= files.length
      );
    });
    prefetched &&= await page.evaluate(() => {
      const hrefs = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
      return ['chat-screen-', 'channel-view-'].every((name) =>
        hrefs.some((l) => l.href.includes(name)),
      );
    });
    await context.close();
  }

  const fixture = await prepare(browser, stack);
  const runs: ChatRun[] = [];
  for (let run = 0; run < CHAT_RUNS; run++) {
    runs.push(await chatRoute(browser, stack, fixture, { locale: 'en-US', features: run === 0 }));
  }
  const german = await chatRoute(browser, stack, fixture, { locale: 'de-DE', features: false });
  const translations = german.all
    .map((s) => /\/i18n-(\w+)-/.exec(s.url)?.[1])
    .filter((language): language is string => !!language);

  report('sign-in: JS before first paint (gzip)', beforePaint, 'KB');
  report(
    'chat route: JS until the list shows (gzip)',
    runs.map((r) => total(r.untilList)),
    'KB',
  );
  report(
    'chat route: JS in all (gzip)',
    runs.map((r) => total(r.all)),
    'KB',
  );
  const [first] = runs;
  if (first) {
    console.log(`chat route chunks (KB gzip): ${perChunk(first.all)}`);
    console.log('first use of a lazily loaded feature (KB gzip, chunks fetched then):');
    for (const feature of first.features) {
      const figure = `${total(feature.scripts).toFixed(1)} KB`.padStart(9);
      const detail = feature.error ? `  (not measured: ${feature.error})` : '';
      console.log(`  ${feature.name.padEnd(44)} ${figure}  ${perChunk(feature.scripts)}${detail}`);
    }
  }
  console.log(`translations loaded for a de-DE browser: ${translations.join(', ') || 'none'}`);
  console.log(`chat bundle prefetched while signing in: ${prefetched ? 'yes' : 'no'}`);
  // Weighed on builds of the source, so only when measuring the source's own build.
  if (first && !process.env.PARLEY_DIST_DIR) await offlineWeights(first.all.map((s) => s.url));

  if (process.env.PARLEY_BENCH_LIGHTHOUSE !== '0') await lighthouseFigures(stack);
} finally {
  await browser.close();
  await spawned.stop();
}

async function offlineWeights(scriptUrls: string[]): Promise<void> {
  const kb = await routeWeights(scriptUrls, { sending: OFFLINE_SENDING, offline: OFFLINE_ALL });
  const added = (n: number) => `${n.toFixed(1)} KB`;
  console.log(
    `chat route built from source: ${added(kb.whole)} gzip; offline reading adds ${added(kb.sending - kb.offline)}, offline sending ${added(kb.whole - kb.sending)} (builds with their modules emptied: ${added(kb.offline)} without both, ${added(kb.sending)} without sending)`,
  );
}

async function lighthouseFigures(stack: StackFile): Promise<void> {
  const lighthouse = await runLighthouse(stack);
  for (const figure of lighthouse.figures) {
    console.log(
      `lighthouse ${figure.page.padEnd(13)} performance=${figure.scores.performance} accessibility=${figure.scores.accessibility} best-practices=${figure.scores['best-practices']} seo=${figure.scores.seo} LCP=${Math.round(figure.lcpMs)}ms FCP=${Math.round(figure.fcpMs)}ms TBT=${Math.round(figure.tbtMs)}ms`,
    );
  }
}
