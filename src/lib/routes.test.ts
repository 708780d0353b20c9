import { describe, expect, it } from 'vitest';
import { channelPath, parseRoute, redirectFor, safeReturnPath, type Visitor } from './routes.ts';

describe('parseRoute', () => {
  it('parses the static pages', () => {
    expect(parseRoute('/')).toEqual({ name: 'chat' });
    expect(parseRoute('/sign-in')).toEqual({ name: 'sign-in' });
    expect(parseRoute('/security/')).toEqual({ name: 'security' });
    expect(parseRoute('/threads')).toEqual({ name: 'chat', view: 'threads' });
    expect(parseRoute('/new')).toEqual({ name: 'chat', start: 'new-conversation' });
  });

  it('parses a kept share, and nothing below it', () => {
    expect(parseRoute('/share/4f2a-1')).toEqual({ name: 'chat', share: '4f2a-1' });
    expect(parseRoute('/share')).toEqual({ name: 'not-found' });
    expect(parseRoute('/share/a/b')).toEqual({ name: 'not-found' });
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

describe('an invite link', () => {
  it('is a page of its own for one token, and nothing below it', () => {
    expect(parseRoute('/join/abc_DEF-123')).toEqual({ name: 'join', token: 'abc_DEF-123' });
    expect(parseRoute('/join')).toEqual({ name: 'not-found' });
    expect(parseRoute('/join/a/b')).toEqual({ name: 'not-found' });
  });

  it('opened signed out, signs in first and comes back', () => {
    const out: Visitor = { status: 'signed-out', mfaRequired: false, recovery: false };
    expect(redirectFor({ name: 'join', token: 'abc' }, out)).toBe('/sign-in');
    expect(safeReturnPath('/join/abc')).toBe('/join/abc');
  });
});

describe('a share or a shortcut opened signed out', () => {
  it('is kept to return to after signing in', () => {
    expect(safeReturnPath('/share/4f2a-1')).toBe('/share/4f2a-1');
    expect(safeReturnPath('/new')).toBe('/new');
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

  it('sends a visitor who signed in to where they were going, else to the conversations', () => {
    const back = '/c/messaging/general';
    for (const name of ['sign-in', 'sign-up', 'mfa', 'reset-password'] as const) {
      expect(redirectFor({ name }, inside, back)).toBe(back);
      expect(redirectFor({ name }, inside, null)).toBe('/');
    }
    // Until the TOTP code is in, the challenge comes first and the return path waits.
    expect(redirectFor({ name: 'sign-in' }, { ...inside, mfaRequired: true }, back)).toBe('/mfa');
    expect(redirectFor({ name: 'sign-in' }, out, back)).toBeNull();
  });

  it('holds a recovery session on the new-password page', () => {
    const recovering = { ...inside, recovery: true };
    expect(redirectFor({ name: 'chat' }, recovering)).toBe('/reset-password');
    expect(redirectFor({ name: 'reset-password' }, recovering)).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('keeps addresses of the signed-in pages', () => {
    for (const path of [
      '/',
      '/threads',
      '/c/messaging/general',
      '/c/messaging/general/thread/m%201',
      '/profile',
      '/security',
      '/moderation',
      '/c/team/x?tab=files#m1',
    ]) {
      expect(safeReturnPath(path)).toBe(path);
    }
    expect(safeReturnPath('/c/messaging/x/../general')).toBe('/c/messaging/general');
  });

  it('refuses anything that could leave the app or is not a signed-in page', () => {
    for (const path of [
      null,
      undefined,
      '',
      '//evil.com',
      '//evil.com/c/messaging/general',
      '/\\evil.com',
      '/\\/evil.com',
      '\\evil.com',
      'https://evil.com/c/messaging/general',
      'http:evil.com',
      'javascript:alert(1)',
      ' /profile',
      '/\t/evil.com',
      '/%2F%2Fevil.com',
      'c/messaging/general',
      '/sign-in',
      '/mfa',
      '/reset-password',
      '/nowhere',
    ]) {
      expect(safeReturnPath(path), String(path)).toBeNull();
    }
  });
});
