/**
 * The directory the people picker asks (find_people): the exact e-mail of a confirmed account,
 * or by name only people who chose to be findable; never an unfindable person by name, never the
 * caller, never a list for a query too short to mean anyone.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { signUp } from './invite-world.ts';

it('lists by name only the findable, finds anyone by exact e-mail, and never lists everyone', async () => {
  const tag = randomUUID().slice(0, 8);
  const [seeker, shy, open] = await Promise.all([
    signUp('seeker', { first_name: 'Sam', last_name: `Seeker${tag}` }),
    signUp('shy', { first_name: 'Shy', last_name: `Person${tag}` }),
    signUp('open', { first_name: 'Open', last_name: `Person${tag}` }),
  ]);
  const chose = await open.db
    .from('user_profiles')
    .update({ findable: true })
    .eq('user_id', open.id);
  expect(chose.error).toBeNull();

  const find = async (query: string) => {
    const { data, error } = await seeker.db.rpc('find_people', { p_query: query });
    expect(error).toBeNull();
    return (data as { user_id: string }[]).map((row) => row.user_id);
  };
  expect(await find(`Person${tag}`)).toEqual([open.id]);
  expect(await find(shy.email.toUpperCase())).toEqual([shy.id]);
  expect(await find(seeker.email)).toEqual([]);
  expect(await find('')).toEqual([]);
  expect(await find('P')).toEqual([]);
  expect(await find('%')).toEqual([]);
});
