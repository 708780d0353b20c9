/**
 * Sharing into Parley from another app: the manifest's share target is a real multipart form
 * posted to /share, which the service worker keeps on the device, with or without a network. The
 * picker lists the conversations saved here; the chosen one opens with the share in its
 * composer; sent offline, the message waits with its picture and is delivered once, picture
 * attached once, when the network is back, and the share leaves the device. Signed out, sign-in
 * comes first; a share not sent leaves at sign-out; a file Parley cannot send gets plain words and
 * nothing is sent. Any site can post to /share, so the picker never says the person shared it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshots, useStackAndBrowser } from '../support/browser.ts';
import {
  composer,
  signOut,
  startSignedInConnected,
  submitSignIn,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';
import { messageWith, newConversation, openChannel } from '../support/offline-send.ts';
import { serverMessages } from '../support/conversations.ts';
import { PICTURE } from '../support/picture.ts';
import { share } from '../support/share.ts';

const { stack, browser } = useStackAndBrowser();

/** How many shares the device keeps (the service worker's `parley-shares` store). */
function sharesOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('parley-shares');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('shares').objectStore('shares').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

function picker(page: Page) {
  return page.getByRole('dialog', { name: 'Share to a conversation' });
}

describe('sharing into a conversation', () => {
  it('offline: picks a conversation from the device, queues the message, delivers it once with its picture', async () => {
    const { sender, channelId } = await newConversation('Sharer');
    const { context, page } = await openChannel(browser(), sender, channelId);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');

    await share(page, {
      text: 'Look at this',
      url: 'https://example.com/offline',
      files: [{ name: 'red.png', mimeType: 'image/png', buffer: PICTURE }],
    });
    await page.waitForURL(/\/share\/[^/]+$/);
    await picker(page).getByText('Look at this').waitFor();
    await expect(picker(page).locator('img').count()).resolves.toBe(1);
    // Search narrows the list by name.
    await picker(page).getByLabel('Search conversations').fill('nobody by this name');
    await expect(picker(page).getByRole('button', { name: 'Reader' }).count()).resolves.toBe(0);
    await picker(page).getByLabel('Search conversations').fill('read');
    await screenshots(page, 'share-picker');
    await picker(page).getByRole('button', { name: 'Reader' }).click();

    await page.waitForURL(new RegExp(`/c/messaging/${channelId}$`));
    await expect
      .poll(() => composer(page).inputValue())
      .toBe('Look at this\nhttps://example.com/offline');
    await page.locator('.str-chat__attachment-preview-media img').first().waitFor();
    await composer(page).press('Enter');
    const message = messageWith(page, 'Look at this');
    await message.getByText('Waiting for network').waitFor();
    await message.getByText('Picture waiting for the network').waitFor();

    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    const text = 'Look at this\nhttps://example.com/offline';
    await expect
      .poll(async () => (await serverMessages(stack, channelId)).filter((m) => m.text === text))
      .toHaveLength(1);
    const [sent] = (await serverMessages(stack, channelId)).filter((m) => m.text === text);
    expect(sent?.attachments?.filter((a) => a.type === 'image')).toEqual([
      expect.objectContaining({ fallback: 'red.png', image_url: expect.stringContaining('http') }),
    ]);
    expect(JSON.stringify(sent)).not.toContain('parley_shared_picture');
    await message.and(page.locator('.str-chat__message--received')).waitFor();
    await expect(message.count()).resolves.toBe(1);
    await expect(message.getByText('Picture waiting for the network').count()).resolves.toBe(0);
    // Sent, the share is gone from the device.
    await expect.poll(() => sharesOnDevice(page)).toBe(0);
    await context.close();
  }, 90_000);

  it('on a slow phone: a conversation chosen the moment the picker shows opens with the share', async () => {
    const { sender, channelId } = await newConversation('Quick');
    const { context, page } = await openChannel(browser(), sender, channelId);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    // The picker shows from the list saved on the device, before the chat client has read it:
    // a tap that quick (made by the page the moment the button is there) waits for the client,
    // then opens the conversation.
    await page.addInitScript(() => {
      if (!location.pathname.startsWith('/share/')) return;
      const tap = new MutationObserver(() => {
        const button = [...document.querySelectorAll<HTMLButtonElement>('.share-choice')].find(
          (b) => b.textContent === 'Reader',
        );
        if (!button) return;
        tap.disconnect();
        button.click();
      });
      tap.observe(document, { childList: true, subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    await share(page, { text: 'Chosen at once' });
    await page.waitForURL(new RegExp(`/c/messaging/${channelId}$`));
    await expect.poll(() => composer(page).inputValue()).toBe('Chosen at once');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  }, 90_000);

  it('signed out: signs in first, then comes back to the picker', async () => {
    const { sender, channelId } = await newConversation('Returning');
    const context = await newContext(browser());
    const page = await context.newPage();
    await startSignedInConnected(page, stack, sender);
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await composer(page).waitFor();
    await waitForServiceWorkerControl(page);
    await signOut(page);

    await share(page, { text: 'Shared while signed out' });
    await page.waitForURL(/\/sign-in$/);
    await submitSignIn(page, sender);
    await page.waitForURL(/\/share\/[^/]+$/);
    await picker(page).getByText('Shared while signed out').waitFor();
    await picker(page).getByRole('button', { name: 'Reader' }).click();
    await expect.poll(() => composer(page).inputValue()).toBe('Shared while signed out');
    // Not sent: it stays on the device with the session, and leaves with it.
    await expect(sharesOnDevice(page)).resolves.toBe(1);
    await signOut(page);
    await expect.poll(() => sharesOnDevice(page)).toBe(0);
    await context.close();
  }, 90_000);

  it('from another site: says only that something was shared with Parley, and sends nothing', async () => {
    const { sender, channelId } = await newConversation('Elsewhere');
    const { context, page } = await openChannel(browser(), sender, channelId);
    await waitForServiceWorkerControl(page);
    // Any page can post a form to /share: here one of another site, served by a server of its own.
    const server = createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Elsewhere</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const host = new URL(stack.appUrl).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const site = await context.newPage();
    await site.goto(`http://${host}:${port}/`);
    await share(site, { text: 'Sent by some other site' }, `${stack.appUrl}/share`);
    server.close();
    await site.waitForURL(new RegExp(`^${stack.appUrl}/share/[^/]+$`));
    await picker(site)
      .getByText(
        'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.',
      )
      .waitFor();
    await picker(site).getByText('Sent by some other site').waitFor();
    await expect(serverMessages(stack, channelId)).resolves.toEqual([]);
    await context.close();
  }, 90_000);

  it('says plainly when a file cannot be shared, and sends nothing', async () => {
    const { sender, channelId } = await newConversation('Oversharer');
    const { context, page } = await openChannel(browser(), sender, channelId);
    await waitForServiceWorkerControl(page);
    await share(page, {
      text: 'Too big',
      files: [
        { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      ],
    });
    await page.waitForURL(/\/share\/[^/]+$/);
    await picker(page)
      .getByText('“huge.png” is larger than 10 MB, the most Parley shares per picture.')
      .waitFor();
    await expect(picker(page).getByRole('button', { name: 'Reader' }).count()).resolves.toBe(0);

    await share(page, {
      text: 'Not a picture',
      files: [{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }],
    });
    await picker(page)
      .getByText('Parley shares pictures (PNG, JPEG, GIF or WebP); “notes.pdf” is not one.')
      .waitFor();
    await picker(page).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(new RegExp(`${stack.appUrl}/$`));
    await expect(serverMessages(stack, channelId)).resolves.toEqual([]);
    await context.close();
  }, 90_000);
});
