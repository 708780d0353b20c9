/**
 * Streami18n imports all twelve translations (about 500 KB) and eleven dayjs locales. Swap the
 * static imports for empty placeholders; src/features/chat/chat-i18n.ts loads the browser's
 * language when the chat opens, and its translation module brings its dayjs locale along.
 *
 * It fails the build loudly when the SDK changes under it (after an upgrade): a translation in
 * the SDK's i18n/ whose import, or whose dayjs locale's import, Streami18n.mjs no longer writes
 * in the line this rewrites, or a build in which nothing imports Streami18n.mjs any more. The
 * file and the two lines' patterns are in sdk-internals.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  DAYJS_LOCALE_IMPORT,
  I18N_DIR,
  SDK_ES_DIR,
  STREAMI18N,
  TRANSLATION_FILE,
  TRANSLATION_IMPORT,
  sdkChanged,
} from './sdk-internals.ts';

const PLUGIN = 'stream-translations-on-demand';

/** The one translation every user may need before their own arrives: the keys are English. */
const BUNDLED_LANGUAGE = 'en';

/** The languages of the SDK's translations but the bundled one. */
export function otherLanguages(): string[] {
  return readdirSync(I18N_DIR).flatMap((file) => {
    const language = TRANSLATION_FILE.exec(file)?.[1];
    return language && language !== BUNDLED_LANGUAGE ? [language] : [];
  });
}

/**
 * Streami18n.mjs (its `code`) with the imports of these `languages`' translations made empty
 * objects and those of their dayjs locales dropped; refuses code that no longer imports each of
 * them in the line this rewrites.
 */
export function emptyTranslations(code: string, languages: string[]): string {
  if (languages.length === 0) {
    throw new Error(
      sdkChanged(PLUGIN, `no translation in ${I18N_DIR} is named ${TRANSLATION_FILE}`),
    );
  }
  const emptied = new Set<string>();
  const dropped = new Set<string>();
  const rewritten = code
    .replace(TRANSLATION_IMPORT, (line, _name, language: string) => {
      if (!languages.includes(language)) return line;
      emptied.add(language);
      return `const ${language}_default = {};`;
    })
    .replace(DAYJS_LOCALE_IMPORT, (line, language: string) => {
      if (!languages.includes(language)) return line;
      dropped.add(language);
      return '';
    });
  for (const [pattern, done] of [
    [TRANSLATION_IMPORT, emptied],
    [DAYJS_LOCALE_IMPORT, dropped],
  ] as const) {
    const missing = languages.filter((language) => !done.has(language));
    if (missing.length === 0) continue;
    throw new Error(
      sdkChanged(
        PLUGIN,
        `stream-chat-react's ${path.relative(SDK_ES_DIR, STREAMI18N)} no longer imports ${missing.join(', ')} in a line matching ${pattern}`,
      ),
    );
  }
  return rewritten;
}

export function loadTranslationsOnDemand(): Plugin {
  let isBuild = false;
  let rewrote = false;
  return {
    name: `parley:${PLUGIN}`,
    enforce: 'pre',
    configResolved(config) {
      // The dev server pre-bundles the SDK, so only a build is sure to see Streami18n.mjs.
      isBuild = config.command === 'build';
    },
    transform(code, id) {
      if (!id.startsWith(I18N_DIR)) return null;
      const translation = TRANSLATION_FILE.exec(path.relative(I18N_DIR, id));
      if (translation?.[1] && translation[1] !== BUNDLED_LANGUAGE) {
        return {
          code: `import "dayjs/locale/${translation[1]}.js";\n${code}`,
          map: null,
        };
      }
      if (!id.startsWith(STREAMI18N)) return null;
      const rewritten = emptyTranslations(code, otherLanguages());
      rewrote = true;
      return { code: rewritten, map: null };
    },
    buildEnd(error) {
      if (!error && isBuild && !rewrote) {
        this.error(sdkChanged(PLUGIN, `nothing imports ${STREAMI18N} any more`));
      }
    },
  };
}
