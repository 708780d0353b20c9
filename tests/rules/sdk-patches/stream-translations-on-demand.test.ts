/**
 * Streami18n without the translations nobody asked for
 * (scripts/vite-plugins/stream-translations-on-demand.ts): on the installed SDK every other
 * language's translation becomes an empty object and its dayjs locale import goes; an SDK that
 * changed under it fails the build, naming what changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STREAMI18N } from '../../../scripts/vite-plugins/sdk-internals.ts';
import {
  emptyTranslations,
  loadTranslationsOnDemand,
  otherLanguages,
} from '../../../scripts/vite-plugins/stream-translations-on-demand.ts';
import { endEmptyBuild } from './plugin-hooks.ts';

const installed = readFileSync(STREAMI18N, 'utf8');
const languages = otherLanguages();

describe('stream-translations-on-demand', () => {
  it("empties every other language's translation and drops its dayjs locale", () => {
    expect(languages).toContain('de');
    expect(languages).not.toContain('en');
    const out = emptyTranslations(installed, languages);
    for (const language of languages) {
      expect(out).toContain(`const ${language}_default = {};`);
      expect(out).not.toContain(`from "./${language}.mjs"`);
      expect(out).not.toContain(`"dayjs/locale/${language}.js"`);
    }
    expect(out).toContain('import en_default from "./en.mjs";');
  });

  it('refuses a Streami18n that imports a translation another way', () => {
    const changed = installed.replace(
      'import de_default from "./de.mjs";',
      "import de_default from './de.mjs';",
    );
    expect(changed).not.toBe(installed);
    expect(() => emptyTranslations(changed, languages)).toThrow(
      /^stream-translations-on-demand: .*Streami18n\.mjs no longer imports de in a line matching/,
    );
  });

  it('refuses a Streami18n that no longer imports a dayjs locale', () => {
    const changed = installed.replace('import "dayjs/locale/fr.js";', '');
    expect(() => emptyTranslations(changed, languages)).toThrow(/no longer imports fr in a line/);
  });

  it('refuses an SDK whose translations are named otherwise', () => {
    expect(() => emptyTranslations(installed, [])).toThrow(
      /^stream-translations-on-demand: no translation in .* is named/,
    );
  });

  it('fails the build when nothing imports Streami18n any more', () => {
    expect(() => endEmptyBuild(loadTranslationsOnDemand())).toThrow(
      /^stream-translations-on-demand: nothing imports .*Streami18n\.mjs any more; the SDK changed/,
    );
  });
});
