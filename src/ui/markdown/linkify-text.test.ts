import { describe, expect, it } from 'vitest';
import { find } from 'linkifyjs';
import { linkifyText, mayHoldLink } from './linkify-text.ts';

const TEXTS = [
  'hello world',
  'some words.',
  'Message 3 in general: some words.',
  'Is it? Yes! (maybe)',
  'see www.example.com today',
  'https://x.com/a_b?q=1',
  'ftp://files.example.org',
  'mailto:ada@example.com',
  'mail me@x.com now',
  'example.co.uk',
  'open localhost:3000 please',
  'LOCALHOST',
  'ip 192.168.1.1',
  'full width example。com',
  'e.g. this',
  'ends with a dot.',
  'time 10:30',
  '@Ada hi',
  'καλημέρα.gr',
  'こんにちは',
];

describe('linkifyText', () => {
  it('never skips a text in which linkifyjs finds an address', () => {
    const withAddress = TEXTS.filter((text) =>
      find(text).some((link) => link.type === 'url' || link.type === 'email'),
    );
    expect(withAddress.length).toBeGreaterThanOrEqual(9);
    expect(withAddress.filter((text) => !mayHoldLink(text))).toEqual([]);
  });

  it('leaves text that cannot hold an address as it is', () => {
    expect(mayHoldLink('Message 3 in general: some words.')).toBe(false);
    expect(linkifyText('some words.', new Set())).toBe('some words.');
  });

  it('still links what it may hold', () => {
    expect(linkifyText('see www.example.com', new Set())).toBe(
      'see [example.com](http://www.example.com)',
    );
  });
});
