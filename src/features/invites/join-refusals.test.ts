/**
 * Each refusal the join function answers (api/_lib/invites/join-invite-handler.ts and its rate
 * limit) reads as its own words on the join page, in English and in every catalogue language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/i18n/languages.ts';
import type { Catalogue } from '../../lib/i18n/messages.ts';
import { applyCatalogue, t } from '../../lib/i18n/translate.ts';
import { refusalWords } from './join-refusals.ts';

afterEach(() => applyCatalogue('en', null));

/**
 * What each code's English words say happened to the link: a part of them, so that they can be
 * reworded without this table.
 */
const SAYS = {
  invite_unknown: 'does not exist',
  invite_revoked: 'was revoked',
  invite_expired: 'has expired',
  invite_spent: 'used as many times as it allows',
  invite_closed: 'can no longer add people',
  rate_limited: 'Too many invite links were tried',
};
const CODES = Object.keys(SAYS) as (keyof typeof SAYS)[];
const FALLBACK = 'This invite link could not be followed. Try again later.';

describe('the join page’s words for a refused link', () => {
  it.each(CODES)('says %s in its own English words', (code) => {
    expect(t(refusalWords(code))).toContain(SAYS[code]);
  });

  it('gives no two refusals the same words, nor the words of a failure it cannot name', () => {
    const words = CODES.map((code) => refusalWords(code));
    expect(new Set(words).size).toBe(CODES.length);
    expect(words).not.toContain(FALLBACK);
    expect(refusalWords('chat_unavailable')).toBe(FALLBACK);
    expect(refusalWords('http_502')).toBe(FALLBACK);
    expect(refusalWords('toString')).toBe(FALLBACK);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has each in %s, each its own words',
    async (language) => {
      const { default: catalogue } = (await import(`../../lib/i18n/catalogues/${language}.ts`)) as {
        default: Catalogue;
      };
      applyCatalogue(language, catalogue);
      for (const code of CODES) {
        const words = t(refusalWords(code));
        expect(words.trim(), code).not.toBe('');
        // The key is the English text.
        expect(words, code).not.toBe(refusalWords(code));
      }
      const translated = CODES.map((code) => t(refusalWords(code)));
      expect(new Set([...translated, t(FALLBACK)]).size).toBe(CODES.length + 1);
    },
  );
});
