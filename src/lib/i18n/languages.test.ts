import { describe, expect, it } from 'vitest';
import { languageFor } from './languages.ts';

describe('languageFor', () => {
  it('takes the first preferred language that has a translation', () => {
    expect(languageFor(['sv-SE', 'de-AT', 'fr'])).toBe('de');
  });
  it('matches a regional tag on its language', () => {
    expect(languageFor(['pt-BR'])).toBe('pt');
  });
  it('falls back to English', () => {
    expect(languageFor(['sv', 'pl'])).toBe('en');
    expect(languageFor([])).toBe('en');
  });
});
