/**
 * Messages sent while the chat server is out of reach: they show as waiting (a clock and
 * "Waiting for network", never the failed style), the one status says why (offline, or
 * reconnecting when the device thinks it is online), and they are kept on the device under their
 * own id, so once the connection is back each is delivered by itself, in order, exactly once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshots, useBrowser } from './support/browser.ts';
import { chooseAction } from './support/room.ts';
import {
  composer,
  createUser,
  deviceRows,
  messageMenu,
  serverChat,
  shortFirstChatToken,
  signIn,
  storedSession,
  storedSessionOutsideTheApp,
  expireStoredSession,
  toast,
  type TestUser,
  waitForServiceWorkerControl,
  waitForStatus,
} from './support/app.ts';

const stack = inject('stack');
const browser = useBrowser();
const chatWs = stack.chatUrl.replace(/^http/, 'ws');

/** A conversation between the sender and a reader, made on the server side. */
async function conversation(sender: TestUser, reader: TestUser): Promise<string> {
  const id = `offline-${randomUUID()}`;
  const server = serverChat(stack);
  await server.upsertUsers([
    { id: sender.id, name: 'Sender' },
    { id: reader.id, name: 'Reader' },
  ]);
  await server
    .channel('messaging', id, { members: [sender.id, reader.id], created_by_id: sender.id })
    .create();
  return id;
}

/** The message texts the chat server holds for a channel, as the reader's client sees them. */
async function storedTexts(channelId: string): Promise<string[]> {
  const state = await serverChat(stack)
    .channel('messaging', channelId)
    .query({ messages: { limit: 50 } });
  return state.messages.map((m) => m.text ?? '');
}

function messageWith(page: Page, text: string) {
  return page.locator('.str-chat__main-panel .str-chat__message', {
    has: page.locator('.str-chat__message-text', { hasText: text }),
  });
}

/** The page's chat sockets in the order opened, each with whether it has closed. */
function chatSockets(page: Page): { url: string; closed: boolean }[] {
  const seen: { url: string; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().startsWith(chatWs)) return;
    const entry = { url: ws.url(), closed: false };
    seen.push(entry);
    ws.on('close', () => (entry.closed = true));
  });
  return seen;
}

async function openChannel(user: TestUser, channelId: string) {
  const context = await newContext(browser());
  const page = await context.newPage();
  const sockets = chatSockets(page);
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
  await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
  await composer(page).waitFor();
  await waitForStatus(page, 'connected');
  return { context, page, sockets };
}

/** A new sender in a conversation with a reader, the conversation open, the device offline. */
async function offlineInConversation(
  first: string,
  prepare?: (channelId: string) => Promise<void>,
) {
  const sender = await createUser(stack, { first_name: first, last_name: 'Sender' });
  const reader = await createUser(stack, { first_name: 'Rae', last_name: 'Reader' });
  const channelId = await conversation(sender, reader);
  await prepare?.(channelId);
  const opened = await openChannel(sender, channelId);
  // An offline reload is served by the service worker.
  await waitForServiceWorkerControl(opened.page);
  await opened.context.setOffline(true);
  await waitForStatus(opened.page, 'offline');
  return { sender, reader, channelId, ...opened };
}

async function sendQueued(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const message = messageWith(page, text);
  await message.getByText('Waiting for network').waitFor();
  await expect(message.and(page.locator('.str-chat__message--failed')).count()).resolves.toBe(0);
}

/** The ids of the messages waiting on the device to be sent. */
async function pendingSendIds(page: Page, userId: string): Promise<string[]> {
  const tasks = await deviceRows<{ type: string; messageId?: string }>(
    page,
    userId,
    'pendingTasks',
  );
  return tasks.filter((t) => t.type === 'send-message').map((t) => t.messageId ?? '');
}

/** The page asked the service worker to deliver once the network is back (Background Sync). */
async function expectBackgroundDelivery(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain('parley-outbox');
}

/**
 * Closes the app's only tab, leaving a blank one (not the app's, so no client of its service
 * worker) to open the app again later: opening a new page while Chromium starts or stops a
 * worker with no tab can hang Playwright, which a fresh-clone run met.
 */
async function closeAppTab(context: BrowserContext, page: Page): Promise<Page> {
  const blank = await context.newPage();
  await page.close();
  return blank;
}

/** The user's chat database is gone from the browser (signing out removes it). */
async function expectNoChatData(page: Page, userId: string) {
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '')))
    .not.toContain(`parley-chat-${userId}`);
}

async function expectDeliveredOnce(page: Page, channelId: string, text: string) {
  await messageWith(page, text).and(page.locator('.str-chat__message--received')).waitFor();
  await expect
    .poll(async () => (await storedTexts(channelId)).filter((t) => t === text))
    .toEqual([text]);
  await expect(messageWith(page, text).count()).resolves.toBe(1);
}

describe('sending while the chat server is out of reach', () => {
  it('offline: messages wait on the device, and after reconnecting each is delivered once, in order, by itself', async () => {
    const sender = await createUser(stack, { first_name: 'Sina', last_name: 'Sender' });
    const reader = await createUser(stack, { first_name: 'Rui', last_name: 'Reader' });
    const channelId = await conversation(sender, reader);
    const { context, page, sockets } = await openChannel(sender, channelId);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    const before = sockets.length;
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    await page.getByText('You are offline:').waitFor();
    // The app drops its socket at once rather than leave it half open (Chromium's offline mode
    // only holds its frames, and the SDK would give up on it after 35 s of silence).
    await expect.poll(() => sockets[before - 1]?.closed, { timeout: 10_000 }).toBe(true);

    const text = `sent offline ${randomUUID()}`;
    const second = `then this ${randomUUID()}`;
    await sendQueued(page, text);
    await sendQueued(page, second);
    await page.getByText('2 messages waiting to be sent.').waitFor();
    await screenshots(page, 'offline-send-queued');
    expect(await storedTexts(channelId)).not.toContain(text);

    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    // Of the sockets this page opened since going offline, exactly one (a new one) is open.
    await expect.poll(() => sockets.slice(before - 1).filter((ws) => !ws.closed).length).toBe(1);
    expect(sockets.length).toBeGreaterThan(before);
    // Coming back online delivers both with no click, in the order written.
    await expectDeliveredOnce(page, channelId, text);
    await expectDeliveredOnce(page, channelId, second);
    await page.getByText('messages waiting to be sent.').waitFor({ state: 'detached' });
    const stored = await storedTexts(channelId);
    expect(stored.indexOf(text)).toBeLessThan(stored.indexOf(second));
    await expect(
      page.evaluate(() => (window as unknown as { marker?: string }).marker),
    ).resolves.toBe('same page');

    // The reader's own browser shows it once as well.
    const readerView = await openChannel(reader, channelId);
    await messageWith(readerView.page, text).waitFor();
    await expect(messageWith(readerView.page, text).count()).resolves.toBe(1);
    await readerView.context.close();
    await context.close();
  }, 90_000);

  it('offline send, then an offline reload: still waiting under the same id, then delivered once', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Rey');
    const text = `survives a reload ${randomUUID()}`;
    await sendQueued(page, text);
    const waiting = await pendingSendIds(page, sender.id);
    expect(waiting).toHaveLength(1);

    await page.reload();
    await messageWith(page, text).getByText('Waiting for network').waitFor();
    // Told at start, for browsers that cannot deliver with the app closed.
    await page.getByText('1 message waiting to be sent.').waitFor();
    expect(await pendingSendIds(page, sender.id)).toEqual(waiting);

    await context.setOffline(false);
    await expectDeliveredOnce(page, channelId, text);
    const state = await serverChat(stack)
      .channel('messaging', channelId)
      .query({ messages: { limit: 50 } });
    expect(state.messages.find((m) => m.text === text)?.id).toBe(waiting[0]);
    await expect.poll(() => pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('slow mode: the second message waits out the cool-down, then both arrive once, in order', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Slo', async (id) => {
      await serverChat(stack)
        .channel('messaging', id)
        .update({ cooldown: 3 } as never);
    });
    const first = `first under slow mode ${randomUUID()}`;
    const second = `second under slow mode ${randomUUID()}`;
    await sendQueued(page, first);
    await sendQueued(page, second);
    await context.setOffline(false);
    await expectDeliveredOnce(page, channelId, first);
    await expectDeliveredOnce(page, channelId, second);
    await page.getByText('messages waiting to be sent.').waitFor({ state: 'detached' });
    const stored = await storedTexts(channelId);
    expect(stored.indexOf(first)).toBeLessThan(stored.indexOf(second));
    await expect.poll(() => pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('a refusal on return shows the message failed with the reason, and it is never sent again', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Ref');
    const text = `refused on return ${randomUUID()}`;
    await sendQueued(page, text);
    await serverChat(stack)
      .channel('messaging', channelId)
      .update({ frozen: true } as never);
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await messageWith(page, text).and(page.locator('.str-chat__message--failed')).waitFor();
    await messageWith(page, text)
      .getByText('Not sent: you cannot post in this conversation.')
      .waitFor();
    await screenshots(page, 'offline-send-refused');
    await expect.poll(() => pendingSendIds(page, sender.id)).toEqual([]);
    expect(await storedTexts(channelId)).not.toContain(text);
    await context.close();
  }, 90_000);

  it('refused while no tab was open: the next start shows the message failed with the reason', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Rex');
    const text = `refused with the tab closed ${randomUUID()}`;
    await sendQueued(page, text);
    await serverChat(stack)
      .channel('messaging', channelId)
      .update({ frozen: true } as never);
    await expectBackgroundDelivery(page);
    const later = await closeAppTab(context, page);
    // The service worker's attempt, answered with the refusal.
    const refused = context.waitForEvent('response', {
      predicate: (response) =>
        response.request().method() === 'POST' &&
        response.url().includes(`/channels/messaging/${channelId}/message`),
      timeout: 20_000,
    });
    await context.setOffline(false);
    expect((await refused).status()).toBe(403);

    const again = later;
    const sent: string[] = [];
    again.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/${channelId}/message`)) {
        sent.push(request.url());
      }
    });
    await again.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await waitForStatus(again, 'connected');
    await messageWith(again, text)
      .getByText('Not sent: you cannot post in this conversation.')
      .waitFor();
    await expect.poll(() => pendingSendIds(again, sender.id)).toEqual([]);
    await again.getByText('messages waiting to be sent.').waitFor({ state: 'detached' });
    // Settled by the worker: the tab shows the refusal without asking the server again.
    expect(sent).toEqual([]);
    expect(await storedTexts(channelId)).not.toContain(text);
    await context.close();
  }, 90_000);

  it('sign-out with messages waiting asks first: stay signed in keeps them, discard signs out without them', async () => {
    const { sender, context, page } = await offlineInConversation('Sig');
    const text = `waiting at sign-out ${randomUUID()}`;
    await sendQueued(page, text);
    // Back online but the chat server still out of reach (for the service worker too): signing
    // out needs only the auth server.
    await context.route(`${stack.chatUrl}/**`, (route) => route.abort('connectionrefused'));
    await context.routeWebSocket(
      (url) => url.href.startsWith(chatWs),
      (ws) => void ws.close({ code: 4000, reason: 'unreachable' }),
    );
    await context.setOffline(false);
    const security = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Security',
    });
    await security.click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByText('Messages you wrote are still waiting to be sent.').waitFor();
    await screenshots(page, 'sign-out-with-waiting-messages');
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    expect(await pendingSendIds(page, sender.id)).toHaveLength(1);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Discard them and sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    await expectNoChatData(page, sender.id);
    await context.close();
  }, 90_000);

  it('sign-out once they are sent: signed in while they wait, then signed out by itself after each went once', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Sue');
    const text = `sent before signing out ${randomUUID()}`;
    await sendQueued(page, text);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Security' })
      .click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out once they are sent' }).click();
    await page
      .getByText('You will be signed out once the waiting messages are sent.')
      .first()
      .waitFor();
    await screenshots(page, 'sign-out-once-sent');
    // Still signed in, the message still waiting, while the network is away.
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/security$/);
    expect(await pendingSendIds(page, sender.id)).toHaveLength(1);

    await context.setOffline(false);
    await page.waitForURL(/\/sign-in$/, { timeout: 20_000 });
    expect((await storedTexts(channelId)).filter((t) => t === text)).toEqual([text]);
    await expectNoChatData(page, sender.id);
    await context.close();
  }, 90_000);

  it('online but the chat server unreachable: reconnecting, waiting, then delivered once by itself', async () => {
    const sender = await createUser(stack, { first_name: 'Sol', last_name: 'Sender' });
    const reader = await createUser(stack, { first_name: 'Rae', last_name: 'Reader' });
    const channelId = await conversation(sender, reader);
    const context = await newContext(browser());
    const page = await context.newPage();
    // The chat server "goes away" while the device stays online: its open socket is closed and
    // new sockets and API calls are refused until it comes back, for the page and for the
    // service worker's Background Sync alike.
    let reachable = true;
    const pageSides: { close: () => Promise<void> }[] = [];
    await context.routeWebSocket(
      (url) => url.href.startsWith(chatWs),
      (ws) => {
        if (!reachable) {
          void ws.close({ code: 4000, reason: 'unreachable' });
          return;
        }
        ws.connectToServer();
        pageSides.push(ws);
      },
    );
    await context.route(`${stack.chatUrl}/**`, (route) =>
      reachable ? route.continue() : route.abort('connectionrefused'),
    );
    await signIn(page, stack, sender);
    await waitForStatus(page, 'connected');
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await composer(page).waitFor();
    await waitForStatus(page, 'connected');

    reachable = false;
    await Promise.all(pageSides.splice(0).map((ws) => ws.close()));
    await waitForStatus(page, 'reconnecting');
    await page.getByText('Reconnecting to the chat server…').waitFor();

    const text = `sent while unreachable ${randomUUID()}`;
    await sendQueued(page, text);
    expect(await storedTexts(channelId)).not.toContain(text);

    reachable = true;
    await waitForStatus(page, 'connected', 60_000);
    await expectDeliveredOnce(page, channelId, text);
    await context.close();
  }, 120_000);
  it.each([
    ['sent online', false],
    ['delivered from the outbox on return', true],
  ] as const)(
    'the answer lost after the server stored the message (%s): one copy, shown sent, nothing left waiting',
    async (_how, queuedOffline) => {
      const sender = await createUser(stack, { first_name: 'Lia', last_name: 'Lost' });
      const reader = await createUser(stack, { first_name: 'Rae', last_name: 'Reader' });
      const channelId = await conversation(sender, reader);
      const { context, page } = await openChannel(sender, channelId);
      await waitForServiceWorkerControl(page);
      const attempts: string[] = [];
      // The first send reaches the server, which stores it; its answer never comes back.
      await context.route(
        `${stack.chatUrl}/channels/messaging/${channelId}/message**`,
        async (route) => {
          attempts.push(route.request().url());
          if (attempts.length > 1) return route.continue();
          await route.fetch();
          await route.abort('connectionreset');
        },
      );
      const text = `answer lost ${randomUUID()}`;
      if (queuedOffline) {
        await context.setOffline(true);
        await waitForStatus(page, 'offline');
        await sendQueued(page, text);
        await context.setOffline(false);
      } else {
        await composer(page).fill(text);
        await composer(page).press('Enter');
      }
      await expectDeliveredOnce(page, channelId, text);
      await expect(
        messageWith(page, text).and(page.locator('.str-chat__message--failed')).count(),
      ).resolves.toBe(0);
      // The outbox tries what got no answer again after a pause (1 s, doubling).
      await expect.poll(() => pendingSendIds(page, sender.id), { timeout: 10_000 }).toEqual([]);
      await expect(page.getByText('messages waiting to be sent.').count()).resolves.toBe(0);
      // Sent again under the same id where the outbox had it, and never once more after.
      if (queuedOffline) expect(attempts.length).toBeGreaterThan(1);
      const tries = attempts.length;
      await page.waitForTimeout(2_000);
      expect(attempts.length).toBe(tries);
      expect((await storedTexts(channelId)).filter((t) => t === text)).toEqual([text]);
      await context.close();
    },
    90_000,
  );

  it('a draft left offline in one conversation reaches the server on return and is there at the next start', async () => {
    const sender = await createUser(stack, { first_name: 'Dee', last_name: 'Drafter' });
    const reader = await createUser(stack, { first_name: 'Rae', last_name: 'Reader' });
    const server = serverChat(stack);
    await server.upsertUsers([
      { id: sender.id, name: 'Dee' },
      { id: reader.id, name: 'Rae' },
    ]);
    const [draftRoom, otherRoom] = [`draft-${randomUUID()}`, `other-${randomUUID()}`];
    for (const [id, name] of [
      [draftRoom, 'Draft room'],
      [otherRoom, 'Other room'],
    ] as const) {
      await server
        .channel('messaging', id, {
          members: [sender.id, reader.id],
          created_by_id: sender.id,
          name,
        } as never)
        .create();
    }
    const { context, page } = await openChannel(sender, draftRoom);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');

    const text = `half a thought ${randomUUID()}`;
    await composer(page).fill(text);
    const room = (name: string) =>
      page.locator('.str-chat__channel-list').getByText(name, { exact: true });
    await room('Other room').click();
    await page.waitForURL(new RegExp(`/c/messaging/${otherRoom}$`));
    await expect
      .poll(async () =>
        (await deviceRows<{ type: string }>(page, sender.id, 'pendingTasks')).map((t) => t.type),
      )
      .toContain('create-draft');

    const serverDraft = async () => {
      const answer = (await server
        .get(`${server.baseURL}/channels/messaging/${draftRoom}/draft`, { user_id: sender.id })
        .catch(() => null)) as { draft?: { message?: { text?: string } } } | null;
      return answer?.draft?.message?.text;
    };
    expect(await serverDraft()).toBeUndefined();
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await expect.poll(serverDraft, { timeout: 15_000 }).toBe(text);

    // Another start of the app (here, a reload) finds it in the conversation's composer.
    await page.goto(`${stack.appUrl}/c/messaging/${draftRoom}`);
    await waitForStatus(page, 'connected');
    await expect.poll(() => composer(page).inputValue()).toBe(text);
    await context.close();
  }, 90_000);

  it('fifty messages written offline arrive in the order written, each once', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Fif');
    const texts = Array.from({ length: 50 }, (_, i) => `queued ${i + 1} of 50 ${randomUUID()}`);
    for (const text of texts) {
      await composer(page).fill(text);
      await composer(page).press('Enter');
    }
    await messageWith(page, texts[49] as string)
      .getByText('Waiting for network')
      .waitFor();
    await expect.poll(async () => (await pendingSendIds(page, sender.id)).length).toBe(50);
    await context.setOffline(false);
    await expect.poll(() => storedTexts(channelId), { timeout: 60_000 }).toEqual(texts);
    await expect.poll(() => pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 150_000);

  it('the tab closed, then the network back: the service worker delivers what waited, once, in order, with a renewed session', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Bao');
    const first = `written before closing ${randomUUID()}`;
    const second = `and this one too ${randomUUID()}`;
    await sendQueued(page, first);
    await sendQueued(page, second);
    // The Supabase session runs out while the device is away: the worker has to renew it before
    // it may ask for a chat token.
    const before = await storedSession(page);
    await expireStoredSession(page);
    await expectBackgroundDelivery(page);
    const later = await closeAppTab(context, page);
    expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await storedTexts(channelId)).not.toContain(first);

    // Chromium fires Background Sync once the network is back; no tab is open to deliver. The
    // worker asks for its chat token with the session it renewed, not the one that ran out
    // (Playwright reports a worker's requests once attached to it, which a worker Chromium starts
    // for the sync can outrun; the session it stored is checked either way).
    const workerBearers: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().includes('/api/stream-token')) {
        workerBearers.push(request.headers()['authorization'] ?? '');
      }
    });
    await context.setOffline(false);
    await expect
      .poll(async () => (await storedTexts(channelId)).filter((t) => t === first || t === second), {
        timeout: 20_000,
      })
      .toEqual([first, second]);
    expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
    expect(workerBearers).not.toContain(`Bearer ${before.access_token}`);
    const renewedByWorker = await storedSessionOutsideTheApp(later, stack.appUrl);
    expect(renewedByWorker.access_token).not.toBe(before.access_token);
    expect(renewedByWorker.expires_at).toBeGreaterThan(Date.now() / 1000);

    const again = later;
    await again.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await waitForStatus(again, 'connected');
    await expectDeliveredOnce(again, channelId, first);
    await expectDeliveredOnce(again, channelId, second);
    expect(await pendingSendIds(again, sender.id)).toEqual([]);
    await expect(again.getByText('messages waiting to be sent.').count()).resolves.toBe(0);
    const renewed = await storedSession(again);
    expect(renewed.access_token).not.toBe(before.access_token);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000);
    // Nothing more arrives later: each message is on the server once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await storedTexts(channelId)).filter((t) => t === first || t === second)).toEqual([
      first,
      second,
    ]);
    await context.close();
  }, 90_000);

  it('two tabs coming online together deliver each waiting message once', async () => {
    const { channelId, context, page } = await offlineInConversation('Two');
    const other = await context.newPage();
    await other.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await composer(other).waitFor();
    await waitForStatus(other, 'offline');
    const fromFirst = `from the first tab ${randomUUID()}`;
    const fromSecond = `from the second tab ${randomUUID()}`;
    await sendQueued(page, fromFirst);
    await sendQueued(other, fromSecond);
    for (const tab of [page, other])
      await tab.getByText('2 messages waiting to be sent.').waitFor();
    await context.setOffline(false);
    for (const tab of [page, other]) {
      await expectDeliveredOnce(tab, channelId, fromFirst);
      await expectDeliveredOnce(tab, channelId, fromSecond);
    }
    await context.close();
  }, 120_000);

  it('a chat token that expired while offline is renewed, then the waiting message goes out once', async () => {
    const sender = await createUser(stack, { first_name: 'Tok', last_name: 'Sender' });
    const reader = await createUser(stack, { first_name: 'Rae', last_name: 'Reader' });
    const channelId = await conversation(sender, reader);
    const context = await newContext(browser());
    const page = await context.newPage();
    const token = await shortFirstChatToken(page, stack, sender.id, 6);
    await signIn(page, stack, sender);
    await waitForStatus(page, 'connected');
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await composer(page).waitFor();
    await waitForStatus(page, 'connected');
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    const text = `outlived its token ${randomUUID()}`;
    await sendQueued(page, text);
    // Wait out the short token (a wait, not an assertion on time).
    while (Date.now() < token.expiresAt * 1000 + 1000) await page.waitForTimeout(250);
    await context.setOffline(false);
    await expectDeliveredOnce(page, channelId, text);
    expect(token.calls()).toBeGreaterThan(1);
    await context.close();
  }, 90_000);

  it('a reply written offline in a saved thread waits there through an offline reload, then goes once', async () => {
    const { sender, reader, channelId, context, page } = await offlineInConversation('Tia');
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    const channel = serverChat(stack).channel('messaging', channelId);
    const { message: parent } = await channel.sendMessage({
      text: `ask me in a thread ${randomUUID()}`,
      user_id: reader.id,
    });
    await channel.sendMessage({
      text: 'an earlier reply',
      parent_id: parent.id,
      user_id: reader.id,
    });
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}/thread/${parent.id}`);
    const inThread = (text: string) =>
      page.locator('.str-chat__thread .str-chat__message', { hasText: text });
    await inThread('an earlier reply').waitFor();
    await expect.poll(async () => (await deviceRows(page, sender.id, 'replies')).length).toBe(1);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');

    const reply = `a reply written on the train ${randomUUID()}`;
    const threadComposer = page.locator('.str-chat__thread textarea').first();
    await threadComposer.fill(reply);
    await threadComposer.press('Enter');
    await inThread(reply).getByText('Waiting for network').waitFor();
    await page.reload();
    await inThread('an earlier reply').waitFor();
    await inThread(reply).getByText('Waiting for network').waitFor();

    await context.setOffline(false);
    await inThread(reply).and(page.locator('.str-chat__message--received')).waitFor();
    await expect
      .poll(async () =>
        (await channel.getReplies(parent.id, { limit: 10 })).messages.filter(
          (m) => m.text === reply,
        ),
      )
      .toHaveLength(1);
    await expect(inThread(reply).count()).resolves.toBe(1);
    await expect.poll(() => pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('a reply whose message was deleted while it waited is dropped with a notice, never sent', async () => {
    const { sender, reader, channelId, context, page } = await offlineInConversation('Par');
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    const parent = await serverChat(stack)
      .channel('messaging', channelId)
      .sendMessage({ text: `answer me ${randomUUID()}`, user_id: reader.id });
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}/thread/${parent.message.id}`);
    const threadComposer = page.locator('.str-chat__thread textarea').first();
    await threadComposer.waitFor();
    await waitForStatus(page, 'connected');
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    const reply = `a reply to a message about to go ${randomUUID()}`;
    await threadComposer.fill(reply);
    await threadComposer.press('Enter');
    await page
      .locator('.str-chat__thread .str-chat__message', { hasText: reply })
      .getByText('Waiting for network')
      .waitFor();
    await expect.poll(async () => (await pendingSendIds(page, sender.id)).length).toBe(1);

    await serverChat(stack).deleteMessage(parent.message.id);
    await context.setOffline(false);
    await toast(page, 'Not sent: the message it answers was deleted.').waitFor();
    // The thread shows the deletion that happened while offline (a phone shows the thread alone).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.str-chat__thread').getByText('Message deleted').first().waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'offline-reply-parent-deleted');
    await expect.poll(() => pendingSendIds(page, sender.id)).toEqual([]);
    const { messages } = await serverChat(stack)
      .channel('messaging', channelId)
      .getReplies(parent.message.id, { limit: 10 });
    expect(messages.map((m) => m.text)).not.toContain(reply);
    await context.close();
  }, 90_000);

  it('a message whose conversation was deleted while it waited is dropped with a notice', async () => {
    const { sender, channelId, context, page } = await offlineInConversation('Gon');
    const text = `into a conversation about to go ${randomUUID()}`;
    await sendQueued(page, text);
    await serverChat(stack).channel('messaging', channelId).delete({ hard_delete: true });
    await context.setOffline(false);
    await toast(page, 'Not sent: the conversation was deleted.').waitFor();
    await expect.poll(() => pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('a reaction, an edit and a deletion made offline show at once, wait on the device, then reach the server once', async () => {
    const { sender, reader, channelId, context, page } = await offlineInConversation('Rex');
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    const theirs = `react to me ${randomUUID()}`;
    const mine = `edit me ${randomUUID()}`;
    const doomed = `delete me ${randomUUID()}`;
    const server = serverChat(stack).channel('messaging', channelId);
    await server.sendMessage({ text: theirs, user_id: reader.id });
    await server.sendMessage({ text: mine, user_id: sender.id });
    const { message: toDelete } = await server.sendMessage({ text: doomed, user_id: sender.id });
    await messageWith(page, doomed).waitFor();
    await context.setOffline(true);
    await waitForStatus(page, 'offline');

    await messageWith(page, theirs).hover();
    await messageWith(page, theirs).getByRole('button', { name: 'Open Reaction Selector' }).click();
    await page.locator('.str-chat__reaction-selector button').first().click();
    await messageWith(page, theirs).locator('.str-chat__message-reactions').waitFor();

    await page.keyboard.press('Escape');
    await chooseAction(await messageMenu(page, mine), 'Edit Message');
    const edited = `edited offline ${randomUUID()}`;
    await composer(page).fill(edited);
    await composer(page).press('Enter');
    await messageWith(page, edited).waitFor();

    await chooseAction(await messageMenu(page, doomed), 'Delete message');
    await page.locator('.str-chat__delete-message-alert__delete-button').click();
    await messageWith(page, doomed).waitFor({ state: 'detached' });
    // The SDK's own word that it is done, and no failure.
    await toast(page, 'Message deleted').waitFor();
    await expect(toast(page, /fail|error/i).count()).resolves.toBe(0);
    const waiting = await deviceRows<{ type: string }>(page, sender.id, 'pendingTasks');
    expect(waiting.map((t) => t.type).sort()).toEqual([
      'delete-message',
      'send-reaction',
      'update-message',
    ]);

    await context.setOffline(false);
    await expect.poll(() => storedTexts(channelId)).toContain(edited);
    await expect
      .poll(async () => {
        const state = await serverChat(stack)
          .channel('messaging', channelId)
          .query({ messages: { limit: 50 } });
        const counts = state.messages.find((m) => m.text === theirs)?.reaction_counts ?? {};
        return Object.values(counts).reduce((sum, n) => sum + n, 0);
      })
      .toBe(1);
    await expect
      .poll(async () => (await serverChat(stack).getMessage(toDelete.id)).message.type)
      .toBe('deleted');
    await expect.poll(() => deviceRows(page, sender.id, 'pendingTasks')).toEqual([]);
    await context.close();
  }, 90_000);
});
