/**
 * The chat UI's translation: only the browser's language is fetched (the build's
 * scripts/vite-plugins/stream-translations-on-demand.ts keeps the other eleven out of the chat
 * bundle).
 */
import { Streami18n } from 'stream-chat-react';
import { languageFor } from '../../lib/i18n/languages.ts';
import { applySpecNoticeWords } from '../../lib/i18n/notice-translations.ts';
import { SDK_CATALOGUES } from './sdk-catalogues.ts';

let pending: Promise<Streami18n> | undefined;

async function load(): Promise<Streami18n> {
  const language = languageFor(navigator.languages);
  if (language === 'en') return new Streami18n({ language });
  try {
    const { default: translation } = await SDK_CATALOGUES[language]();
    return new Streami18n({ language, translationsForLanguage: translation });
  } catch {
    // Offline with the translation never fetched: English keeps the chat usable.
    return new Streami18n({ language: 'en' });
  }
}

/**
 * stream-chat-react loads dayjs's timezone plugin, and then converts every timestamp it shows
 * to `timezone` even when none is set: a new Intl formatter per date, about a third of a
 * millisecond each, which made up a tenth of the time to open a conversation. With no timezone
 * set, the browser's own zone is what that conversion gives, so the plain parse is the same.
 */
function skipNoTimezoneConversion(i18n: Streami18n): void {
  const converting = i18n.tDateTimeParser;
  const parse = i18n.DateTimeParser as typeof import('dayjs');
  i18n.tDateTimeParser = (input) => {
    if (i18n.timezone || i18n.isCustomDateTimeParser) return converting(input);
    const language = i18n.localeExists(i18n.currentLanguage) ? i18n.currentLanguage : 'en';
    return parse(input).locale(language);
  };
}

/**
 * Times of day in the reader's own format everywhere: the SDK's catalogues give the conversation
 * list the locale's time ("2:24 PM" in English) but messages and reminders a 24-hour clock.
 */
function oneTimeOfDayFormat(i18n: Streami18n): void {
  const catalogue = i18n.translations[i18n.currentLanguage]?.translation as
    Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(catalogue ?? {})) {
    if (catalogue && key.startsWith('timestamp/') && typeof value === 'string') {
      catalogue[key] = value.replaceAll('HH:mm', 'LT');
    }
  }
}

/**
 * The search bar's way out shows "Cancel" but the SDK names it "Exit search": speech input users
 * say what they see (WCAG 2.5.3), so its name is the word it shows, in every language. A key the
 * catalogue lacks shows as itself: the keys are English, and the build's English catalogue keeps
 * only the entries that differ from their key (scripts/vite-plugins/trim-english-translation.ts).
 */
function exitSearchNamedAsShown(i18n: Streami18n): void {
  const SHOWN = 'Cancel';
  const catalogue = i18n.translations[i18n.currentLanguage]?.translation as
    Record<string, unknown> | undefined;
  if (!catalogue) return;
  const shown = catalogue[SHOWN];
  catalogue['aria/Exit search'] = typeof shown === 'string' ? shown : SHOWN;
}

/**
 * i18next prints an advertisement for its vendor's product to the console when an instance
 * initialises, unless told `showSupportNotice: false` (or unless it believes it runs in a
 * Node production process). Streami18n's constructor takes no i18next options, but it keeps the
 * configuration it later hands to i18next's init in its public `i18nextConfig`, so the option
 * goes there, before anything initialises the instance. chat-i18n.test.ts fails if the notice
 * comes back (an SDK that stops passing `i18nextConfig` to init).
 */
function noSupportNotice(i18n: Streami18n): void {
  const config: Streami18n['i18nextConfig'] & { showSupportNotice: boolean } = {
    ...i18n.i18nextConfig,
    showSupportNotice: false,
  };
  i18n.i18nextConfig = config;
}

/**
 * The chat UI's one translation, with the provider notices in the spec's words, initialised in a
 * task of its own: left to the SDK, i18next's start ran in the chat screen's first effects, one
 * long task with them.
 */
export function chatI18n(): Promise<Streami18n> {
  pending ??= load().then(async (i18n) => {
    noSupportNotice(i18n);
    oneTimeOfDayFormat(i18n);
    exitSearchNamedAsShown(i18n);
    applySpecNoticeWords(i18n);
    skipNoTimezoneConversion(i18n);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await i18n.getTranslators();
    return i18n;
  });
  return pending;
}
