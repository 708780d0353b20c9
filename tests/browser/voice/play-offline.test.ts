/**
 * A voice message received while online plays offline later: its audio is kept with the
 * person's chat on the device, and played from there after an offline reload; in a conversation
 * never opened on the device too, its audio fetched ahead while the list was shown.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshots, useStackAndBrowser } from '../support/browser.ts';
import { createUser, listItem, startSignedInConnected } from '../support/app.ts';
import {
  seedConversations,
  serverChat,
  type SeededConversation,
} from '../support/conversations.ts';
import { deviceRows } from '../support/device.ts';
import { play, voiceMessages } from '../support/voice.ts';
import * as outbox from '../support/offline-send.ts';
import { silentWav } from '../../support/wav.ts';

const { stack, browser } = useStackAndBrowser();

/** Three seconds of silence, sent by `userId` as a voice message. */
async function sendVoiceMessage(channelId: string, userId: string) {
  const recording = silentWav(48_000);
  const channel = serverChat(stack).channel('messaging', channelId);
  const { file } = await channel.sendFile(recording, 'hello.wav', 'audio/wav', { id: userId });
  await channel.sendMessage({
    user_id: userId,
    attachments: [
      {
        type: 'voiceRecording',
        asset_url: file,
        title: 'hello.wav',
        mime_type: 'audio/wav',
        file_size: recording.length,
        duration: 3,
        waveform_data: [0.2, 0.6, 1, 0.6, 0.2],
      },
    ],
  });
}

/** How many received voice messages the device keeps the audio of. */
async function heardFiles(page: Page, userId: string): Promise<number> {
  const files = await deviceRows<{ kind: string }>(page, userId, 'files');
  return files.filter((file) => file.kind === 'heard').length;
}

/**
 * Offline, and the audio's link unreachable: nor from the browser's HTTP cache, which routing
 * turns off, and the link answers nothing.
 */
async function offlineWithoutLinks(context: BrowserContext, page: Page) {
  await outbox.goOfflineServed(context, page);
  await context.route(/\/uploads\//, (route) => route.abort('internetdisconnected'));
}

/** Notes the audio element the page last played (the SDK's player keeps it out of the page). */
function notePlayedAudio(context: BrowserContext) {
  return context.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      (window as { playedAudio?: HTMLMediaElement }).playedAudio = this;
      return play.call(this);
    };
  });
}

/** Where the played audio came from and its length, once its data loaded. */
function playedAudio(page: Page) {
  return page.evaluate(async () => {
    const audio = (window as { playedAudio?: HTMLMediaElement }).playedAudio;
    if (!audio) return undefined;
    if (audio.readyState < HTMLMediaElement.HAVE_METADATA) {
      await new Promise((loaded) =>
        audio.addEventListener('loadedmetadata', loaded, { once: true }),
      );
    }
    return { scheme: new URL(audio.src).protocol, duration: audio.duration };
  });
}

describe('voice messages received online', () => {
  it('play offline later, after an offline reload, from the device', async () => {
    // The reader of the shared steps sends; the one reading here is their "sender".
    const { sender: listener, reader: speaker, channelId } = await outbox.newConversation('Lou');
    const { context, page } = await outbox.openChannel(browser(), listener, channelId);
    await sendVoiceMessage(channelId, speaker.id);
    const panel = page.locator('.str-chat__main-panel');
    await voiceMessages(panel).first().waitFor();
    await expect.poll(() => heardFiles(page, listener.id)).toBe(1);

    await offlineWithoutLinks(context, page);
    await page.reload();
    const widget = voiceMessages(panel).first();
    await widget.waitFor();
    await play(widget);
    await screenshots(page, 'voice-played-offline');
    await context.close();
  }, 90_000);

  it('play offline in a conversation never opened on the device, kept while the list showed', async () => {
    const listener = await createUser(stack, { first_name: 'Nell', last_name: 'Listener' });
    const { friend, conversations } = await seedConversations(stack, listener, 1, 2);
    const room = conversations[0] as SeededConversation;
    const context = await newContext(browser());
    await notePlayedAudio(context);
    const page = await context.newPage();
    await startSignedInConnected(page, stack, listener);
    await listItem(page, room.name).waitFor();
    await sendVoiceMessage(room.id, friend);
    // Kept from the list, in idle time: no conversation was opened.
    await expect.poll(() => heardFiles(page, listener.id), { timeout: 20_000 }).toBe(1);
    expect(page.url()).not.toContain(room.id);

    await offlineWithoutLinks(context, page);
    await page.reload();
    await listItem(page, room.name).click();
    const widget = voiceMessages(page.locator('.str-chat__main-panel')).first();
    await widget.waitFor();
    await play(widget);
    const played = await playedAudio(page);
    expect(played?.scheme).toBe('blob:');
    expect(Number.isFinite(played?.duration)).toBe(true);
    expect(played?.duration).toBeGreaterThan(0);
    await context.close();
  }, 90_000);
});
