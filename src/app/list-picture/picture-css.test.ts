import { describe, expect, it } from 'vitest';
import { mayMatch } from './picture-css.ts';

const PICTURE = new Set(['str-chat', 'str-chat__channel-list', 'str-chat__avatar', 'dark']);

describe('whether a rule may style the picture', () => {
  it.each([
    ['an element selector', 'body', true],
    ['the root', ':root', true],
    ['a class it has', '.str-chat__avatar', true],
    ['a class it lacks', '.str-chat__message', false],
    ['all of its classes it has', '.dark .str-chat .str-chat__avatar', true],
    ['one of its classes it lacks', '.str-chat .str-chat__thread', false],
    ['one selector of a list that may', '.str-chat__thread, .str-chat__avatar:hover', true],
    ['no selector of a list that may', '.str-chat__thread, .str-chat__modal::before', false],
    ['a class under :not()', '.str-chat__avatar:not(.str-chat__avatar--one)', true],
    ['either class of :is()', ':is(.str-chat__thread, .str-chat__avatar) img', true],
    ['a comma inside :is()', '.str-chat__thread:is(a, b)', false],
    ['an attribute value with a dot', '[data-file=".str-chat__thread"]', true],
    ['an escaped class', '.sm\\:hidden', true],
    ['a nested rule', '& .str-chat__message', false],
  ])('%s: %s', (_, selector, expected) => {
    expect(mayMatch(selector, PICTURE)).toBe(expected);
  });
});
