/**
 * The provider's notices as toasts at the moment the spec names, each leaving by itself: a
 * failed upload, uploads blocked by the app's upload rules (with the reason), a send tried
 * while an upload is still going (button and Enter), and a draft that cannot be loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { AppSettingsAPIResponse } from 'stream-chat';
import { screenshots } from '../support/browser.ts';
import { composer, messageWith, toast, toastIn } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import { failWithServerError, send, useRoom } from '../support/room.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const room = useRoom([
  { first_name: 'Ana', last_name: 'Sender' },
  { first_name: 'Ben', last_name: 'Receiver' },
]);
const ana = () => room().people[0]!;
const ben = () => room().people[1]!;

// Upload rules of the shared stack, tightened for this file and given back after it. No other
// browser test uploads an .exe or anything near a mebibyte to the chat server.
const SIZE_LIMIT = 1_048_576;
let savedRules: NonNullable<AppSettingsAPIResponse['app']>['file_upload_config'];

beforeAll(async () => {
  const server = serverChat(stack);
  savedRules = (await server.getAppSettings()).app?.file_upload_config;
  await server.updateAppSettings({
    file_upload_config: {
      ...savedRules,
      blocked_file_extensions: ['.exe'],
      size_limit: SIZE_LIMIT,
    },
  });
});

afterAll(async () => {
  if (savedRules) await serverChat(stack).updateAppSettings({ file_upload_config: savedRules });
});

const isUpload = (url: URL) => /\/channels\/[^/]+\/[^/]+\/(file|image)$/.test(url.pathname);

function attach(page: Page, name: string, mimeType: string, buffer: Buffer) {
  return page
    .locator('input.str-chat__file-input')
    .first()
    .setInputFiles({ name, mimeType, buffer });
}

function sendButton(page: Page) {
  return page.locator('.str-chat__main-panel').getByRole('button', { name: 'Send' });
}

/** Shows the toast, then waits for it to leave on its own (the manager's 3 seconds). */
async function seeToastLeave(page: Page, text: string | RegExp) {
  const shown = toast(page, text);
  await shown.waitFor();
  await shown.waitFor({ state: 'detached' });
}

async function openThread(page: Page, text: string) {
  const message = messageWith(page, text);
  await message.hover();
  await message.getByRole('button', { name: 'Open Thread' }).click();
  await page.waitForURL(/\/thread\//);
}

async function removeAttachments(page: Page) {
  const remove = page.getByRole('button', { name: 'Remove attachment' });
  while ((await remove.count()) > 0) await remove.first().click();
}

describe('uploads the app settings block, with the reason', () => {
  const cases = [
    {
      rule: 'a file over the size limit',
      file: { name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(SIZE_LIMIT + 1, 97) },
      words: 'Attachment upload blocked due to size limit',
    },
    {
      rule: 'a blocked file extension',
      file: { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      words: 'Attachment upload blocked due to unsupported file type',
    },
  ];

  it.each(cases)('$rule: "$words"', async ({ file, words }) => {
    const page = ana().page;
    const uploads: string[] = [];
    const record = (request: { url: () => string }) => {
      if (isUpload(new URL(request.url()))) uploads.push(request.url());
    };
    page.on('request', record);
    try {
      await attach(page, file.name, file.mimeType, file.buffer);
      await seeToastLeave(page, words);
      // Blocked before it is sent: the chat server never saw the file.
      expect(uploads).toEqual([]);
    } finally {
      page.off('request', record);
      await removeAttachments(page);
    }
  });
});

describe('upload failures', () => {
  it('a failed upload raises the upload error notice, which leaves by itself', async () => {
    const page = ana().page;
    await page.route(isUpload, (route) => route.abort('connectionrefused'));
    try {
      await attach(page, 'notes.txt', 'text/plain', Buffer.from('hi'));
      // The SDK words it with the reason when it has one, else as the bare notice.
      const failed = await toastIn(
        page,
        /^(Error uploading attachment|Attachment upload failed due to .+)$/,
      );
      await screenshots(page, 'upload-failed');
      await failed.waitFor({ state: 'detached' });
    } finally {
      await page.unroute(isUpload);
      await removeAttachments(page);
    }
  });
});

describe('sending while an upload is still going', () => {
  it('says "Wait until all attachments have uploaded" for the button and Enter, then sends', async () => {
    const page = ana().page;
    // The upload waits at the network until the test lets it through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const uploadStarted = new Promise<void>((resolve) => (started = resolve));
    const hold = async (route: Route) => {
      started();
      await released;
      await route.continue();
    };
    await page.route(isUpload, hold);
    try {
      await composer(page).fill('The agenda is attached');
      await attach(page, 'agenda.txt', 'text/plain', Buffer.from('1. notices'));
      await uploadStarted;

      await sendButton(page).click();
      await seeToastLeave(page, 'Wait until all attachments have uploaded');
      await composer(page).press('Enter');
      await toast(page, 'Wait until all attachments have uploaded').waitFor();
      await screenshots(page, 'wait-for-uploads');
      // Nothing went out: the words are still in the composer.
      await expect(composer(page).inputValue()).resolves.toBe('The agenda is attached');

      release();
      // The button stays live while the upload goes on: only its end makes the message sendable
      // (the preview shows the file's size alone once it has uploaded, "sent / size" before).
      await page
        .locator('.str-chat__attachment-preview-file')
        .filter({ hasText: 'agenda.txt' })
        .locator('.str-chat__attachment-preview-file__data > [data-testid="file-size-indicator"]')
        .waitFor();
      await sendButton(page).click();
      await messageWith(ben().page, 'The agenda is attached').getByText('agenda.txt').waitFor();
    } finally {
      release();
      await page.unroute(isUpload, hold);
    }
  });
});

describe('a draft that cannot be loaded', () => {
  it('says "Failed to get the draft" when a thread opens, and the thread still works', async () => {
    await send(ben().page, 'Shall we start a thread?');
    const page = ana().page;
    const isDraftLoad = (url: URL) => url.pathname.endsWith('/draft');
    const failDraftLoad = failWithServerError((route) => route.request().method() === 'GET');
    await page.route(isDraftLoad, failDraftLoad);
    try {
      await openThread(page, 'Shall we start a thread?');
      const notice = await toastIn(page, 'Failed to get the draft');
      await screenshots(page, 'draft-failed');
      await notice.waitFor({ state: 'detached' });

      const threadComposer = page.locator('.str-chat__thread textarea').first();
      await threadComposer.fill('Yes, here');
      await threadComposer.press('Enter');
      await ben()
        .page.locator('.str-chat__message-replies-count-button', { hasText: /1 reply/i })
        .waitFor();
      await send(page, 'And the channel still works');
      await messageWith(ben().page, 'And the channel still works').waitFor();
    } finally {
      await page.unroute(isDraftLoad, failDraftLoad);
    }
  });

  it('a thread with no draft yet says nothing (the 404 means "no draft")', async () => {
    await send(ben().page, 'Another thread, no draft');
    const page = ana().page;
    await room().open(ana());
    const draftLoad = page.waitForResponse(
      (res) => new URL(res.url()).pathname.endsWith('/draft') && res.request().method() === 'GET',
    );
    await openThread(page, 'Another thread, no draft');
    expect((await draftLoad).status()).toBe(404);
    // A reply there and back: by then a notice about that load would be showing.
    const threadComposer = page.locator('.str-chat__thread textarea').first();
    await threadComposer.fill('No draft here');
    await threadComposer.press('Enter');
    await page.locator('.str-chat__thread').getByText('No draft here').waitFor();
    await expect(toast(page, 'Failed to get the draft').count()).resolves.toBe(0);
  });
});
