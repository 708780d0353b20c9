import { describe, expect, it } from 'vitest';
import { canReview } from './can-review.ts';

describe('canReview', () => {
  it.each([
    ['admin', true],
    ['moderator', true],
    ['global_moderator', true],
    ['user', false],
    ['guest', false],
    [undefined, false],
  ])('%s → %s', (role, expected) => {
    expect(canReview(role)).toBe(expected);
  });
});
