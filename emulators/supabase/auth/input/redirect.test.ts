import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './redirect.ts';

const SITE = 'https://parley.example/';

describe('allowedRedirect', () => {
  it('keeps targets on the site origin, the extra list and loopback', () => {
    expect(allowedRedirect('https://parley.example/reset?x=1', SITE, [])).toBe(
      'https://parley.example/reset?x=1',
    );
    expect(allowedRedirect('https://preview.example/a', SITE, ['https://preview.example'])).toBe(
      'https://preview.example/a',
    );
    expect(allowedRedirect('http://localhost:5173/reset', SITE, [])).toBe(
      'http://localhost:5173/reset',
    );
  });

  it('falls back to the site URL for anything else', () => {
    for (const target of [
      null,
      '',
      'not a url',
      'https://evil.example/reset',
      'javascript:alert(1)',
      'https://parley.example.evil.example/',
    ]) {
      expect(allowedRedirect(target, SITE, [])).toBe(SITE);
    }
  });
});
