/**
 * A full-text index of messages kept in memory: words found whole, by their start or with a
 * small typo (one letter off from four letters, two from eight), all words of the query
 * required, accents and case ignored for Latin scripts (search-text.ts); Chinese and Japanese
 * queries by substring, answered from an index of their characters (cjk-chars.ts)
 * rather than by reading every message. Ranked by relevance, then newest first among results of about the same
 * relevance.
 *
 * MiniSearch (7.x, about 7 KB gzipped, no dependencies, typed, maintained since 2018) does the
 * word index: its prefix and fuzzy search over a radix tree, BM25 ranking, and `discard` for
 * removals are what this needs. FlexSearch is faster on very large corpora but larger, its fuzzy
 * matching is phonetic presets rather than edit distance, and its 0.8 typings were unsettled;
 * Orama is several times larger (a whole search engine with vectors); neither gains anything at
 * the device copy's size (bench/local-search.bench.ts: milliseconds at 25,000 messages).
 */
import MiniSearch from 'minisearch';
import type { MessageResponse } from 'stream-chat';
import { CjkChars } from './cjk-chars.ts';
import { foldText, needsSubstring, substringTest, words } from './search-text.ts';

export interface IndexedMessage {
  id: string;
  cid: string;
  createdAt: string;
  authorId: string | undefined;
  /** The text as searches compare it, for the substring search. */
  folded: string;
  message: MessageResponse;
}

/** Deleted, failed or system messages are never found. */
export function isSearchable(message: MessageResponse): boolean {
  if (!message.id || !message.cid || !message.text) return false;
  if (message.type !== 'regular' && message.type !== 'reply') return false;
  return !message.deleted_at;
}

const fuzziness = (term: string): number | false =>
  term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;

/** How many bands of relevance results are sorted by, newest first within one. */
const BANDS = 5;

export class MessageIndex {
  private readonly words = new MiniSearch<{ id: string; text: string }>({
    fields: ['text'],
    tokenize: (text) => words(text),
    // Already folded by `tokenize`.
    processTerm: (term) => term,
    searchOptions: { prefix: true, fuzzy: fuzziness, combineWith: 'AND' },
  });
  private readonly chars = new CjkChars();
  private readonly entries = new Map<string, IndexedMessage>();

  get size(): number {
    return this.entries.size;
  }

  /** Adds or replaces a message; one that can no longer be found leaves. */
  put(message: MessageResponse): void {
    this.remove(message.id);
    const cid = message.cid;
    if (!cid || !isSearchable(message)) return;
    const text = message.text ?? '';
    const folded = foldText(text);
    this.entries.set(message.id, {
      id: message.id,
      cid,
      createdAt: message.created_at ?? '',
      authorId: message.user?.id,
      folded,
      message,
    });
    this.words.add({ id: message.id, text });
    this.chars.add(message.id, folded);
  }

  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.words.discard(id);
    this.chars.remove(id, entry.folded);
  }

  /** A conversation's messages leave: all of them, or those up to its truncation. */
  removeChannel(cid: string, truncatedAt?: string): void {
    for (const entry of [...this.entries.values()]) {
      if (entry.cid === cid && (!truncatedAt || entry.createdAt <= truncatedAt)) {
        this.remove(entry.id);
      }
    }
  }

  /** The messages found, best first, without those `hidden` says never to show. */
  search(
    query: string,
    hidden: (entry: IndexedMessage) => boolean = () => false,
  ): IndexedMessage[] {
    if (query.trim() === '') return [];
    if (needsSubstring(query)) {
      const within = substringTest(query);
      const found: IndexedMessage[] = [];
      for (const id of this.chars.candidates(foldText(query))) {
        const entry = this.entries.get(id);
        if (entry && within(entry.folded) && !hidden(entry)) found.push(entry);
      }
      return found.sort(newestFirst);
    }
    const results = this.words.search(query);
    const top = results[0]?.score ?? 0;
    const ranked: { entry: IndexedMessage; band: number }[] = [];
    for (const result of results) {
      const entry = this.entries.get(result.id as string);
      if (!entry || hidden(entry)) continue;
      ranked.push({ entry, band: Math.min(BANDS - 1, Math.floor((result.score / top) * BANDS)) });
    }
    ranked.sort((a, b) => b.band - a.band || newestFirst(a.entry, b.entry));
    return ranked.map(({ entry }) => entry);
  }
}

/**
 * ISO times in one format order as their characters do; `localeCompare` (collation) took most of
 * the time of a search that finds thousands.
 */
const newestFirst = (a: IndexedMessage, b: IndexedMessage): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
