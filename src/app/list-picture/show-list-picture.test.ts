import { describe, expect, it } from 'vitest';
import { mayShowListPicture } from './show-list-picture.ts';

function pageAt(url: string, keys: string[] | 'unreadable'): Window {
  const { pathname, search, hash } = new URL(url, 'https://parley.test');
  const localStorage = {
    get length() {
      if (keys === 'unreadable') throw new DOMException('blocked', 'SecurityError');
      return keys.length;
    },
    key: (i: number) => (keys === 'unreadable' ? null : (keys[i] ?? null)),
  };
  return { location: { pathname, search, hash }, localStorage } as unknown as Window;
}

const MARKER = 'sb-127-auth-token.present';

describe('whether a start looks for the list picture', () => {
  it.each([
    ['the list, someone signed in', '/', [MARKER], true],
    ['the list, with other keys beside the marker', '/', ['lang', MARKER], true],
    ['the list, no one signed in', '/', ['lang'], false],
    ['a conversation', '/c/messaging/a', [MARKER], false],
    ['the profile', '/profile', [MARKER], false],
    ['a share', '/share/1', [MARKER], false],
    ['the return of a sign-in link', '/?code=abc', [MARKER], false],
    ['the return of an email link with tokens', '/#access_token=x&type=magiclink', [MARKER], false],
  ] as const)('%s: %s', (_, url, keys, expected) => {
    expect(mayShowListPicture(pageAt(url, [...keys]))).toBe(expected);
  });

  it('does not when storage cannot be read', () => {
    expect(mayShowListPicture(pageAt('/', 'unreadable'))).toBe(false);
  });
});
