/**
 * A picture attached with the composer's file button is uploaded and sent as the message's image,
 * as a text file is: under the chat server's image rule `image/*` (the embedded server's default)
 * the SDK's own check refused every picture before any upload.
 */
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../support/browser.ts';
import { serverMessages } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';
import { PICTURE } from '../support/picture.ts';

const { stack, browser } = useStackAndBrowser();

const isImageUpload = (url: string) =>
  /\/channels\/[^/]+\/[^/]+\/image$/.test(new URL(url).pathname);

describe('a picture from the composer’s file button', () => {
  it('is uploaded, and the message carries it as an image', async () => {
    const { sender, channelId } = await outbox.newConversation('Pia', 'Picture');
    const { context, page } = await outbox.openChannel(browser(), sender, channelId);
    const panel = page.locator('.str-chat__main-panel');
    const uploaded = page.waitForResponse((response) => isImageUpload(response.url()));
    await panel
      .locator('input.str-chat__file-input')
      .first()
      .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: PICTURE });
    expect((await uploaded).ok()).toBe(true);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () =>
        (await serverMessages(stack, channelId)).flatMap((message) =>
          (message.attachments ?? []).map(({ type, image_url }) => ({ type, image_url })),
        ),
      )
      .toEqual([{ type: 'image', image_url: expect.stringContaining('/uploads/') as string }]);
    await context.close();
  }, 90_000);
});
