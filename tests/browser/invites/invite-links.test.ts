/**
 * Bringing people in with a link, end to end in Chromium: a new account's first screen offers a
 * way in, makes a group and copies its link; someone signed out follows it, signs up, confirms
 * from the mailbox in a new tab and lands there in the group with its history, and following it
 * again changes nothing; once a second member who may add people (made a moderator) revokes the
 * first member's link from the group's details, the link says so to a third person who signs in
 * from another tab; offline, the join page says joining needs the network, keeps the link and
 * follows it once back online. The link goes to the system's share sheet where there is one. The
 * new screens are axe-clean at phone and desktop size in both colour schemes.
 *
 * The first test runs on a stack of its own whose sign-ups wait for their confirmation mail, as a
 * hosted project's do (the shared stacks, like the demo, confirm at once).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, PHONE, screenshots, useBrowser } from '../support/browser.ts';
import {
  TEST_PASSWORD,
  composer,
  createUser,
  messageWith,
  startSignedInConnected,
  submitSignIn,
  waitForStatus,
} from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import { expectAccessible } from '../a11y/axe.ts';
import { testStack } from '../../support/test-stack.ts';
import { removeDataDir, spawnStack, type SpawnedStack } from '../../support/stack.ts';
import type { StackFile } from '../../../emulators/stack-types.ts';

const shared = testStack();
const browser = useBrowser();

/** Axe at the page's own (desktop) size and again at a phone's, each in both schemes. */
async function accessibleAtBothSizes(page: Page, name: string): Promise<void> {
  await expectAccessible(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    await expectAccessible(page, `${name}-phone`);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

async function memberCount(stack: StackFile, channelId: string): Promise<number> {
  const { members } = await serverChat(stack).channel('messaging', channelId).queryMembers({});
  return members.length;
}

describe('invite links', () => {
  let confirming: SpawnedStack;
  beforeAll(async () => {
    confirming = await spawnStack({ env: { PARLEY_AUTH_EMAIL_CONFIRMATIONS: 'on' } });
  }, 200_000);
  afterAll(async () => {
    await confirming.stop();
    removeDataDir(confirming.dataDir);
  });

  it('bring a signed-out person into a group through a confirmed sign-up, once, until revoked', async () => {
    const { stack } = confirming;
    const suffix = randomUUID().slice(0, 8);
    const maker = await createUser(stack, { first_name: 'Mara', last_name: `Holt ${suffix}` });
    const makerContext = await newContext(browser());
    await makerContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.appUrl,
    });
    // The system's share sheet, as a phone offers it (desktop Chromium on Linux has none).
    await makerContext.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared?: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const page = await makerContext.newPage();
    await startSignedInConnected(page, stack, maker);

    // A new account's first screen: two ways in, in a few words each.
    const firstSteps = page.getByRole('region', { name: 'Where to start' });
    await firstSteps.getByRole('button', { name: 'Start a conversation' }).waitFor();
    await screenshots(page, 'first-screen');
    await accessibleAtBothSizes(page, 'first-screen');
    await firstSteps
      .getByRole('button', { name: 'Create a group and invite people with a link' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.locator('#group-name').fill(`Book club ${suffix}`);
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await dialog.getByRole('button', { name: 'Make a link' }).click();
    const shown = dialog.locator('.invite-link-url');
    await shown.waitFor();
    const link = (await shown.textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${stack.appUrl}/join/[A-Za-z0-9_-]{43}$`));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    await dialog.getByRole('button', { name: 'Share…' }).click();
    await expect(
      page.evaluate(() => (window as unknown as { shared?: ShareData }).shared),
    ).resolves.toEqual({ title: 'Join my group on Parley', url: link });
    await screenshots(page, 'invite-dialog');
    await accessibleAtBothSizes(page, 'invite-dialog');
    await dialog.getByRole('button', { name: 'Open the group' }).click();
    await page.waitForURL(/\/c\/messaging\//);
    const channelId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
    await composer(page).fill('Welcome to the club');
    await page.keyboard.press('Enter');
    await messageWith(page, 'Welcome to the club').waitFor();
    // The way in is gone once the conversation is in the list.
    await firstSteps.waitFor({ state: 'detached' });

    // Signed out, the link leads through sign-up and back into the group, with its history.
    const guestContext = await newContext(browser());
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.waitForURL(/\/sign-in$/);
    await guest.goto(`${stack.appUrl}/sign-up`);
    await guest.fill('#field-firstName', 'Gus');
    await guest.fill('#field-lastName', `Reed ${suffix}`);
    const guestEmail = `gus-${suffix}@parley.local`;
    await guest.fill('#field-email', guestEmail);
    await guest.fill('#field-password', TEST_PASSWORD);
    await guest.click('button[type=submit]');
    await guest.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await memberCount(stack, channelId)).toBe(1);

    // The confirmation mail, opened from the mailbox in a new tab (the sign-up tab stays open):
    // that tab signs in, follows the link and opens the group with its history.
    const mail = await guestContext.newPage();
    const inbox = `${stack.mailboxUrl}?to=${encodeURIComponent(guestEmail)}#key=${stack.mailboxKey}`;
    await mail.goto(inbox);
    await mail.getByRole('link', { name: 'Confirm your mail' }).click();
    await mail.waitForURL(new RegExp(`/c/messaging/${channelId}$`));
    await messageWith(mail, 'Welcome to the club').waitFor();
    expect(await memberCount(stack, channelId)).toBe(2);

    // Following it again opens the same group and changes nothing.
    await mail.goto(link);
    await mail.waitForURL(new RegExp(`/c/messaging/${channelId}$`));
    await messageWith(mail, 'Welcome to the club').waitFor();
    expect(await memberCount(stack, channelId)).toBe(2);

    // The maker sees their link in the group's details as theirs.
    await page.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Conversation details' });
    const makersRow = details.locator('.invite-link-list li');
    await makersRow.filter({ hasText: 'Made by you' }).waitFor();
    expect(await makersRow.count()).toBe(1);
    // The guest's sign-up tab and mail tab may both have followed the link: one use all the same.
    expect(await makersRow.textContent()).toContain('Uses: 1');
    await screenshots(page, 'group-invite-links');
    await accessibleAtBothSizes(page, 'group-invite-links');

    // The guest is made a moderator, so may add people: their details list the group's link,
    // made by the maker, and they revoke it (as a group's admin closes a link that leaked).
    const guestId = (
      await serverChat(stack).channel('messaging', channelId).queryMembers({})
    ).members
      .map((member) => member.user_id ?? '')
      .find((id) => id !== maker.id);
    await serverChat(stack)
      .channel('messaging', channelId)
      .addModerators([guestId ?? '']);
    await mail.reload();
    await waitForStatus(mail, 'connected');
    await mail.getByRole('button', { name: 'Details' }).click();
    const guestDetails = mail.getByRole('dialog', { name: 'Conversation details' });
    await guestDetails.getByRole('heading', { name: 'Active links' }).waitFor();
    const row = guestDetails
      .locator('.invite-link-list li')
      .filter({ hasText: `Made by Mara Holt ${suffix}` });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await guestDetails
      .getByRole('heading', { name: 'Active links' })
      .waitFor({ state: 'detached' });

    // A third person opens it signed out, closes that tab and signs in from another (as a
    // sign-up confirmed from its e-mail opens one): that tab follows the link and says it was
    // revoked. (With the first tab still open, that tab follows it, from its return path.)
    const third = await createUser(stack, { first_name: 'Tia', last_name: `Ford ${suffix}` });
    const thirdContext = await newContext(browser());
    const before = await thirdContext.newPage();
    await before.goto(link);
    await before.waitForURL(/\/sign-in$/);
    await before.close();
    const other = await thirdContext.newPage();
    await other.goto(`${stack.appUrl}/sign-in`);
    await submitSignIn(other, third);
    await other.getByText('This invite link was revoked.').waitFor();
    expect(new URL(other.url()).pathname).toBe(new URL(link).pathname);
    await screenshots(other, 'join-revoked');
    await accessibleAtBothSizes(other, 'join-revoked');
    expect(await memberCount(stack, channelId)).toBe(2);

    await Promise.all([makerContext, guestContext, thirdContext].map((c) => c.close()));
  }, 180_000);

  it('offline, say joining needs the network, keep the link and follow it once online', async () => {
    const stack = shared;
    const maker = await createUser(stack, { first_name: 'Omar', last_name: 'Lind' });
    const joiner = await createUser(stack, { first_name: 'Ines', last_name: 'Vogt' });
    const groupId = randomUUID();
    const chat = serverChat(stack);
    await chat.upsertUsers([{ id: maker.id, name: 'Omar Lind' }]);
    await chat
      .channel('messaging', groupId, {
        name: 'Harbour',
        created_by_id: maker.id,
        members: [maker.id],
      })
      .create();
    const makerContext = await newContext(browser());
    const makerPage = await makerContext.newPage();
    await startSignedInConnected(makerPage, stack, maker);
    await makerPage.goto(`${stack.appUrl}/c/messaging/${groupId}`);
    await makerPage.getByRole('button', { name: 'Details' }).click();
    const details = makerPage.getByRole('dialog', { name: 'Conversation details' });
    await details.getByRole('button', { name: 'Make a link' }).click();
    const link = (await details.locator('.invite-link-url').textContent()) ?? '';

    const context = await newContext(browser());
    const page = await context.newPage();
    await startSignedInConnected(page, stack, joiner);
    // The join page's code is loaded while online, as an installed app has it precached.
    await page.goto(`${stack.appUrl}/join/${'A'.repeat(43)}`);
    await page.getByText('This invite link does not exist.', { exact: false }).waitFor();

    await context.setOffline(true);
    const path = new URL(link).pathname;
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.getByText('Joining needs the network.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await screenshots(page, 'join-offline');
    await accessibleAtBothSizes(page, 'join-offline');

    await context.setOffline(false);
    await page.waitForURL(new RegExp(`/c/messaging/${groupId}$`));
    expect(await memberCount(stack, groupId)).toBe(2);
    await Promise.all([makerContext, context].map((c) => c.close()));
  }, 120_000);
});
