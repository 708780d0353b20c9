/**
 * The languages Parley speaks: exactly those stream-chat-react 14 ships a translation for, so
 * the app's own screens and the chat UI always agree. Pure, so tested.
 */

export const LANGUAGES = [
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'it',
  'ja',
  'ko',
  'nl',
  'pt',
  'ru',
  'tr',
] as const;
export type Language = (typeof LANGUAGES)[number];

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** The first preferred language with a translation ("pt-BR" matches "pt"), else English. */
export function languageFor(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return 'en';
}
