/**
 * Chinese and Japanese found through an index instead of by reading every message: for each
 * character of those scripts, the messages it is in. A query's characters then name the few
 * messages that hold all of them; a message that holds the query holds those, so nothing is
 * missed, and the caller checks the few for the query itself (search-text.ts's substringTest).
 *
 * Characters rather than pairs of neighbours (bigrams): pairs name fewer messages, but a text
 * has about twice as many, and over messages all in these scripts their index took twice as long
 * to build and a quarter more memory, for queries about as fast (measured beside this one with
 * bench/local-search.bench.ts's texts); the substring check of the messages named is cheap.
 *
 * Runs are taken by script extension, so the marks written inside those scripts (ー, 々, 、)
 * count as theirs. Texts and queries come folded (foldText), so full-width and half-width forms
 * meet. Messages are numbered in the order they come, so each character's list stays sorted.
 */

const RUN = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;

/** The code points of the text's runs in those scripts, each once. */
function charsOf(folded: string): Set<number> {
  const chars = new Set<number>();
  for (const [run] of folded.matchAll(RUN)) {
    for (const char of run) chars.add(char.codePointAt(0) as number);
  }
  return chars;
}

/** Where `doc` is in the sorted list, or -1. */
function find(list: readonly number[], doc: number): number {
  let [low, high] = [0, list.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle] as number;
    if (at === doc) return middle;
    if (at < doc) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The numbers in every one of the sorted lists, read side by side from the shortest. */
function inAll(lists: number[][]): number[] {
  lists.sort((a, b) => a.length - b.length);
  let found = lists[0] ?? [];
  for (const other of lists.slice(1)) {
    const both: number[] = [];
    let j = 0;
    for (const doc of found) {
      while (j < other.length && (other[j] as number) < doc) j++;
      if (other[j] === doc) both.push(doc);
    }
    found = both;
  }
  return found;
}

export class CjkChars {
  /** For each character, the numbers of the messages it is in, ascending. */
  private readonly lists = new Map<number, number[]>();
  private readonly numbers = new Map<string, number>();
  private readonly ids = new Map<number, string>();
  private next = 0;

  add(id: string, folded: string): void {
    const chars = charsOf(folded);
    if (chars.size === 0) return;
    const doc = this.next++;
    this.numbers.set(id, doc);
    this.ids.set(doc, id);
    for (const char of chars) {
      const list = this.lists.get(char);
      if (list) list.push(doc);
      else this.lists.set(char, [doc]);
    }
  }

  /** Takes out what `add` put in for the same text. */
  remove(id: string, folded: string): void {
    const doc = this.numbers.get(id);
    if (doc === undefined) return;
    this.numbers.delete(id);
    this.ids.delete(doc);
    for (const char of charsOf(folded)) {
      const list = this.lists.get(char);
      const at = list ? find(list, doc) : -1;
      if (at < 0) continue;
      list?.splice(at, 1);
      if (list?.length === 0) this.lists.delete(char);
    }
  }

  /**
   * The messages that may hold the query, in the order they came: every one that does, and few
   * others. A query with no character of those scripts has none (search-text.ts's
   * needsSubstring sends only queries with one).
   */
  candidates(foldedQuery: string): string[] {
    const lists: number[][] = [];
    for (const char of charsOf(foldedQuery)) {
      const list = this.lists.get(char);
      if (!list) return [];
      lists.push(list);
    }
    return inAll(lists).map((doc) => this.ids.get(doc) as string);
  }
}
