/**
 * Voice messages online, with Chromium's stand-in microphone: recorded in the conversation's
 * composer (live waveform and timer), sent, and received by the other person as a voice
 * recording with its duration and waveform that plays; recorded in a thread's composer too.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_MICROPHONE_FLAGS, screenshots } from '../support/browser.ts';
import { play, recordAndSend, voiceMessages } from '../support/voice.ts';
import { useRoom } from '../support/room.ts';
import { serverChat, serverMessages } from '../support/conversations.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();

const room = useRoom(
  [
    { first_name: 'Ana', last_name: 'Speaker' },
    { first_name: 'Ben', last_name: 'Listener' },
  ],
  async (context) => {
    await context.grantPermissions(['microphone'], { origin: stack.appUrl });
  },
  FAKE_MICROPHONE_FLAGS,
);

const ana = () => room().people[0]!;
const ben = () => room().people[1]!;

describe('voice messages online', () => {
  it('records in the conversation, and the other person plays it with its duration and waveform', async () => {
    const composerArea = ana().page.locator('.str-chat__main-panel .str-chat__message-composer');
    await recordAndSend(ana().page, composerArea, '00:02', 'voice-recording');

    const received = voiceMessages(ben().page.locator('.str-chat__main-panel')).last();
    await received.waitFor();
    await expect
      .poll(() => received.locator('.str-chat__wave-progress-bar__amplitude-bar').count())
      .toBeGreaterThan(0);
    // At least the two seconds recorded (more while the screenshots were taken).
    await expect(received.locator('.str-chat__duration-display').innerText()).resolves.toMatch(
      /^0?0:(0[2-9]|[1-5]\d)$/,
    );
    await screenshots(ben().page, 'voice-received');
    await play(received);

    const [sent] = (await serverMessages(stack, room().channelId)).slice(-1);
    const [attachment] = sent?.attachments ?? [];
    expect(attachment).toMatchObject({ type: 'voiceRecording', mime_type: 'audio/wav' });
    expect(attachment?.duration).toBeGreaterThanOrEqual(2);
    expect(attachment?.waveform_data?.length).toBeGreaterThan(0);
    expect(attachment?.file_size).toBeGreaterThan(0);
    expect(attachment?.asset_url).toMatch(/^http/);
  });

  it('records in a thread’s composer, and the reply reaches the thread', async () => {
    const { message: parent } = await serverChat(stack)
      .channel('messaging', room().channelId)
      .sendMessage({ text: 'Say it out loud', user_id: ana().user.id });
    await ana().page.goto(`${stack.appUrl}/c/messaging/${room().channelId}/thread/${parent.id}`);
    const thread = ana().page.locator('.str-chat__thread');
    await recordAndSend(ana().page, thread.locator('.str-chat__message-composer'), '00:01');
    await voiceMessages(thread).first().waitFor();

    // The thread shows the reply as soon as it is written; the server has it once its upload and
    // send are done.
    const replyTypes = async () => {
      const { messages } = await serverChat(stack)
        .channel('messaging', room().channelId)
        .getReplies(parent.id, {});
      return messages.map((reply) => reply.attachments?.[0]?.type);
    };
    await expect.poll(replyTypes).toEqual(['voiceRecording']);
  });
});
