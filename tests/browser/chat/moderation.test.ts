/**
 * Moderation through the UI: a member flags a message and its author with a reason, the admin
 * sees both in the review queue (newest first) and acts on them; mute, block and a moderator's
 * ban from the message actions; /mute, /unmute, /ban and /unban picked from the composer's
 * command suggestions and run by the chat server.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshots } from '../support/browser.ts';
import { composer, messageMenu, messageWith, toast } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import { chooseAction, send, useRoom, type Person } from '../support/room.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const room = useRoom([
  { first_name: 'Ana', last_name: 'Flagger' },
  { first_name: 'Ben', last_name: 'Author' },
  { first_name: 'Mia', last_name: 'Admin', role: 'admin' },
]);
const ana = () => room().people[0]!;
const ben = () => room().people[1]!;
const mod = () => room().people[2]!;

/** Ben says something; whoever has the conversation open sees it. */
async function say(text: string) {
  await composer(ben().page).fill(text);
  await composer(ben().page).press('Enter');
  for (const person of room().people) {
    if (person.page.url().includes(room().channelId))
      await messageWith(person.page, text).waitFor();
  }
}

async function openReviewQueue() {
  await mod()
    .page.getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Review queue' })
    .click();
  await mod().page.waitForURL(/\/moderation$/);
}

/** The placeholders standing for muted people's messages on a page. */
function mutedMessages(page: Page) {
  return page.getByRole('group', { name: 'Message from a muted user' });
}

/** Shows the newest hidden message again, as the reader does with its "Show" button. */
async function showNewestMuted(page: Page) {
  await mutedMessages(page).last().getByRole('button', { name: 'Show' }).click();
}

/** Ben says it; Ana opens the flag dialog on it from the message's menu. */
async function sayAndOpenFlag(text: string) {
  await say(text);
  await chooseAction(await messageMenu(ana().page, text), 'Flag');
  return ana().page.getByRole('dialog', { name: 'Flag message' });
}

function queueItem(page: Page, text: string) {
  return page.locator('.review-item', { hasText: text });
}

describe('flagging and the review queue', () => {
  it('Ana flags with a reason; the admin sees it newest first, deletes it and dismisses', async () => {
    const text = `Cheap pills ${Date.now().toString(36)}`;
    const dialog = await sayAndOpenFlag(text);
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('checkbox', { name: /also flag ben author/i }).check();
    await screenshots(ana().page, 'flag-dialog');
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await toast(ana().page, 'Message has been successfully flagged').waitFor();

    // Only the admin is offered the review queue.
    await expect(
      ana()
        .page.getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Review queue' })
        .count(),
    ).resolves.toBe(0);
    await openReviewQueue();
    const messageItem = queueItem(mod().page, text);
    await messageItem.waitFor();
    await messageItem.getByText('Ana Flagger: spam').waitFor();
    const entities = await mod()
      .page.locator('.review-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-entity')));
    // The user flag came after the message flag, so it is listed first.
    const messageId = await messageItem.getAttribute('data-entity');
    expect(entities.indexOf(ben().user.id)).toBeLessThan(entities.indexOf(messageId));
    await screenshots(mod().page, 'review-queue');

    await messageItem.getByRole('button', { name: 'Delete message' }).click();
    await messageItem.waitFor({ state: 'detached' });
    await messageWith(ana().page, text).waitFor({ state: 'detached' });

    const userItem = mod().page.locator(`.review-item[data-entity="${ben().user.id}"]`);
    await userItem.getByRole('button', { name: 'Dismiss' }).click();
    await userItem.waitFor({ state: 'detached' });
    await room().open(mod());
  });

  it('the admin bans the author from the review queue, and the ban holds in the channel', async () => {
    const text = `Spam again ${Date.now().toString(36)}`;
    const dialog = await sayAndOpenFlag(text);
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await toast(ana().page, 'Message has been successfully flagged').waitFor();

    await openReviewQueue();
    const item = queueItem(mod().page, text);
    await item.getByText('Ana Flagger: harassment').waitFor();
    await item.getByRole('button', { name: 'Ban Ben Author' }).click();
    await item.waitFor({ state: 'detached' });
    const { members } = await serverChat(stack)
      .channel('messaging', room().channelId)
      .queryMembers({ user_id: ben().user.id });
    expect(members[0]?.banned).toBe(true);

    // A moderator lifts it from the message actions.
    await room().open(mod());
    await messageWith(mod().page, text).waitFor();
    const modMenu = await messageMenu(mod().page, text);
    await chooseAction(modMenu, 'Unban user');
    await toast(mod().page, 'Ben Author has been unbanned').waitFor();
    // The menu follows: the same message offers the ban again.
    const again = await messageMenu(mod().page, text);
    await again
      .getByRole('menuitem')
      .filter({ hasText: /^\s*Ban user\s*$/ })
      .waitFor();
    await mod().page.keyboard.press('Escape');
    const after = await serverChat(stack)
      .channel('messaging', room().channelId)
      .queryMembers({ user_id: ben().user.id });
    expect(after.members[0]?.banned ?? false).toBe(false);
  });
});

describe('mute, block and moderator ban from the message actions', () => {
  it('Ana mutes and unmutes Ben', async () => {
    const text = `Mutable ${Date.now().toString(36)}`;
    await say(text);
    let menu = await messageMenu(ana().page, text);
    await chooseAction(menu, /^mute/i);
    await toast(ana().page, 'Ben Author has been muted').waitFor();
    await showNewestMuted(ana().page);
    menu = await messageMenu(ana().page, text);
    await chooseAction(menu, /^unmute/i);
    await toast(ana().page, 'Ben Author has been unmuted').waitFor();
    // Unmuted for real: the SDK's own handler, reading a stale channel state, muted again.
    await expect.poll(() => mutedMessages(ana().page).count()).toBe(0);
  });

  it("Mia no longer sees a muted Ben's messages, old or new, unless she asks; unmuting brings them back", async () => {
    const page = mod().page;
    const stamp = Date.now().toString(36);
    const before = `Before the mute ${stamp}`;
    const after = `After the mute ${stamp}`;
    await say(before);
    let menu = await messageMenu(page, before);
    await chooseAction(menu, /^mute/i);
    await toast(page, 'Ben Author has been muted').waitFor();
    await messageWith(page, before).waitFor({ state: 'detached' });
    const hiddenBefore = await mutedMessages(page).count();
    expect(hiddenBefore).toBeGreaterThan(0);

    // A new message arrives hidden for Mia alone: Ana and Ben himself still read it.
    await send(ben().page, after);
    await messageWith(ana().page, after).waitFor();
    await expect.poll(() => mutedMessages(page).count()).toBe(hiddenBefore + 1);
    await expect(messageWith(page, after).count()).resolves.toBe(0);
    for (const other of [ana(), ben()])
      await expect(mutedMessages(other.page).count()).resolves.toBe(0);
    // Her conversation list does not quote it either.
    const listItem = page.getByRole('option', { name: /Message from a muted user/ });
    await expect.poll(() => listItem.count()).toBe(1);
    await expect(page.getByRole('option', { name: new RegExp(after) }).count()).resolves.toBe(0);
    await screenshots(page, 'muted-message');

    // "Show" reveals that one message only.
    await showNewestMuted(page);
    await messageWith(page, after).waitFor();
    await expect(mutedMessages(page).count()).resolves.toBe(hiddenBefore);
    await expect(messageWith(page, before).count()).resolves.toBe(0);

    menu = await messageMenu(page, after);
    await chooseAction(menu, /^unmute/i);
    await toast(page, 'Ben Author has been unmuted').waitFor();
    await messageWith(page, before).waitFor();
    await expect(mutedMessages(page).count()).resolves.toBe(0);
    await expect.poll(() => page.getByRole('option', { name: new RegExp(after) }).count()).toBe(1);
  });

  it('Ana blocks and unblocks Ben', async () => {
    const text = `Blockable ${Date.now().toString(36)}`;
    await say(text);
    let menu = await messageMenu(ana().page, text);
    await chooseAction(menu, /block user/i);
    await expect
      .poll(async () =>
        (await serverChat(stack).getBlockedUsers(ana().user.id)).blocks.map(
          (b) => b.blocked_user_id,
        ),
      )
      .toContain(ben().user.id);
    menu = await messageMenu(ana().page, text);
    await chooseAction(menu, /unblock/i);
    await expect
      .poll(async () => (await serverChat(stack).getBlockedUsers(ana().user.id)).blocks.length)
      .toBe(0);
  });

  it('only someone allowed to ban sees Ban user; the admin bans and unbans Ben', async () => {
    const text = `Bannable ${Date.now().toString(36)}`;
    await say(text);
    const anaMenu = await messageMenu(ana().page, text);
    await expect(anaMenu.getByRole('menuitem', { name: /ban user/i }).count()).resolves.toBe(0);
    await ana().page.keyboard.press('Escape');

    let menu = await messageMenu(mod().page, text);
    await chooseAction(menu, 'Ban user');
    await toast(mod().page, 'Ben Author has been banned').waitFor();
    menu = await messageMenu(mod().page, text);
    await chooseAction(menu, 'Unban user');
    await toast(mod().page, 'Ben Author has been unbanned').waitFor();
  });
});

/**
 * Runs a slash command as a person does: types it, picks it from the command suggestions, then
 * picks the user from the mention suggestions, and sends.
 */
async function runCommand(page: Page, command: string, user: Person, after = '') {
  const input = composer(page);
  await input.fill(`/${command}`);
  const suggestions = page.locator('.str-chat__suggestion-list');
  const chip = page.locator('.str-chat__command-chip', { hasText: command });
  // The pick turns the typed command into a chip and empties the text a moment later; typing
  // before that lands would be wiped with it. A click that lands while the list re-renders is
  // lost (a fresh-clone run under load saw no chip), so it is made again until the chip shows.
  const pick = suggestions.locator('.str-chat__suggestion-list-item', {
    hasText: `/${command} `,
  });
  for (let attempt = 1; !(await chip.isVisible()); attempt++) {
    if (attempt > 4) throw new Error(`picking /${command} never showed its chip`);
    if (attempt > 1 && !(await pick.isVisible())) await input.fill(`/${command}`);
    await pick.click({ timeout: 3_000 }).catch(() => undefined);
    await chip.waitFor({ timeout: 3_000 }).catch(() => undefined);
  }
  await expect.poll(() => input.inputValue()).toBe('');
  await input.pressSequentially(`@${user.name.split(' ')[0]}`);
  await suggestions.locator('.str-chat__suggestion-list-item', { hasText: user.name }).click();
  if (after) await input.pressSequentially(after);
  await input.press('Enter');
}

describe('slash commands', () => {
  it("the composer suggests the channel type's commands", async () => {
    await composer(mod().page).fill('/');
    const list = mod().page.locator('.str-chat__suggestion-list');
    await list.waitFor();
    const names = await list.innerText();
    for (const command of ['mute', 'unmute', 'ban', 'unban']) expect(names).toContain(command);
    await screenshots(mod().page, 'commands');
    await composer(mod().page).fill('');
  });

  it('/mute and /unmute from the composer: the answer only the sender sees, and the mute state', async () => {
    const page = mod().page;
    const text = `Loud one ${Date.now().toString(36)}`;
    await say(text);
    await runCommand(page, 'mute', ben());
    await messageWith(page, '@Ben Author has been muted').waitFor();
    await screenshots(page, 'command-mute');
    await messageWith(page, text).waitFor({ state: 'detached' });
    await showNewestMuted(page);
    let menu = await messageMenu(page, text);
    await menu
      .getByRole('menuitem')
      .filter({ hasText: /^\s*unmute/i })
      .waitFor();
    await page.keyboard.press('Escape');

    await runCommand(page, 'unmute', ben());
    await messageWith(page, '@Ben Author has been unmuted').waitFor();
    menu = await messageMenu(page, text);
    await menu
      .getByRole('menuitem')
      .filter({ hasText: /^\s*mute/i })
      .waitFor();
    await page.keyboard.press('Escape');
    // The answers went to Mia alone: Ben sees her next message but none of them.
    await composer(page).fill('All clear');
    await composer(page).press('Enter');
    await messageWith(ben().page, 'All clear').waitFor();
    await expect(
      ben()
        .page.getByText(/has been (un)?muted/)
        .count(),
    ).resolves.toBe(0);
  });

  it('/ban and /unban from the composer: Ben cannot post while banned, and can again after', async () => {
    const page = mod().page;
    await runCommand(page, 'ban', ben(), ' spamming');
    await messageWith(page, '@Ben Author has been banned').waitFor();
    // Ben is told, with the moderator's reason.
    await toast(
      ben().page,
      'A moderator banned you from this conversation. Reason: spamming',
    ).waitFor();
    const { members } = await serverChat(stack)
      .channel('messaging', room().channelId)
      .queryMembers({ user_id: ben().user.id });
    expect(members[0]).toMatchObject({ banned: true });

    await composer(ben().page).fill('Can I still talk?');
    await composer(ben().page).press('Enter');
    // The chat server refuses it (code 17) and the SDK marks the message as not sent.
    const refused = messageWith(ben().page, 'Can I still talk?');
    await refused.locator('.str-chat__message-error-indicator').waitFor();
    await expect(messageWith(page, 'Can I still talk?').count()).resolves.toBe(0);
    await screenshots(ben().page, 'banned-send');

    await runCommand(page, 'unban', ben());
    await messageWith(page, '@Ben Author has been unbanned').waitFor();
    await toast(ben().page, 'Your ban was lifted: you can write here again').waitFor();
    await send(ben().page, 'Back again');
    await messageWith(page, 'Back again').waitFor();
  });
});
