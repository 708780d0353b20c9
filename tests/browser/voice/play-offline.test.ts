/**
 * A voice message received while online plays offline later: its audio is kept with the
 * person's chat on the device, and played from there after an offline reload.
 */
import { describe, expect, it } from 'vitest';
import { screenshots, useBrowser } from '../support/browser.ts';
import { serverChat } from '../support/conversations.ts';
import { deviceRows } from '../support/device.ts';
import { play, voiceMessages } from '../support/voice.ts';
import * as outbox from '../support/offline-send.ts';
import { silentWav } from '../../support/wav.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const browser = useBrowser();

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

describe('voice messages received online', () => {
  it('play offline later, after an offline reload, from the device', async () => {
    // The reader of the shared steps sends; the one reading here is their "sender".
    const { sender: listener, reader: speaker, channelId } = await outbox.newConversation('Lou');
    const { context, page } = await outbox.openChannel(browser(), listener, channelId);
    await sendVoiceMessage(channelId, speaker.id);
    const panel = page.locator('.str-chat__main-panel');
    await voiceMessages(panel).first().waitFor();
    await expect
      .poll(async () => {
        const files = await deviceRows<{ kind: string }>(page, listener.id, 'files');
        return files.filter((file) => file.kind === 'heard').length;
      })
      .toBe(1);

    await outbox.goOfflineServed(context, page);
    // Nor from the browser's HTTP cache: routing turns it off, and the link answers nothing.
    await context.route(/\/uploads\//, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const widget = voiceMessages(panel).first();
    await widget.waitFor();
    await play(widget);
    await screenshots(page, 'voice-played-offline');
    await context.close();
  }, 90_000);
});
