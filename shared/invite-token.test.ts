import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashInviteToken,
  inviteVerdict,
  isInviteToken,
  mintInviteToken,
  type InviteLinkState,
} from './invite-token.ts';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const DAY = 86_400_000;

function link(overrides: Partial<InviteLinkState> = {}): InviteLinkState {
  return {
    expires_at: new Date(NOW + DAY).toISOString(),
    max_uses: null,
    uses: 0,
    revoked_at: null,
    ...overrides,
  };
}

describe('minting', () => {
  it('makes 256-bit base64url tokens that are never the same twice', () => {
    const tokens = Array.from({ length: 200 }, mintInviteToken);
    for (const token of tokens) {
      expect(isInviteToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('takes nothing but a minted token’s shape for a token', () => {
    const token = mintInviteToken();
    expect(isInviteToken(token.slice(1))).toBe(false);
    expect(isInviteToken(`${token}A`)).toBe(false);
    expect(isInviteToken(`${token.slice(1)}=`)).toBe(false);
    expect(isInviteToken(`${token.slice(1)}/`)).toBe(false);
    expect(isInviteToken(undefined)).toBe(false);
    expect(isInviteToken(['a'])).toBe(false);
  });
});

describe('hashing', () => {
  it('is the hex SHA-256 of the token, as the database stores it', async () => {
    const token = mintInviteToken();
    const hash = await hashInviteToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(await hashInviteToken(mintInviteToken())).not.toBe(hash);
  });
});

describe('whether a link still opens its conversation', () => {
  it('opens while unrevoked, unexpired and with uses left', () => {
    expect(inviteVerdict(link(), NOW)).toBe('ok');
    expect(inviteVerdict(link({ max_uses: 3, uses: 2 }), NOW)).toBe('ok');
  });

  it('is expired from the moment its time is up', () => {
    expect(inviteVerdict(link({ expires_at: new Date(NOW).toISOString() }), NOW)).toBe('expired');
    expect(inviteVerdict(link({ expires_at: new Date(NOW + 1).toISOString() }), NOW)).toBe('ok');
  });

  it('is spent once its uses are used up', () => {
    expect(inviteVerdict(link({ max_uses: 3, uses: 3 }), NOW)).toBe('spent');
    expect(inviteVerdict(link({ max_uses: 1, uses: 1 }), NOW)).toBe('spent');
  });

  it('says revoked before expired or spent: the maker ended it on purpose', () => {
    const revoked = new Date(NOW - DAY).toISOString();
    const gone = link({ revoked_at: revoked, expires_at: revoked, max_uses: 1, uses: 1 });
    expect(inviteVerdict(gone, NOW)).toBe('revoked');
    expect(inviteVerdict(link({ expires_at: revoked, max_uses: 1, uses: 1 }), NOW)).toBe('expired');
  });
});
