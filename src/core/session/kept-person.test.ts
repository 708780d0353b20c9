import { describe, expect, it } from 'vitest';
import { userOfKeptSession } from './kept-person.ts';

describe('the person of a kept session', () => {
  it.each([
    ['a session as auth-js keeps it', JSON.stringify({ user: { id: 'u-1' } }), 'u-1'],
    ['no session', null, undefined],
    ['not JSON', '{', undefined],
    ['JSON null', 'null', undefined],
    ['a session with no user', JSON.stringify({ access_token: 'x' }), undefined],
    ['a user id that is not a string', JSON.stringify({ user: { id: 7 } }), undefined],
    ['an empty user id', JSON.stringify({ user: { id: '' } }), undefined],
  ])('%s', (_case, kept, person) => {
    expect(userOfKeptSession(kept)).toBe(person);
  });
});
