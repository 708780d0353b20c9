import { describe, expect, it } from 'vitest';
import type { Session } from '@supabase/auth-js';
import { needsMfa } from './assurance.ts';

function jwt(claims: object): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'ES256' })}.${part(claims)}.sig`;
}

function session(aal: string, factorStatus?: 'verified' | 'unverified'): Session {
  return {
    access_token: jwt({ sub: 'u1', aal }),
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: 'u1',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '',
      factors: factorStatus
        ? [
            {
              id: 'f',
              factor_type: 'totp',
              status: factorStatus,
              created_at: '',
              updated_at: '',
            },
          ]
        : [],
    },
  };
}

describe('needsMfa', () => {
  it('is false without factors', () => expect(needsMfa(session('aal1'))).toBe(false));
  it('is false with only an unverified factor', () =>
    expect(needsMfa(session('aal1', 'unverified'))).toBe(false));
  it('is true at aal1 with a verified factor', () =>
    expect(needsMfa(session('aal1', 'verified'))).toBe(true));
  it('is false once the session reached aal2', () =>
    expect(needsMfa(session('aal2', 'verified'))).toBe(false));
});
