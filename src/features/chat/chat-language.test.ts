import { describe, expect, it } from 'vitest';
import { chatLanguageFor } from './chat-language.ts';

describe('chatLanguageFor', () => {
  it('takes the first preferred language that has a translation', () => {
    expect(chatLanguageFor(['sv-SE', 'de-AT', 'fr'])).toBe('de');
  });
  it('matches a regional tag on its language', () => {
    expect(chatLanguageFor(['pt-BR'])).toBe('pt');
  });
  it('falls back to English', () => {
    expect(chatLanguageFor(['sv', 'pl'])).toBe('en');
    expect(chatLanguageFor([])).toBe('en');
  });
});
