import { describe, expect, it } from 'vitest';
import { readPushPayload, type PushMessage } from './push-payload.ts';

const GOOD: PushMessage = {
  web_push: 8030,
  notification: {
    title: 'Bob Smith',
    body: 'Lunch?',
    navigate: 'https://parley.example/c/messaging/abc',
    tag: 'messaging:abc',
  },
  app_badge: 2,
  mutable: true,
  parley: { v: 2, uid: 'u-alice', cid: 'messaging:abc', path: '/c/messaging/abc', messageId: 'm1' },
  pad: '      ',
};

const READ = {
  uid: 'u-alice',
  cid: 'messaging:abc',
  path: '/c/messaging/abc',
  title: 'Bob Smith',
  body: 'Lunch?',
  unread: 2,
  messageId: 'm1',
};

const withParley = (change: Record<string, unknown>) =>
  JSON.stringify({ ...GOOD, parley: { ...GOOD.parley, ...change } });
const withNotification = (change: Record<string, unknown>) =>
  JSON.stringify({ ...GOOD, notification: { ...GOOD.notification, ...change } });

describe("a push's payload", () => {
  it('is read when it follows the contract', () => {
    expect(readPushPayload(JSON.stringify({ ...GOOD, extra: 'dropped' }))).toEqual(READ);
  });

  it('may point at a thread', () => {
    expect(readPushPayload(withParley({ path: '/c/messaging/abc/thread/m0' }))?.path).toBe(
      '/c/messaging/abc/thread/m0',
    );
  });

  it.each<[string, string | null]>([
    ['no data at all', null],
    ['text that is not JSON', 'hello'],
    ['JSON that is not an object', '42'],
    ['null', 'null'],
    ['the earlier version', JSON.stringify({ v: 1, ...READ })],
    ['another declarative version', JSON.stringify({ ...GOOD, web_push: 8031 })],
    ['another Parley version', withParley({ v: 3 })],
    ['no recipient', withParley({ uid: '' })],
    ['no conversation', withParley({ cid: '' })],
    ['a path to another site', withParley({ path: 'https://evil.example/c/a/b' })],
    ['a protocol-relative path', withParley({ path: '//evil.example/c/a/b' })],
    ['a backslash path', withParley({ path: '/\\evil.example/c/a' })],
    ['a path outside the conversations', withParley({ path: '/security' })],
    ['a negative count', JSON.stringify({ ...GOOD, app_badge: -1 })],
    ['a count that is not a number', JSON.stringify({ ...GOOD, app_badge: '3' })],
    ['no title', withNotification({ title: undefined })],
    ['no notification', JSON.stringify({ ...GOOD, notification: undefined })],
    ['no message id', withParley({ messageId: 7 })],
  ])('with %s is none', (_, text) => {
    expect(readPushPayload(text)).toBeNull();
  });
});
