/**
 * The chat wrapper in a real browser: one connectUser per user (StrictMode included), sign-out
 * closing the connection on the chat server, a token expiring mid-session, and the offline
 * paths (reload from the service worker with the cached identity, then reconnecting).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamChat } from 'stream-chat';
import { createServer, type ViteDevServer } from 'vite';
import { newContext, screenshots, useStackAndBrowser } from '../support/browser.ts';
import {
  chatWsUrl,
  countChatSockets,
  createUser,
  shortFirstChatToken,
  signedInOnList,
  signIn,
  startSignedInConnected,
  signOut,
  waitForStatus,
  type TestUser,
} from '../support/app.ts';
import { chatUser, serverChat, serverConversation } from '../support/conversations.ts';
import { repoRoot } from '../../support/stack.ts';

const { stack, browser } = useStackAndBrowser();

/** A conversation between a fresh user and Alice, made on the server side. */
async function conversationFor(user: TestUser): Promise<string> {
  const alice = stack.demoUsers[0]?.id as string;
  const id = `e2e-${randomUUID()}`;
  await serverConversation(stack, id, [{ id: user.id, name: 'Test Person' }, alice]);
  return id;
}

describe('connecting', () => {
  it.each(['Sign out', 'Sign out everywhere'] as const)(
    '%s disconnects and revokes: the chat server sees the connection close and refuses its token',
    async (button) => {
      const user = await createUser(stack);
      const context = await newContext(browser());
      const page = await context.newPage();
      const tokens: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/stream-token'))
          void response.json().then((body: { token: string }) => tokens.push(body.token));
      });
      const closed: string[] = [];
      page.on('websocket', (ws) => ws.on('close', () => closed.push(ws.url())));
      await startSignedInConnected(page, stack, user);
      await expect
        .poll(async () => (await chatUser(stack, user.id))?.online, { timeout: 10_000 })
        .toBe(true);

      // Revocation counts whole seconds, as token times do: a token minted in the second of the
      // sign-out would stand, so the sign-out waits for the next second (a wait, not a check).
      const mintedIn = Math.floor(Date.now() / 1000);
      while (Math.floor(Date.now() / 1000) === mintedIn) await page.waitForTimeout(50);
      await signOut(page, button);
      await expect
        .poll(async () => (await chatUser(stack, user.id))?.online, { timeout: 10_000 })
        .toBe(false);
      // The server can mark the user offline a moment before the page reports its socket closed.
      await expect.poll(() => closed.some((url) => url.startsWith(chatWsUrl(stack)))).toBe(true);
      // The cached profile went with the session (removed right after the socket closed).
      const cachedProfile = () =>
        page.evaluate(
          (id) =>
            new Promise<unknown>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onsuccess = () => {
                const get = open.result
                  .transaction('keyval')
                  .objectStore('keyval')
                  .get(`parley:profile:${id}`);
                get.onsuccess = () => resolve(get.result);
              };
            }),
          user.id,
        );
      await expect.poll(cachedProfile).toBeUndefined();
      // The chat token the page held stops working: a thief who copied it is out too.
      expect(tokens.length).toBeGreaterThan(0);
      const stolen = new StreamChat(stack.chatApiKey);
      stolen.setBaseURL(stack.chatUrl);
      await expect(stolen.connectUser({ id: user.id }, tokens.at(-1) as string)).rejects.toThrow(
        /"code":40/,
      );
      await context.close();
    },
    60_000,
  );

  it('refreshes an expired chat token through the endpoint with no visible break', async () => {
    const user = await createUser(stack);
    const channelId = await conversationFor(user);
    const context = await newContext(browser());
    const page = await context.newPage();
    const token = await shortFirstChatToken(page, stack, user.id, 4);
    await startSignedInConnected(page, stack, user);
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await page.locator('textarea').first().waitFor();
    // Wait out the short token (a wait, not an assertion on time).
    while (Date.now() < token.expiresAt * 1000 + 1000) await page.waitForTimeout(250);

    const text = `after expiry ${randomUUID()}`;
    await page.locator('textarea').first().fill(text);
    await page.keyboard.press('Enter');
    await page.locator('.str-chat__message-text', { hasText: text }).waitFor();
    await expect
      .poll(async () => {
        const channel = serverChat(stack).channel('messaging', channelId);
        const state = await channel.query({ messages: { limit: 10 } });
        return state.messages.some((m) => m.text === text);
      })
      .toBe(true);
    expect(token.calls()).toBeGreaterThan(1);
    await expect(page.locator('.str-chat__message--failed, .banner-failed').count()).resolves.toBe(
      0,
    );
    await expect(page.locator('.status-pill').getAttribute('data-status')).resolves.toBe(
      'connected',
    );
    await context.close();
  }, 60_000);
});

describe('a token that fails as the chat client starts', () => {
  it('leaves one connection once a later token comes, with the retry under way', async () => {
    const user = await createUser(stack);
    const context = await newContext(browser());
    const page = await context.newPage();
    await startSignedInConnected(page, stack, user);
    // On the next start, the first token request fails as it does offline, and the next is held:
    // the SDK's own connect asks again while the app's retry starts, and both wait for it.
    let asked = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/stream-token?**', async (route) => {
      asked += 1;
      if (asked === 1) return route.abort('internetdisconnected');
      if (asked === 2) await held;
      return route.continue();
    });
    const sockets = countChatSockets(page, stack);
    await page.reload();
    await waitForStatus(page, 'reconnecting');
    release();
    await waitForStatus(page, 'connected');
    await expect
      .poll(() =>
        sockets.sockets
          .filter((socket) => socket.answered && !socket.closed)
          .map((socket) => socket.first),
      )
      .toHaveLength(1);
    await context.close();
  }, 60_000);
});

describe('offline', () => {
  it('reloads offline into the shell with the cached identity, then reconnects without a reload', async () => {
    const user = await createUser(stack, { first_name: 'Olga', last_name: 'Offline' });
    const { context, page } = await signedInOnList(browser(), stack, user);

    await context.setOffline(true);
    await page.reload();
    await page.locator('.app-identity[title="Olga Offline"]').waitFor();
    await waitForStatus(page, 'offline');
    await page.getByText('You are offline:').waitFor();
    await screenshots(page, 'offline');

    await page.evaluate(
      () => ((window as unknown as { parleyMarker: string }).parleyMarker = 'same page'),
    );
    const sockets = countChatSockets(page, stack);
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    // One connection back (a try made just before the network returned fails, and may be counted).
    // Each answered socket by what the server said first, so a failure shows what the second was.
    await expect
      .poll(() => sockets.sockets.filter((socket) => socket.answered).map((socket) => socket.first))
      .toHaveLength(1);
    await expect(
      page.evaluate(() => (window as unknown as { parleyMarker?: string }).parleyMarker),
    ).resolves.toBe('same page');
    await context.close();
  }, 60_000);
});

describe('React StrictMode', () => {
  let dev: ViteDevServer;

  beforeAll(async () => {
    // The development build is the one where StrictMode mounts, unmounts and remounts.
    process.env.VITE_SUPABASE_URL = stack.supabaseUrl;
    process.env.VITE_SUPABASE_ANON_KEY = stack.supabaseAnonKey;
    process.env.VITE_STREAM_API_KEY = stack.chatApiKey;
    process.env.VITE_STREAM_BASE_URL = stack.chatUrl;
    dev = await createServer({
      root: repoRoot,
      configFile: `${repoRoot}/vite.config.ts`,
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0, strictPort: false, proxy: { '/api': stack.appUrl } },
    });
    await dev.listen();
  }, 90_000);

  afterAll(async () => {
    await dev?.close();
  });

  it('connects once although the wrapper mounts twice', async () => {
    const address = dev.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('dev server has no port');
    const appUrl = `http://127.0.0.1:${address.port}`;
    const user = await createUser(stack);
    const context = await newContext(browser());
    const page = await context.newPage();
    const sockets = countChatSockets(page, stack);
    await signIn(page, { ...stack, appUrl }, user);
    await waitForStatus(page, 'connected', 60_000);
    await page.locator('.str-chat__channel-list').waitFor({ timeout: 60_000 });
    expect(sockets.count()).toBe(1);

    // A full load with the session already stored: INITIAL_SESSION plus the double mount.
    const again = countChatSockets(page, stack);
    await page.reload();
    await waitForStatus(page, 'connected', 60_000);
    await page.locator('.str-chat__channel-list').waitFor({ timeout: 60_000 });
    expect(again.count()).toBe(1);
    await context.close();
  }, 180_000);
});
