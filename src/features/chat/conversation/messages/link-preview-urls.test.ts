import { describe, expect, it } from 'vitest';
import { findPreviewUrls, isLoopbackHost } from './link-preview-urls.ts';

describe('findPreviewUrls', () => {
  const local = new URL('http://127.0.0.1:5173/c/messaging/x');
  const hosted = new URL('https://parley.example.com/');

  it('keeps what the SDK finds', () => {
    expect(findPreviewUrls('see https://getstream.io/chat now', hosted)).toEqual([
      'https://getstream.io/chat',
    ]);
  });

  it('adds links to the app origin, even on an IP', () => {
    expect(findPreviewUrls('here http://127.0.0.1:5173/profile.', local)).toEqual([
      'http://127.0.0.1:5173/profile',
    ]);
  });

  it('adds loopback links only while the app itself is on loopback', () => {
    expect(findPreviewUrls('x http://127.0.0.1:9000/a', local)).toEqual([
      'http://127.0.0.1:9000/a',
    ]);
    expect(findPreviewUrls('x http://127.0.0.1:9000/a', hosted)).toEqual([]);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['[::1]', true],
    ['10.0.0.1', false],
    ['example.com', false],
  ])('isLoopbackHost(%s) is %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
