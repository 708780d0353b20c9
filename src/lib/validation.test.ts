import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkSamePassword,
  checkTotpCode,
  validate,
} from './validation.ts';

describe('auth form checks', () => {
  it('explains a missing or malformed email', () => {
    expect(checkEmail('')).toBe('Enter your email address.');
    expect(checkEmail('alice@')).toMatch(/like name@example.com/);
    expect(checkEmail(' alice@parley.local ')).toBeNull();
  });

  it('counts the characters of a short password', () => {
    expect(checkNewPassword('abc')).toBe('Use at least 8 characters (3 so far).');
    expect(checkNewPassword('parley-demo-pass')).toBeNull();
  });

  it('names the field that is missing', () => {
    expect(checkName('first name')('  ')).toBe('Enter your first name.');
    expect(checkName('last name')('x'.repeat(51))).toMatch(/under 50/);
  });

  it('accepts only six digits for a TOTP code, spaces allowed', () => {
    expect(checkTotpCode('123 456')).toBeNull();
    expect(checkTotpCode('12345a')).toBe('The code is 6 digits, numbers only.');
  });

  it('compares the repeated password', () => {
    expect(checkSamePassword('a')('b')).toBe('The two passwords are different.');
  });

  it('collects the failing fields only', () => {
    expect(
      validate(
        { email: 'x', password: 'parley-demo-pass' },
        { email: checkEmail, password: checkNewPassword },
      ),
    ).toEqual({ email: 'Enter an email address like name@example.com.' });
  });
});
