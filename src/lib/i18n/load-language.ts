/**
 * Settles the page's language once, at start: English is built in and ready at once; another
 * language's catalogue is one small chunk fetched on demand (the service worker precaches it
 * for offline starts). The app renders only after this settles (language-gate.tsx), so a
 * non-English visitor never sees English first.
 */
import { languageFor, type Language } from './languages.ts';
import type { Catalogue } from './messages.ts';
import { applyCatalogue } from './translate.ts';
import { listeners } from '../listeners.ts';

type Loader = () => Promise<{ default: Catalogue }>;

const LOADERS: Record<Exclude<Language, 'en'>, Loader> = {
  de: () => import('./catalogues/de.ts'),
  es: () => import('./catalogues/es.ts'),
  fr: () => import('./catalogues/fr.ts'),
  hi: () => import('./catalogues/hi.ts'),
  it: () => import('./catalogues/it.ts'),
  ja: () => import('./catalogues/ja.ts'),
  ko: () => import('./catalogues/ko.ts'),
  nl: () => import('./catalogues/nl.ts'),
  pt: () => import('./catalogues/pt.ts'),
  ru: () => import('./catalogues/ru.ts'),
  tr: () => import('./catalogues/tr.ts'),
};

let settled = false;
let started = false;
const viewers = listeners();

function settle(): void {
  settled = true;
  viewers.tell();
}

async function load(language: Exclude<Language, 'en'>): Promise<void> {
  try {
    const { default: catalogue } = await LOADERS[language]();
    applyCatalogue(language, catalogue);
    document.documentElement.lang = language;
  } catch (error) {
    // Offline before the catalogue was ever fetched: English keeps the app usable.
    console.warn(`The ${language} translation could not be loaded`, error);
  }
  settle();
}

/** Picks the browser's language (as the chat UI does) and loads its catalogue if needed. */
export function startLanguage(): void {
  if (started) return;
  started = true;
  const language = languageFor(navigator.languages);
  if (language === 'en') settle();
  else void load(language);
}

export function languageSettled(): boolean {
  return settled;
}

export function onLanguageSettled(notify: () => void): () => void {
  return viewers.add(notify);
}
