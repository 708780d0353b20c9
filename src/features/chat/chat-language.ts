/** Which of stream-chat-react's translations fits the browser's languages. Pure, so tested. */

export const CHAT_LANGUAGES = [
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
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

function isChatLanguage(code: string): code is ChatLanguage {
  return (CHAT_LANGUAGES as readonly string[]).includes(code);
}

/** The first preferred language with a translation ("pt-BR" matches "pt"), else English. */
export function chatLanguageFor(preferred: readonly string[]): ChatLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isChatLanguage(base)) return base;
  }
  return 'en';
}
