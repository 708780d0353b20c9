/**
 * The conversations the app bench opens, written on the server side, and a reader signed in to
 * them whose browser storage each run starts from.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StackFile } from '../../emulators/stack-types.ts';
import {
  createUser,
  listItem,
  signIn,
  waitForStatus,
  type TestUser,
} from '../../tests/browser/support/app.ts';
import { serverConversation } from '../../tests/browser/support/conversations.ts';

export interface Fixture {
  user: TestUser;
  /** A conversation with a few plain messages, the one the chat route opens. */
  conversationId: string;
  /** Who writes the conversation's latest message, which keeps it at the top of the list. */
  writerId: string;
  conversationName: string;
  /** A conversation with an image, a voice message, an audio file and a file. */
  mediaName: string;
  /** The signed-in browser storage (the Supabase session in IndexedDB, its marker in localStorage). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** Writes the fixture's conversations and signs its reader in once. */
export async function prepare(browser: Browser, stack: StackFile): Promise<Fixture> {
  const user = await createUser(stack, { first_name: 'Bench', last_name: 'Reader' });
  const other = await createUser(stack, { first_name: 'Bench', last_name: 'Writer' });
  const people = [
    { id: user.id, name: 'Bench Reader' },
    { id: other.id, name: 'Bench Writer' },
  ];
  const started = { createdBy: other.id };
  const conversationId = `bench-${Date.now()}`;
  const conversationName = 'Bench conversation';
  const conversation = await serverConversation(stack, conversationId, people, {
    ...started,
    name: conversationName,
  });
  for (let i = 1; i <= 12; i++) {
    const text =
      i % 3 === 0
        ? `Message ${i} with **bold** and a link https://example.com/${i}`
        : `Message ${i}`;
    await conversation.sendMessage({ text, user_id: i % 2 ? other.id : user.id });
  }
  const mediaName = 'Bench media';
  const media = await serverConversation(stack, `${conversationId}-media`, people, {
    ...started,
    name: mediaName,
  });
  const icon = `${stack.appUrl}/icons/icon-192.png`;
  await media.sendMessage({
    text: 'Media',
    user_id: other.id,
    attachments: [
      { type: 'image', image_url: icon, fallback: 'icon.png' },
      {
        type: 'voiceRecording',
        asset_url: `${stack.appUrl}/voice.webm`,
        mime_type: 'audio/webm',
        duration: 3.2,
        waveform_data: [0.1, 0.5, 0.9, 0.4, 0.2],
        title: 'voice.webm',
      },
      {
        type: 'audio',
        asset_url: `${stack.appUrl}/song.mp3`,
        title: 'song.mp3',
        mime_type: 'audio/mpeg',
      },
      {
        type: 'file',
        asset_url: `${stack.appUrl}/notes.pdf`,
        title: 'notes.pdf',
        mime_type: 'application/pdf',
        file_size: 1234,
      },
    ],
  });

  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
  await page.locator('.str-chat__channel-list').waitFor();
  // The session is kept in IndexedDB (src/core/supabase/session-on-device.ts).
  const storageState = await context.storageState({ indexedDB: true });
  await context.close();
  return { user, conversationId, writerId: other.id, conversationName, mediaName, storageState };
}

/** A message's text in the page. */
export function messageText(page: Page, text: string) {
  return page.locator('.str-chat__message-text', { hasText: text });
}

/** Opens a conversation from the list, by its name. */
export async function openFromList(page: Page, name: string): Promise<void> {
  await listItem(page, name).first().click();
}
