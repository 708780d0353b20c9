/**
 * A push's payload: the Declarative Web Push message the worker (and Safari) reads, for one
 * person, always the same length whatever the text, and always inside what push services take.
 */
import webPush from 'web-push';
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPushPayload } from '../../../shared/push-payload.ts';
import { PUSH_PAYLOAD_BYTES, pushPayload, type PayloadFacts } from './payload.ts';

const FACTS: PayloadFacts = {
  channelType: 'messaging',
  channelId: 'team',
  channelName: 'Team',
  memberCount: 3,
  authorName: 'Bob Smith',
  text: 'Lunch at noon?',
  messageId: 'm1',
};
const ALICE = { userId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', showText: true, unread: 2 };
const ORIGIN = 'https://parley.example';

const family = '👨‍👩‍👧‍👦';
const TEXTS: [string, string][] = [
  ['no text', ''],
  ['a short text', 'Hi'],
  ['a long text', 'word '.repeat(2000)],
  ['a text of family emoji', family.repeat(1000)],
  ['a text of characters JSON escapes', '"\\\n\u0001'.repeat(1000)],
  ['a text in Chinese', '你好世界'.repeat(500)],
];

/** What a push service would carry: the aes128gcm body web-push makes for a browser's keys. */
function encryptedBytes(payload: string): number {
  const browser = createECDH('prime256v1');
  const p256dh = browser.generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  return webPush.encrypt(p256dh, auth, payload, 'aes128gcm').cipherText.length;
}

describe('a push’s payload', () => {
  it('is a Declarative Web Push message for its recipient, linking to the conversation', () => {
    const message = pushPayload(FACTS, ALICE, ORIGIN);
    expect(message).toMatchObject({
      web_push: 8030,
      notification: {
        title: 'Bob Smith in Team',
        body: 'Lunch at noon?',
        navigate: 'https://parley.example/c/messaging/team',
        tag: 'messaging:team',
      },
      app_badge: 2,
      mutable: true,
      parley: {
        v: 2,
        uid: ALICE.userId,
        cid: 'messaging:team',
        path: '/c/messaging/team',
        messageId: 'm1',
      },
    });
    expect(readPushPayload(JSON.stringify(message))).toEqual({
      uid: ALICE.userId,
      cid: 'messaging:team',
      path: '/c/messaging/team',
      title: 'Bob Smith in Team',
      body: 'Lunch at noon?',
      unread: 2,
      messageId: 'm1',
    });
  });

  it('says only "New message" to who hides the text, and names the author alone in a conversation of two', () => {
    const message = pushPayload(
      { ...FACTS, memberCount: 2 },
      { ...ALICE, showText: false },
      ORIGIN,
    );
    expect(message.notification).toMatchObject({ title: 'Bob Smith', body: 'New message' });
  });

  it.each(TEXTS)('with %s has the same length as every other, and fits a push', (_name, text) => {
    const json = JSON.stringify(pushPayload({ ...FACTS, text }, ALICE, ORIGIN));
    expect(Buffer.byteLength(json)).toBe(PUSH_PAYLOAD_BYTES);
    expect(encryptedBytes(json)).toBeLessThanOrEqual(4096);
    expect(readPushPayload(json)).not.toBeNull();
  });

  it('cuts a long text between whole characters, emoji with their joiners included', () => {
    const { body } = pushPayload(
      { ...FACTS, text: family.repeat(1000) },
      ALICE,
      ORIGIN,
    ).notification;
    expect(body.endsWith('…')).toBe(true);
    const kept = body.slice(0, -1);
    expect(kept.length % family.length).toBe(0);
    expect(family.repeat(1000).startsWith(kept)).toBe(true);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('cuts a group name too long for any text, and still fits', () => {
    const message = pushPayload({ ...FACTS, channelName: 'N'.repeat(5000) }, ALICE, ORIGIN);
    expect(Buffer.byteLength(JSON.stringify(message))).toBe(PUSH_PAYLOAD_BYTES);
    expect(message.notification.title.endsWith('…')).toBe(true);
  });
});
