/**
 * Polls through stream-chat-react's creation dialog and poll card: the provider's validation
 * words, a poll whose votes the other person sees arrive, the vote-limit notice, and the notice
 * when creating the poll fails.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MessageComposer } from 'stream-chat';
import { screenshots } from '../support/browser.ts';
import { toast } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import { openAttachmentAction, useRoom } from '../support/room.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
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

  it('offers a new empty option under the last one filled', async () => {
    const dialog = await openPollDialog(ana());
    try {
      await fillPoll(dialog, 'Which day?', ['Monday', 'Tuesday', 'Wednesday']);
      await expect(optionInputs(dialog).count()).resolves.toBe(4);
      await expect(optionInputs(dialog).last().inputValue()).resolves.toBe('');
    } finally {
      await cancel(dialog);
    }
  });

  // The dialog draws the composer's options (the test above): the composer stops adding at 100.
  it('allows at most 100 options', async () => {
    const composer = newPollComposer();
    for (let index = 0; index < 100; index++) {
      await composer.updateFields({ options: { index, text: `Choice ${index + 1}` } });
    }
    const { options } = composer.state.getLatestValue().data;
    expect(options).toHaveLength(100);
    expect(options.at(-1)?.text).toBe('Choice 100');
  });

  // The vote limit, typed into the dialog: stream-chat's validators judge what was typed.
  const voteLimitCases: {
    rule: string;
    multipleVotes: boolean;
    typed?: string;
    blur?: boolean;
    message: string | undefined;
  }[] = [
    { rule: 'digits only', multipleVotes: true, typed: '2x', message: 'Only numbers are allowed' },
    { rule: 'above 10', multipleVotes: true, typed: '11', message: 'Type a number from 2 to 10' },
    {
      rule: 'below 2',
      multipleVotes: true,
      typed: '1',
      blur: true,
      message: 'Type a number from 2 to 10',
    },
    { rule: 'within 2 to 10', multipleVotes: true, typed: '7', blur: true, message: undefined },
    {
      rule: 'while unique vote is enforced',
      multipleVotes: false,
      message: 'Enforce unique vote is enabled',
    },
  ];
  const limitWords = [
    'Only numbers are allowed',
    'Type a number from 2 to 10',
    'Enforce unique vote is enabled',
  ];

  it.each(voteLimitCases)(
    'max votes $rule: $message',
    async ({ multipleVotes, typed, blur, message }) => {
      const dialog = await openPollDialog(ana());
      await fillPoll(dialog, 'Limits?', ['One', 'Two', 'Three']);
      if (multipleVotes) await dialog.locator('#multiple_votes').check({ force: true });
      await dialog.locator('#vote_limit').check({ force: true });
      if (typed !== undefined) {
        const limit = dialog.getByLabel('Maximum votes per person');
        await limit.fill(typed);
        if (blur) await limit.blur();
      }
      const send = dialog.getByRole('button', { name: /send poll/i });
      if (message) {
        await dialog.getByText(message, { exact: true }).waitFor();
        await expect(send.isDisabled()).resolves.toBe(true);
        if (message === 'Type a number from 2 to 10') await screenshots(ana(), 'poll-vote-limit');
      } else {
        await expect.poll(() => send.isEnabled()).toBe(true);
        for (const words of limitWords)
          await expect(dialog.getByText(words, { exact: true }).count()).resolves.toBe(0);
      }
      await cancel(dialog);
    },
  );

  it('defaults to unique votes, no answers, no suggestions, public voting', () => {
    expect(newPollComposer().state.getLatestValue().data).toMatchObject({
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
    await dialog.locator('#multiple_votes').check({ force: true });
    await dialog.locator('#vote_limit').check({ force: true });
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
    await screenshots(ana(), 'poll-votes');

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
      await screenshots(page, 'poll-failed');
    } finally {
      await page.unroute(createPoll);
    }
  });
});
