import { describe, expect, it } from 'vitest';
import { readPushPayload } from './push-payload.ts';

const GOOD = {
  v: 1,
  cid: 'messaging:abc',
  path: '/c/messaging/abc',
  title: 'Bob Smith',
  body: 'Lunch?',
  unread: 2,
  messageId: 'm1',
};

describe("a push's payload", () => {
  it('is read when it follows the contract', () => {
    expect(readPushPayload(JSON.stringify({ ...GOOD, extra: 'dropped' }))).toEqual(GOOD);
  });

  it('may point at a thread', () => {
    const thread = { ...GOOD, path: '/c/messaging/abc/thread/m0' };
    expect(readPushPayload(JSON.stringify(thread))?.path).toBe('/c/messaging/abc/thread/m0');
  });

  it.each<[string, string | null]>([
    ['no data at all', null],
    ['text that is not JSON', 'hello'],
    ['JSON that is not an object', '42'],
    ['null', 'null'],
    ['another version', JSON.stringify({ ...GOOD, v: 2 })],
    ['no conversation', JSON.stringify({ ...GOOD, cid: '' })],
    ['a path to another site', JSON.stringify({ ...GOOD, path: 'https://evil.example/c/a/b' })],
    ['a protocol-relative path', JSON.stringify({ ...GOOD, path: '//evil.example/c/a/b' })],
    ['a path outside the conversations', JSON.stringify({ ...GOOD, path: '/security' })],
    ['a negative count', JSON.stringify({ ...GOOD, unread: -1 })],
    ['a count that is not a number', JSON.stringify({ ...GOOD, unread: '3' })],
    ['no title', JSON.stringify({ ...GOOD, title: undefined })],
    ['no message id', JSON.stringify({ ...GOOD, messageId: 7 })],
  ])('with %s is none', (_, text) => {
    expect(readPushPayload(text)).toBeNull();
  });
});
