/**
 * The conversation list's words (the list's name, the rows' hidden words, the last message's
 * summary) in the reader's language: stream-chat-react's own, from the same catalogue the chat
 * UI loads (chat-i18n.ts), so the list says what the conversation and the search say, and can
 * say it before any of the SDK's code has loaded.
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
  'aria/Delivery status: {{ deliveryStatus }}': 'Delivery status: {{ deliveryStatus }}',
  'Sending...': 'Sending...',
  'aria/Sent': 'Sent',
  'aria/Delivered': 'Delivered',
  'aria/Read': 'Read',
  'Load more': 'Load more',
  'Failed to load channels': 'Failed to load channels',
  'No conversations yet': 'No conversations yet',
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

export interface ListWords {
  language: Language;
  word(
    key: Exclude<Key, `${string}_one` | `${string}_other`>,
    values?: Record<string, string>,
  ): string;
  count(key: PluralKey, count: number): string;
}

export function listWords(
  language: Language,
  catalogue: Readonly<Record<string, string>>,
): ListWords {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string =>
    catalogue[key] ?? (ENGLISH as Record<string, string>)[key] ?? key;
  return {
    language,
    word: (key, values = {}) =>
      lookup(key).replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => values[name] ?? all),
    count(key, count) {
      const form = plurals.select(count);
      const words =
        catalogue[`${key}_${form}`] ?? lookup(`${key}_${form === 'one' ? 'one' : 'other'}`);
      return words.replace(/\{\{\s*count\s*\}\}/g, String(count));
    },
  };
}

async function load(): Promise<ListWords> {
  const language = languageFor(navigator.languages);
  if (language === 'en') return listWords('en', ENGLISH);
  try {
    return listWords(language, (await SDK_CATALOGUES[language]()).default);
  } catch {
    return listWords('en', ENGLISH);
  }
}

let loading: Promise<ListWords> | undefined;
let loaded: ListWords | undefined;

/**
 * The words for the browser's language, loaded once a page; English where its catalogue cannot
 * load (offline).
 */
export function loadListWords(): Promise<ListWords> {
  loading ??= load().then((words) => (loaded = words));
  return loading;
}

/** The words once loaded (undefined before). */
export const listWordsLoaded = (): ListWords | undefined => loaded;
