/**
 * The features the app loads on first use, in the order a visitor might come across them, each
 * used once on the open conversation and ending where the next can start.
 */
import type { Page } from 'playwright-core';
import { messageMenu, messageWith } from '../../tests/browser/support/app.ts';
import { messageText, openFromList, type Fixture } from './chat-fixture.ts';

export interface Feature {
  name: string;
  use(page: Page, fixture: Fixture): Promise<void>;
}

/** The main conversation's composer, not a thread's. */
const mainPanel = (page: Page) => page.locator('.str-chat__main-panel');

async function attachmentAction(page: Page, action: string) {
  await mainPanel(page).getByRole('button', { name: 'Open Attachment Selector' }).click();
  await page
    .getByRole('menu', { name: 'Attachment Actions' })
    .getByRole('menuitem', { name: action })
    .click();
}

const closeDialog = (page: Page) => page.keyboard.press('Escape');

/** In the order a visitor might come across them; each ends where the next can start. */
export const FEATURES: Feature[] = [
  {
    name: 'reaction selector',
    async use(page) {
      const message = messageWith(page, 'Message 11');
      await message.hover();
      await message.getByRole('button', { name: 'Open Reaction Selector' }).click();
      await page.locator('.str-chat__reaction-selector').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'message actions menu',
    async use(page) {
      await (await messageMenu(page, 'Message 11')).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'flag dialog',
    async use(page) {
      const menu = await messageMenu(page, 'Message 11');
      await menu
        .getByRole('menuitem')
        .filter({ hasText: /^\s*Flag\s*$/ })
        .dispatchEvent('click');
      await page.getByRole('dialog', { name: 'Flag message' }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'thread',
    async use(page) {
      const message = messageWith(page, 'Message 11');
      await message.hover();
      await message.getByRole('button', { name: 'Open Thread' }).click();
      await page.locator('.str-chat__thread textarea').first().waitFor();
    },
  },
  {
    name: 'attachment menu',
    async use(page) {
      await mainPanel(page).getByRole('button', { name: 'Open Attachment Selector' }).click();
      await page.getByRole('menu', { name: 'Attachment Actions' }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'poll creation dialog',
    async use(page) {
      await attachmentAction(page, 'Poll');
      await page.locator('#name').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'share-location dialog',
    async use(page) {
      await attachmentAction(page, 'Location');
      await page.getByRole('button', { name: /^share$/i }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'file upload',
    async use(page) {
      await page.locator('.str-chat__main-panel input.str-chat__file-input').setInputFiles({
        name: 'note.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      const preview = page.locator('.str-chat__main-panel [data-testid="attachment-preview-file"]');
      await preview.waitFor();
      // Removed again, or the draft keeps it and later runs would load the file icons up front.
      await preview.getByTestId('file-preview-item-delete-button').click();
      await preview.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'channel details',
    async use(page) {
      await page.getByRole('button', { name: 'Details' }).click();
      await page.getByRole('dialog', { name: 'Conversation details' }).waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'conversation with image, voice, audio, file',
    async use(page, fixture) {
      await openFromList(page, fixture.mediaName);
      await messageText(page, 'Media').waitFor();
    },
  },
  {
    name: 'image gallery',
    async use(page) {
      await page.locator('.str-chat__main-panel .str-chat__message img').first().click();
      await page.locator('.str-chat__modal--open, .str-chat__modal-gallery').first().waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'new conversation',
    async use(page) {
      await page.getByRole('button', { name: 'New conversation' }).click();
      await page.locator('#user-search-input').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'reminders panel',
    async use(page) {
      await page.getByRole('button', { name: 'Reminders', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await closeDialog(page);
    },
  },
  {
    name: 'threads view',
    async use(page) {
      const nav = page.locator('nav.app-nav');
      await nav.getByRole('link', { name: /^Threads/ }).click();
      await page
        .locator('.str-chat__thread-list-container, .str-chat__thread-list')
        .first()
        .waitFor();
      await nav.getByRole('link', { name: 'Chats' }).click();
    },
  },
  {
    name: 'profile page',
    async use(page) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await page.locator('#field-firstName, form').first().waitFor();
    },
  },
];
