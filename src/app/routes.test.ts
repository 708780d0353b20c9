import { describe, expect, it } from 'vitest';
import { channelPath, parseRoute, redirectFor, type Visitor } from './routes.ts';

describe('parseRoute', () => {
  it('parses the static pages', () => {
    expect(parseRoute('/')).toEqual({ name: 'chat' });
    expect(parseRoute('/sign-in')).toEqual({ name: 'sign-in' });
    expect(parseRoute('/security/')).toEqual({ name: 'security' });
  });

  it('parses channel and thread deep links', () => {
    expect(parseRoute('/c/messaging/general')).toEqual({
      name: 'chat',
      channel: { type: 'messaging', id: 'general' },
    });
    expect(parseRoute('/c/messaging/general/thread/m%201')).toEqual({
      name: 'chat',
      channel: { type: 'messaging', id: 'general' },
      threadId: 'm 1',
    });
  });

  it('rejects anything else', () => {
    expect(parseRoute('/c/messaging')).toEqual({ name: 'not-found' });
    expect(parseRoute('/c/messaging/x/replies/1')).toEqual({ name: 'not-found' });
    expect(parseRoute('/c/%E0%A4%A/x')).toEqual({ name: 'not-found' });
  });

  it('round-trips channelPath', () => {
    expect(parseRoute(channelPath('team', '!members-a b', 'p/1'))).toEqual({
      name: 'chat',
      channel: { type: 'team', id: '!members-a b' },
      threadId: 'p/1',
    });
  });
});

describe('redirectFor', () => {
  const out: Visitor = { status: 'signed-out', mfaRequired: false, recovery: false };
  const inside: Visitor = { status: 'signed-in', mfaRequired: false, recovery: false };

  it('waits while the session loads', () => {
    expect(redirectFor({ name: 'chat' }, { ...out, status: 'loading' })).toBeNull();
  });

  it('sends signed-out visitors of private pages to sign in', () => {
    expect(redirectFor({ name: 'chat' }, out)).toBe('/sign-in');
    expect(redirectFor({ name: 'mfa' }, out)).toBe('/sign-in');
    expect(redirectFor({ name: 'sign-up' }, out)).toBeNull();
  });

  it('sends signed-in visitors away from the sign-in pages', () => {
    expect(redirectFor({ name: 'sign-in' }, inside)).toBe('/');
    expect(redirectFor({ name: 'profile' }, inside)).toBeNull();
  });

  it('holds a session that owes a TOTP code on the challenge', () => {
    const owing = { ...inside, mfaRequired: true };
    expect(redirectFor({ name: 'chat' }, owing)).toBe('/mfa');
    expect(redirectFor({ name: 'mfa' }, owing)).toBeNull();
  });

  it('holds a recovery session on the new-password page', () => {
    const recovering = { ...inside, recovery: true };
    expect(redirectFor({ name: 'chat' }, recovering)).toBe('/reset-password');
    expect(redirectFor({ name: 'reset-password' }, recovering)).toBeNull();
  });
});
