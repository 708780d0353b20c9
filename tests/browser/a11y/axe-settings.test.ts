/**
 * The accessibility sweep of the signed-in pages around the chat: the profile, its notification
 * settings, the security page and the two-step enrolment, the moderators' review queue and the
 * share picker, each at phone and desktop size in the light and the dark scheme, with no serious or
 * critical WCAG 2.2 A/AA violation (axe.ts). The person is an admin, so the review queue is theirs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useStackAndBrowser } from '../support/browser.ts';
import { createUser, waitForServiceWorkerControl, type TestUser } from '../support/app.ts';
import { serverChat, serverConversation } from '../support/conversations.ts';
import { PICTURE } from '../support/picture.ts';
import { share } from '../support/share.ts';
import { chooseNotifications } from '../notifications/support.ts';
import { expectAccessible, signedInAt, SIZES } from './axe.ts';

const { stack, browser } = useStackAndBrowser();

/**
 * A conversation of the admin's where someone else's message and its author were flagged by a
 * third member: a message and a user in the review queue.
 */
async function flaggedConversation(admin: TestUser, label: string) {
  const author = { id: `author-${randomUUID()}`, name: `Ben Author ${label}` };
  const flagger = { id: `flagger-${randomUUID()}`, name: `Ana Flagger ${label}` };
  const channel = await serverConversation(
    stack,
    `review-${randomUUID()}`,
    [{ id: admin.id, name: 'Mia Admin' }, author, flagger],
    { createdBy: admin.id, name: `Review ${label}` },
  );
  const { message } = await channel.sendMessage({
    text: `Cheap pills, click here (${label})`,
    user_id: author.id,
  });
  const server = serverChat(stack);
  await server.flagMessage(message.id, { reason: 'spam', user_id: flagger.id });
  await server.flagUser(author.id, { reason: 'spam', user_id: flagger.id });
  return author.id;
}

describe.each(SIZES)('settings and tools at %s size', (label, size) => {
  let user: TestUser;
  let context: BrowserContext;
  let page: Page;
  let author: string;

  beforeAll(async () => {
    user = await createUser(stack, { first_name: 'Mia', last_name: 'Admin' });
    await serverChat(stack).upsertUser({ id: user.id, name: 'Mia Admin', role: 'admin' });
    author = await flaggedConversation(user, label);
    ({ context, page } = await signedInAt(browser(), stack, user, size));
  }, 120_000);

  afterAll(() => context?.close());

  it('profile', async () => {
    await page.goto(`${stack.appUrl}/profile`);
    await page.getByRole('heading', { name: 'Your picture' }).waitFor();
    await page.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    await expectAccessible(page, `profile-${label}`);
  }, 60_000);

  it('notification settings, turned on', async () => {
    await context.grantPermissions(['notifications'], { origin: stack.appUrl });
    await chooseNotifications(stack, user.id, 'direct');
    await page.goto(`${stack.appUrl}/profile`);
    const section = page.getByRole('region', { name: 'Notifications' });
    await section.getByRole('radio', { name: 'Direct messages and mentions' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page, `notification-settings-${label}`);
  }, 60_000);

  it('security', async () => {
    await page.goto(`${stack.appUrl}/security`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
    await expectAccessible(page, `security-${label}`);
  }, 60_000);

  it('two-step enrolment', async () => {
    await page.goto(`${stack.appUrl}/security`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByTestId('totp-secret').waitFor();
    await expectAccessible(page, `security-enroll-${label}`);
  }, 60_000);

  it('the review queue', async () => {
    await page.goto(`${stack.appUrl}/moderation`);
    // The queue is the whole app's: other tests' flags may be in it too.
    await page.locator('.review-item', { hasText: `Cheap pills, click here (${label})` }).waitFor();
    await page.locator(`.review-item[data-entity="${author}"]`).waitFor();
    await expectAccessible(page, `review-queue-${label}`);
  }, 60_000);

  it('the share picker', async () => {
    await page.goto(`${stack.appUrl}/`);
    await waitForServiceWorkerControl(page);
    await share(page, {
      text: 'Look at this',
      files: [{ name: 'red.png', mimeType: 'image/png', buffer: PICTURE }],
    });
    await page.waitForURL(/\/share\/[^/]+$/);
    const picker = page.getByRole('dialog', { name: 'Share to a conversation' });
    await picker.getByText('Look at this').waitFor();
    await picker.getByRole('button', { name: `Review ${label}` }).waitFor();
    await expectAccessible(page, `share-picker-${label}`);
  }, 90_000);
});
