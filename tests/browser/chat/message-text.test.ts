/**
 * Message text in Chromium, rendered by Parley's Markdown renderer (the build-time swap in
 * scripts/vite-plugins/light-markdown.ts): what one person writes, the other sees formatted, with links,
 * mentions and code as the SDK's own renderer showed them, and the conversation list shows and
 * reads the last message without its Markdown syntax.
 */
import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser.ts';
import { useRoom } from '../support/room.ts';
import { composer, messageWith } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import { testStack } from '../../support/test-stack.ts';

const room = useRoom([
  { first_name: 'Ana', last_name: 'Writer' },
  { first_name: 'Ben', last_name: 'Reader' },
]);
const ana = () => room().people[0]!;
const ben = () => room().people[1]!;

describe('message text', () => {
  it('shows what Ana typed formatted for Ben: strong, code, a short link, snake_case kept', async () => {
    await composer(ana().page).fill(
      '**Ship it** with `npm test`, notes at https://example.org/release_notes and run_all_checks',
    );
    await composer(ana().page).press('Enter');
    const text = messageWith(ben().page, 'Ship it').locator('.str-chat__message-text');
    await expect.poll(() => text.locator('strong').textContent()).toBe('Ship it');
    await expect(text.locator('code').textContent()).resolves.toBe('npm test');
    const link = text.locator('a.str-chat__message-url-link');
    await expect(link.getAttribute('href')).resolves.toBe('https://example.org/release_notes');
    await expect(link.textContent()).resolves.toBe('example.org/release_notes');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(text.textContent()).resolves.toContain('run_all_checks');
    await expect(text.locator('em').count()).resolves.toBe(0);
  });

  it('highlights a mention of Ben and keeps a list and a code block', async () => {
    const stack = testStack();
    await serverChat(stack)
      .channel('messaging', room().channelId)
      .sendMessage({
        text: `@${ben().name} the plan:\n\n- draft\n- review\n\n\`\`\`\nconst ok = a_b_c;\n\`\`\``,
        user_id: ana().user.id,
        mentioned_users: [ben().user.id],
      });
    const text = messageWith(ben().page, 'the plan').locator('.str-chat__message-text');
    const mention = text.locator('.str-chat__message-mention');
    await expect.poll(() => mention.textContent()).toBe(`@${ben().name}`);
    await expect(mention.getAttribute('data-user-id')).resolves.toBe(ben().user.id);
    await expect(text.locator('li').allTextContents()).resolves.toEqual(['draft', 'review']);
    await expect(text.locator('pre code').textContent()).resolves.toBe('const ok = a_b_c;\n');
    await screenshots(ben().page, 'message-text');
  });

  it("shows and reads the conversation's last message in the list without Markdown syntax", async () => {
    await composer(ana().page).fill('~~old~~ **new** plan');
    await composer(ana().page).press('Enter');
    await messageWith(ben().page, 'plan').last().waitFor();
    const item = ben().page.getByRole('option', { name: /new plan/ });
    await expect.poll(() => item.count()).toBe(1);
    // The row is named by what it shows (channel-list-item.tsx): no syntax in its name either.
    await expect(ben().page.getByRole('option', { name: /[*~]/ }).count()).resolves.toBe(0);
    const preview = item.locator('.str-chat__summarized-message-preview__text');
    await expect.poll(() => preview.textContent()).toBe('old new plan');
  });
});
