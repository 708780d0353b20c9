/**
 * Voice messages recorded with no network: kept on the device with the person's chat, shown
 * waiting with a player for the recording the device keeps, uploaded before their message by
 * whoever delivers the outbox (the tab, or the service worker once the tab has closed), sent
 * once, and gone from the device at sign-out.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FAKE_MICROPHONE_FLAGS, screenshots, useBrowser } from '../support/browser.ts';
import { waitForStatus } from '../support/app.ts';
import { deviceRows } from '../support/device.ts';
import { play, recordAndSend, serverVoiceMessages, voiceMessages } from '../support/voice.ts';
import * as outbox from '../support/offline-send.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const browser = useBrowser(FAKE_MICROPHONE_FLAGS);

/**
 * A sender offline in a conversation, allowed the stand-in microphone (and Background Sync
 * still: a grant replaces the context's others).
 */
async function recorderOffline(first: string) {
  const opened = await outbox.senderOffline(browser(), first);
  await opened.context.grantPermissions(['microphone', 'background-sync'], {
    origin: stack.appUrl,
  });
  return opened;
}

/** Records offline and sends: the bubble says it waits, and plays from the device. */
async function recordWhileOffline(page: Page, screenshot?: string) {
  const panel = page.locator('.str-chat__main-panel');
  await recordAndSend(page, panel.locator('.str-chat__message-composer'), '00:02');
  const waiting = panel.locator('.waiting-recording');
  await waiting.getByText('Voice message waiting for the network').waitFor();
  await panel.getByText('Waiting for network').waitFor();
  await expect(panel.locator('.str-chat__message--failed').count()).resolves.toBe(0);
  if (screenshot) await screenshots(page, screenshot);
  await play(voiceMessages(waiting));
}

/** The recordings kept on the device waiting for their upload. */
async function waitingFiles(page: Page, userId: string): Promise<string[]> {
  const files = await deviceRows<{ id: string; kind: string }>(page, userId, 'files');
  return files.filter((file) => file.kind === 'waiting').map((file) => file.id);
}

/** The chat server holds one voice message, with its duration and waveform, and only one. */
async function expectOneVoiceMessage(channelId: string) {
  await expect.poll(() => serverVoiceMessages(channelId), { timeout: 30_000 }).toHaveLength(1);
  const [voice] = await serverVoiceMessages(channelId);
  expect(voice).toMatchObject({ type: 'voiceRecording', mime_type: 'audio/wav' });
  expect(voice?.duration).toBeGreaterThanOrEqual(2);
  expect(voice?.waveform_data?.length).toBeGreaterThan(0);
  expect(voice?.asset_url).toMatch(/^http/);
  expect(JSON.stringify(voice)).not.toContain('parley_device_file');
  // Nothing more arrives later.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await serverVoiceMessages(channelId)).toHaveLength(1);
}

describe('voice messages recorded offline', () => {
  it('wait on the device with a playable preview, and go once when the network is back', async () => {
    const { sender, channelId, context, page } = await recorderOffline('Vic');
    await recordWhileOffline(page, 'voice-waiting');
    expect(await outbox.pendingSendIds(page, sender.id)).toHaveLength(1);
    expect(await waitingFiles(page, sender.id)).toHaveLength(1);

    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await expectOneVoiceMessage(channelId);
    const panel = page.locator('.str-chat__main-panel');
    await panel.locator('.waiting-recording').waitFor({ state: 'detached' });
    await voiceMessages(panel).first().waitFor();
    await expect(voiceMessages(panel).count()).resolves.toBe(1);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await expect.poll(() => waitingFiles(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('the tab closed, then the network back: the service worker uploads it and sends it once', async () => {
    const { sender, channelId, context, page } = await recorderOffline('Wes');
    await recordWhileOffline(page);
    await outbox.expectBackgroundDelivery(page);
    const later = await outbox.closeAppTab(context, page);
    await context.setOffline(false);
    await expectOneVoiceMessage(channelId);
    expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);

    await later.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await waitForStatus(later, 'connected');
    await voiceMessages(later.locator('.str-chat__main-panel')).first().waitFor();
    expect(await outbox.pendingSendIds(later, sender.id)).toEqual([]);
    expect(await waitingFiles(later, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('signing out while it waits leaves nothing of it on the device', async () => {
    const { sender, channelId, context, page } = await recorderOffline('Xan');
    await recordWhileOffline(page);
    expect(await waitingFiles(page, sender.id)).toHaveLength(1);
    // Back online but the chat server still out of reach: signing out needs only the auth server.
    await context.route(`${stack.chatUrl}/**`, (route) => route.abort('connectionrefused'));
    await context.routeWebSocket(
      (url) => url.href.startsWith(outbox.chatWs),
      (ws) => void ws.close({ code: 4000, reason: 'unreachable' }),
    );
    await context.setOffline(false);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Security' })
      .click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Discard them and sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    await outbox.expectNoChatData(page, sender.id);
    expect(await serverVoiceMessages(channelId)).toHaveLength(0);
    await context.close();
  }, 90_000);
});
