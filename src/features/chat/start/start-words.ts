/**
 * The SDK's own words for what the list at start shows (its header, search field and list name,
 * the rows' hidden words, the last message's summary) in the reader's language, from the same
 * catalogue the chat UI loads after it (chat-i18n.ts): nothing changes wording when the SDK's list
 * takes over. Only these keys, so the start loads no more than the one catalogue.
 */
import { languageFor, type Language } from '../../../lib/i18n/languages.ts';
import { SDK_CATALOGUES } from '../sdk-catalogues.ts';

const ENGLISH = {
  Chats: 'Chats',
  Search: 'Search',
  'aria/Channel list': 'Channel list',
  'aria/Active': 'Active',
  You: 'You',
  Today: 'Today',
  Yesterday: 'Yesterday',
  'Nothing yet...': 'Nothing yet...',
  'Message deleted': 'Message deleted',
  'Message failed to send': 'Message failed to send',
  Poll: 'Poll',
  Location: 'Location',
  'Empty message...': 'Empty message...',
  'aria/{{ count }} unread message_one': '{{ count }} unread message',
  'aria/{{ count }} unread message_other': '{{ count }} unread messages',
  imageCount_one: 'Image',
  imageCount_other: '{{ count }} images',
  videoCount_one: 'Video',
  videoCount_other: '{{ count }} videos',
  voiceMessageCount_one: 'Voice message',
  voiceMessageCount_other: '{{ count }} voice messages',
  fileCount_one: 'File',
  fileCount_other: '{{ count }} files',
  linkCount_one: 'Link',
  linkCount_other: '{{ count }} links',
  'Unsupported attachment': 'Unsupported attachment',
} as const;

type Key = keyof typeof ENGLISH;
/** A key with `_one`/`_other` forms, named without its suffix. */
type PluralOf<K> = K extends `${infer Base}_other` ? Base : never;
type PluralKey = PluralOf<Key>;

export interface StartWords {
  language: Language;
  word(key: Exclude<Key, `${string}_one` | `${string}_other`>): string;
  count(key: PluralKey, count: number): string;
}

export function startWords(
  language: Language,
  catalogue: Readonly<Record<string, string>>,
): StartWords {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string =>
    catalogue[key] ?? (ENGLISH as Record<string, string>)[key] ?? key;
  return {
    language,
    word: lookup,
    count(key, count) {
      const form = plurals.select(count);
      const words =
        catalogue[`${key}_${form}`] ?? lookup(`${key}_${form === 'one' ? 'one' : 'other'}`);
      return words.replace(/\{\{\s*count\s*\}\}/g, String(count));
    },
  };
}

/** The words for the browser's language; English where its catalogue cannot load (offline). */
export async function loadStartWords(): Promise<StartWords> {
  const language = languageFor(navigator.languages);
  if (language === 'en') return startWords('en', ENGLISH);
  try {
    return startWords(language, (await SDK_CATALOGUES[language]()).default);
  } catch {
    return startWords('en', ENGLISH);
  }
}
