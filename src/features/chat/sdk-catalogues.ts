/**
 * stream-chat-react's own catalogue for each language but English, one chunk each (the build's
 * scripts/vite-plugins/stream-translations-on-demand.ts keeps them out of the chat bundle): for
 * the chat UI's Streami18n, and for the conversation list, which says the same words before the
 * SDK has loaded.
 */
import type { Language } from '../../lib/i18n/languages.ts';

type Loader = () => Promise<{ default: Record<string, string> }>;

export const SDK_CATALOGUES: Record<Exclude<Language, 'en'>, Loader> = {
  de: () => import('stream-chat-react-i18n/de.mjs'),
  es: () => import('stream-chat-react-i18n/es.mjs'),
  fr: () => import('stream-chat-react-i18n/fr.mjs'),
  hi: () => import('stream-chat-react-i18n/hi.mjs'),
  it: () => import('stream-chat-react-i18n/it.mjs'),
  ja: () => import('stream-chat-react-i18n/ja.mjs'),
  ko: () => import('stream-chat-react-i18n/ko.mjs'),
  nl: () => import('stream-chat-react-i18n/nl.mjs'),
  pt: () => import('stream-chat-react-i18n/pt.mjs'),
  ru: () => import('stream-chat-react-i18n/ru.mjs'),
  tr: () => import('stream-chat-react-i18n/tr.mjs'),
};
