/**
 * The directory people agree to be in: a new account is not findable by name until its owner
 * turns "Let people find me by name" on in their profile; the choice is kept, and off again
 * takes them out.
 */
import { expect, it } from 'vitest';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import { adminClient, createUser, startSignedInConnected } from '../support/app.ts';

const { stack, browser } = useStackAndBrowser();

it('is off for a new account, and kept as its owner turns it on and off', async () => {
  const user = await createUser(stack, { first_name: 'Flo', last_name: 'Findable' });
  const stored = async () => {
    const { data } = await adminClient(stack)
      .from('user_profiles')
      .select('findable')
      .eq('user_id', user.id)
      .single();
    return (data as { findable: boolean } | null)?.findable;
  };
  const context = await newContext(browser());
  const page = await context.newPage();
  await startSignedInConnected(page, stack, user);
  await page.goto(`${stack.appUrl}/profile`);
  const setting = page.getByRole('checkbox', { name: 'Let people find me by name' });
  await expect.poll(() => setting.isEnabled()).toBe(true);
  expect(await setting.isChecked()).toBe(false);
  expect(await stored()).toBe(false);

  await setting.check();
  await expect.poll(stored).toBe(true);
  await page.reload();
  await expect.poll(() => setting.isChecked()).toBe(true);

  await setting.uncheck();
  await expect.poll(stored).toBe(false);
  await context.close();
}, 60_000);
