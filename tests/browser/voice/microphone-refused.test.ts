/**
 * The record button when the browser refuses the microphone (a device is there, the permission
 * is not given): words that say what to do, and nothing recorded.
 */
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { screenshots, useBrowser } from '../support/browser.ts';
import { composer, signedInUser } from '../support/app.ts';
import { serverConversation } from '../support/conversations.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
// A stand-in microphone, and no stand-in prompt that would grant it.
const browser = useBrowser(['--use-fake-device-for-media-stream']);

describe('a refused microphone', () => {
  it('says to allow microphone access, and records nothing', async () => {
    const { user, context, page } = await signedInUser(browser(), stack);
    const id = `refused-${randomUUID()}`;
    await serverConversation(stack, id, [user.id, { id: `friend-${id}`, name: 'Friend' }]);
    await page.goto(`${stack.appUrl}/c/messaging/${id}`);
    await composer(page).waitFor();
    await page.getByRole('button', { name: 'Start recording audio' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Allow microphone access for this site in your browser' })
      .waitFor();
    await page.getByTestId('audio-recorder').waitFor({ state: 'detached' });
    await screenshots(page, 'voice-microphone-refused');
    await context.close();
  });
});
