/**
 * An upload tried offline does not stop the tab's uploads for good: the SDK asks for the app's
 * upload rules before each one and kept the failed ask, so every later upload failed on it;
 * offline, the attachment shows failed (the SDK threw from the file picker, unhandled, before).
 */
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../support/browser.ts';
import { waitForStatus } from '../support/app.ts';
import { serverMessages } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

describe('uploads after the network came back', () => {
  it('an upload tried offline shows failed; back online, an upload in the same tab goes', async () => {
    const { channelId, context, page } = await outbox.senderOffline(browser(), 'Uma');
    const panel = page.locator('.str-chat__main-panel');
    const attach = (name: string) =>
      panel
        .locator('input.str-chat__file-input')
        .first()
        .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(name) });
    const askedOffline = page.waitForEvent('requestfailed', {
      predicate: (request) => new URL(request.url()).pathname === '/app',
    });
    await attach('offline.txt');
    await askedOffline;
    await panel.locator('.str-chat__attachment-preview-file__retriable-error').waitFor();
    await panel.getByRole('button', { name: 'Remove attachment' }).click();

    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await attach('online.txt');
    // Uploaded before it is sent: a send while the upload is in flight is refused with the SDK's
    // "Wait until all attachments have uploaded" (send-during-upload.tsx), and sends nothing.
    // The preview shows the file's size alone once the upload has finished (while it runs, the
    // size sits in an "uploaded / of" fraction).
    await panel
      .getByTestId('attachment-preview-file')
      .filter({ hasText: 'online.txt' })
      .locator('.str-chat__attachment-preview-file__data > [data-testid="file-size-indicator"]')
      .waitFor();
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () =>
        (await serverMessages(stack, channelId)).flatMap((message) =>
          (message.attachments ?? []).map((attachment) => attachment.title),
        ),
      )
      .toEqual(['online.txt']);
    await context.close();
  }, 90_000);
});
