import { describe, expect, it } from 'vitest';
import { titleWithCount } from './unread-badge.ts';

describe('the tab title with the unread count', () => {
  it.each([
    ['Parley: chat that keeps working', 3, '(3) Parley: chat that keeps working'],
    ['(3) Parley', 5, '(5) Parley'],
    ['(12) Parley', 0, 'Parley'],
    ['Parley', 0, 'Parley'],
    ['(a) Parley', 1, '(1) (a) Parley'],
  ])('%j with %i reads %j', (title, count, expected) => {
    expect(titleWithCount(title, count)).toBe(expected);
  });
});
