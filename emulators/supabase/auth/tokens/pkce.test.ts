import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors.ts';
import { pkceChallenge } from './pkce.ts';

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

function failure(body: Record<string, unknown>): string {
  try {
    pkceChallenge(body);
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return (error as AuthError).message;
  }
  throw new Error('expected a validation error');
}

describe('pkceChallenge', () => {
  it('is absent for the implicit flow and normalises the method', () => {
    expect(pkceChallenge({})).toBeUndefined();
    expect(pkceChallenge({ code_challenge: challenge, code_challenge_method: 'S256' })).toEqual({
      challenge,
      method: 's256',
    });
  });

  it("refuses what GoTrue refuses, with GoTrue's messages", () => {
    expect(failure({ code_challenge: challenge })).toBe(
      'PKCE flow requires code_challenge_method and code_challenge',
    );
    expect(failure({ code_challenge: 'short', code_challenge_method: 's256' })).toBe(
      'code challenge has to be between 43 and 128 characters',
    );
    expect(failure({ code_challenge: `${challenge}!`, code_challenge_method: 's256' })).toMatch(
      /^code challenge can only contain/,
    );
    expect(failure({ code_challenge: challenge, code_challenge_method: 'md5' })).toBe(
      "unsupported code_challenge_method, supported methods are 'plain' or 's256'",
    );
  });
});
