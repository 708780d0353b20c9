/**
 * Every translation says everything English says, nothing more, with the same placeholders,
 * and has each plural form its language needs.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { TEXTS, type Catalogue } from './messages.ts';
import { PLURALS, type PluralForms } from './plural-messages.ts';

const catalogues = Object.fromEntries(
  await Promise.all(
    LANGUAGES.filter((language) => language !== 'en').map(
      async (language) =>
        [
          language,
          (await import(`./catalogues/${language}.ts`)) as { default: Catalogue },
        ] as const,
    ),
  ),
);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

const englishKeys = [...TEXTS, ...Object.keys(PLURALS)].sort();

describe('the English source', () => {
  it('has no key twice', () => {
    expect(new Set(englishKeys).size).toBe(englishKeys.length);
  });

  it('writes each plural form with the placeholders of its key', () => {
    for (const [key, forms] of Object.entries(PLURALS) as [string, PluralForms][]) {
      for (const form of Object.values(forms)) {
        expect(placeholders(form), key).toEqual(placeholders(key));
      }
    }
  });
});

describe.each(Object.entries(catalogues))(
  'the %s catalogue',
  (language, { default: catalogue }) => {
    it('has exactly the English keys', () => {
      expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
    });

    it('keeps every placeholder and adds none', () => {
      for (const key of TEXTS) {
        expect(placeholders(catalogue[key]), key).toEqual(placeholders(key));
      }
      for (const key of Object.keys(PLURALS) as (keyof typeof PLURALS)[]) {
        for (const form of Object.values(catalogue[key])) {
          expect(placeholders(form), key).toEqual(placeholders(key));
        }
      }
    });

    it("has each plural form the language's rules pick", () => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of Object.keys(PLURALS) as (keyof typeof PLURALS)[]) {
        expect(Object.keys(catalogue[key]).sort(), key).toEqual([...needed].sort());
      }
    });

    it('translates rather than leaves text empty', () => {
      for (const key of TEXTS) expect(catalogue[key].trim(), key).not.toBe('');
    });
  },
);
