/**
 * stream-chat-react's English translation trimmed to the entries that differ from their key
 * (scripts/vite-plugins/trim-english-translation.ts): on the installed SDK every key still
 * translates exactly as with the full table; a translation file that changed shape, or a build in
 * which nothing imports it, fails the build, naming what changed.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EN_TRANSLATION,
  STREAMI18N,
  inNodeModules,
} from '../../../scripts/vite-plugins/sdk-internals.ts';
import {
  keptEnglishEntries,
  trimEnglishTranslationPlugin,
} from '../../../scripts/vite-plugins/trim-english-translation.ts';
import { endEmptyBuild } from './plugin-hooks.ts';

const installed = readFileSync(inNodeModules(EN_TRANSLATION), 'utf8');

describe('trim-english-translation', () => {
  it('translates every key exactly as the full translation does', async () => {
    const { Streami18n } = (await import(
      pathToFileURL(STREAMI18N).href
    )) as typeof import('stream-chat-react');
    const full = new Streami18n({ language: 'en' });
    const fullTable = full.getTranslations().en?.translation as Record<string, string>;
    const trimmed = new Streami18n({ language: 'en' });
    const kept = keptEnglishEntries(installed);
    // As the build ships it: the English table replaced before i18next starts.
    (trimmed.getTranslations().en as Record<string, unknown>).translation = kept;
    expect(Object.keys(kept).length).toBeLessThan(Object.keys(fullTable).length / 2);

    const { t: tFull } = await full.getTranslators();
    const { t: tTrimmed } = await trimmed.getTranslators();
    const keys = new Set(
      Object.keys(fullTable).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
    );
    const texts = Object.entries(fullTable).map(([key, text]) => `${key} ${text}`);
    for (const key of keys) {
      // Every placeholder the key or its texts name, so interpolation runs on both sides.
      const placeholders = Object.fromEntries(
        texts
          .filter((text) => text.startsWith(key))
          .flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => [m[1], 'X'])),
      );
      for (const count of [0, 1, 2, 7]) {
        const options = { ...placeholders, count, timestamp: new Date(0) };
        expect(tTrimmed(key, options), key).toBe(tFull(key, options));
      }
    }
  });

  it('refuses a translation whose table has another name', () => {
    const renamed = installed.replaceAll('en_default', 'translation_default');
    expect(() => keptEnglishEntries(renamed)).toThrow(
      /^trim-english-translation: unexpected declaration translation_default in .*en\.mjs; the SDK changed/,
    );
  });

  it('refuses a translation that is not a plain string', () => {
    const changed = installed.replace(
      'var en_default = {',
      'var en_default = {\n\t"Later": later(),',
    );
    expect(() => keptEnglishEntries(changed)).toThrow(
      /^trim-english-translation: a translation that is not a plain string in .*en\.mjs/,
    );
  });

  it('refuses a translation with only a few entries', () => {
    const start = installed.indexOf('var en_default = {');
    const few = `${installed.slice(0, start)}var en_default = { "Close": Close };\n`;
    expect(() => keptEnglishEntries(few)).toThrow(/^trim-english-translation: only 1 entries/);
  });

  it('fails the build when nothing imports the English translation any more', () => {
    expect(() => endEmptyBuild(trimEnglishTranslationPlugin())).toThrow(
      /^trim-english-translation: nothing imports .*en\.mjs any more; the SDK changed/,
    );
  });
});
