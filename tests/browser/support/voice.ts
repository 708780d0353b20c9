/**
 * Steps the voice message tests share: recording in a composer with Chromium's stand-in
 * microphone, the voice messages a conversation shows, playing one, and what the chat server
 * holds of them.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshots } from './browser.ts';
import { serverMessages } from './conversations.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();

/** Records in the composer `scope` holds until its timer reads `until`, and sends. */
export async function recordAndSend(
  page: Page,
  scope: Locator,
  until: string,
  screenshot?: string,
) {
  await scope.getByRole('button', { name: 'Start recording audio' }).click();
  const recorder = scope.getByTestId('audio-recorder');
  await recorder.locator('.str-chat__recording-timer', { hasText: until }).waitFor();
  await expect
    .poll(() => recorder.locator('.str-chat__wave-progress-bar__amplitude-bar').count())
    .toBeGreaterThan(0);
  if (screenshot) await screenshots(page, screenshot);
  await recorder.getByRole('button', { name: 'Complete recording' }).click();
  await recorder.waitFor({ state: 'detached' });
}

export function voiceMessages(scope: Page | Locator) {
  return scope.getByTestId('voice-recording-widget');
}

/** Plays the voice message until its elapsed time moves past zero. */
export async function play(widget: Locator) {
  await widget.getByTestId('play-audio').click();
  await widget.getByRole('button', { name: 'Pause', exact: true }).waitFor();
  await expect
    .poll(() => widget.locator('.str-chat__duration-display__time-elapsed').innerText(), {
      timeout: 8000,
    })
    .not.toMatch(/^0?0:00$/);
}

/** The voice recordings the chat server holds in a conversation, one per message. */
export async function serverVoiceMessages(channelId: string) {
  return (await serverMessages(stack, channelId)).flatMap((message) =>
    (message.attachments ?? []).filter((attachment) => attachment.type === 'voiceRecording'),
  );
}
