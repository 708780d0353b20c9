/**
 * Polls through stream-chat-react's creation dialog and poll card: the provider's validation
 * words, a poll whose votes the other person sees arrive, the vote-limit notice, and the notice
 * when creating the poll fails.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  MessageComposer,
  defaultPollFieldBlurEventValidators,
  pollStateChangeValidators,
} from 'stream-chat';
import { screenshots } from './support/browser.ts';
import { serverChat } from './support/app.ts';
import { openAttachmentAction, toast, useRoom } from './issue6-room.ts';

const stack = inject('stack');
const room = useRoom([
  { first_name: 'Ana', last_name: 'Poll' },
  { first_name: 'Ben', last_name: 'Voter' },
]);

function ana() {
  return room().people[0]!.page;
}
function ben() {
  return room().people[1]!.page;
}

async function openPollDialog(page: Page): Promise<Locator> {
  await openAttachmentAction(page, 'Poll');
  const dialog = page.getByRole('dialog').filter({ has: page.locator('#name') });
  await dialog.waitFor();
  return dialog;
}

/** A fresh poll composer of stream-chat, the one the creation dialog drives. */
function newPollComposer() {
  const channel = serverChat(stack).channel('messaging', room().channelId);
  return new MessageComposer({ client: channel.getClient(), compositionContext: channel })
    .pollComposer;
}

function optionInputs(dialog: Locator) {
  return dialog.getByPlaceholder(/add an option/i);
}

async function fillPoll(dialog: Locator, question: string, options: string[]) {
  await dialog.locator('#name').fill(question);
  for (const [i, text] of options.entries()) await optionInputs(dialog).nth(i).fill(text);
}

async function cancel(dialog: Locator) {
  await dialog.getByRole('button', { name: /cancel/i }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The poll card of a question, as either person sees it. */
function pollCard(page: Page, question: string) {
  return page.locator('.str-chat__poll', { hasText: question });
}

function option(page: Page, question: string, text: string) {
  return pollCard(page, question).locator('.str-chat__poll-option', { hasText: text });
}

describe('poll creation dialog: the provider rules, in its words', () => {
  const cases: { rule: string; steps: (dialog: Locator) => Promise<void>; message: string }[] = [
    {
      rule: 'a question is required',
      steps: async (dialog) => {
        const question = dialog.locator('#name');
        await question.fill('Anything?');
        await question.fill('');
        await question.blur();
      },
      message: 'Question is required',
    },
    {
      rule: 'a duplicate option is refused',
      steps: async (dialog) => {
        await optionInputs(dialog).nth(0).fill('Tea');
        await optionInputs(dialog).nth(1).fill('Tea');
      },
      message: 'Option already exists',
    },
    {
      rule: 'an empty option that is not the last one is refused',
      steps: async (dialog) => {
        await optionInputs(dialog).nth(0).fill('Tea');
        await optionInputs(dialog).nth(1).fill('Coffee');
        await optionInputs(dialog).nth(0).fill('   ');
        await optionInputs(dialog).nth(0).blur();
      },
      message: 'Option is empty',
    },
  ];

  it.each(cases)('$rule: "$message"', async ({ steps, message }) => {
    const dialog = await openPollDialog(ana());
    await steps(dialog);
    await dialog.getByText(message, { exact: true }).waitFor();
    await expect(dialog.getByRole('button', { name: /send poll/i }).isDisabled()).resolves.toBe(
      true,
    );
    await cancel(dialog);
  });

  it('keeps the vote limit to digits from 2 to 10', async () => {
    const dialog = await openPollDialog(ana());
    await fillPoll(dialog, 'Limits?', ['One', 'Two']);
    await dialog.locator('#enforce_unique_vote').check({ force: true });
    await dialog.locator('#max_votes_allowed_enabled').check({ force: true });
    const limit = dialog.getByLabel('Maximum votes per person');
    for (const [typed, kept] of [
      ['1', '2'],
      ['11', '10'],
      ['7', '7'],
    ] as const) {
      await limit.fill(typed);
      await limit.blur();
      await expect.poll(() => limit.inputValue()).toBe(kept);
    }
    await limit.pressSequentially('x');
    await expect.poll(() => limit.inputValue()).toBe('7');
    await screenshots(ana(), 'issue6-poll-dialog');
    await cancel(dialog);
  });

  // The dialog clamps the limit as it is typed, so the provider's words for these rules are
  // read from the validators the dialog's poll composer runs (stream-chat's own).
  const voteLimitCases: {
    rule: string;
    on: 'change' | 'blur';
    enforce_unique_vote: boolean;
    value: string;
    message: string | undefined;
  }[] = [
    {
      rule: 'digits only',
      on: 'change',
      enforce_unique_vote: false,
      value: '2x',
      message: 'Only numbers are allowed',
    },
    {
      rule: 'above 10',
      on: 'change',
      enforce_unique_vote: false,
      value: '11',
      message: 'Type a number from 2 to 10',
    },
    {
      rule: 'below 2',
      on: 'blur',
      enforce_unique_vote: false,
      value: '1',
      message: 'Type a number from 2 to 10',
    },
    {
      rule: 'within 2 to 10',
      on: 'blur',
      enforce_unique_vote: false,
      value: '4',
      message: undefined,
    },
    {
      rule: 'while unique vote is enforced',
      on: 'change',
      enforce_unique_vote: true,
      value: '3',
      message: 'Enforce unique vote is enabled',
    },
  ];

  it.each(voteLimitCases)(
    'max votes $rule: $message',
    ({ on, enforce_unique_vote, value, message }) => {
      const validators =
        on === 'change' ? pollStateChangeValidators : defaultPollFieldBlurEventValidators;
      const data = { ...newPollComposer().state.getLatestValue().data, enforce_unique_vote };
      expect(validators.max_votes_allowed?.({ data, value })).toEqual({
        max_votes_allowed: message,
      });
    },
  );

  it('refuses a vote limit while unique vote is enforced, in the composer the dialog uses', async () => {
    const pollComposer = newPollComposer();
    await pollComposer.updateFields({ max_votes_allowed: '3' });
    expect(pollComposer.state.getLatestValue().errors.max_votes_allowed).toBe(
      'Enforce unique vote is enabled',
    );
  });

  it('defaults to unique votes, no answers, no suggestions, public voting', () => {
    const channel = serverChat(stack).channel('messaging', room().channelId);
    const { pollComposer } = new MessageComposer({
      client: channel.getClient(),
      compositionContext: channel,
    });
    expect(pollComposer.state.getLatestValue().data).toMatchObject({
      enforce_unique_vote: true,
      allow_answers: false,
      allow_user_suggested_options: false,
      voting_visibility: 'public',
    });
  });
});

describe('a poll between two people', () => {
  it('Ben votes, Ana sees it; a vote past the limit gets the provider notice', async () => {
    const question = 'Where do we eat?';
    const dialog = await openPollDialog(ana());
    await fillPoll(dialog, question, ['Pizza', 'Salad', 'Soup']);
    await dialog.locator('#enforce_unique_vote').check({ force: true });
    await dialog.locator('#max_votes_allowed_enabled').check({ force: true });
    await dialog.getByLabel('Maximum votes per person').fill('2');
    await dialog.getByRole('button', { name: /send poll/i }).click();
    await pollCard(ana(), question).waitFor();
    await pollCard(ben(), question).waitFor();

    await option(ben(), question, 'Pizza').click();
    await option(ana(), question, 'Pizza')
      .locator('.str-chat__poll-option-vote-count', { hasText: '1' })
      .waitFor();
    await option(ben(), question, 'Salad').click();
    await option(ana(), question, 'Salad')
      .locator('.str-chat__poll-option-vote-count', { hasText: '1' })
      .waitFor();
    await screenshots(ana(), 'issue6-poll-votes');

    await option(ben(), question, 'Soup').click();
    await toast(ben(), 'Reached the vote limit. Remove an existing vote first.').waitFor();
    // The notice leaves by itself (the notification manager's 3 seconds).
    await toast(ben(), 'Reached the vote limit.').waitFor({ state: 'detached' });
    await expect(
      option(ana(), question, 'Soup').locator('.str-chat__poll-option-vote-count').innerText(),
    ).resolves.toBe('0');
  });

  it('says "Failed to create the poll" when the chat server cannot be reached', async () => {
    const page = ana();
    const createPoll = (url: URL) => url.pathname === '/polls';
    await page.route(createPoll, (route) => route.abort('connectionrefused'));
    try {
      const dialog = await openPollDialog(page);
      await fillPoll(dialog, 'Will this fail?', ['Yes', 'No']);
      await dialog.getByRole('button', { name: /send poll/i }).click();
      await toast(page, 'Failed to create the poll').waitFor();
      await screenshots(page, 'issue6-poll-failed');
    } finally {
      await page.unroute(createPoll);
    }
  });
});
