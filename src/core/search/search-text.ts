/**
 * How words are compared when searching on the device: case folded, Latin letters without their
 * accents (`café` and `cafe`, `BRÛLÉE` and `brulee` are one word), full-width forms as their plain
 * ones. Accents are only dropped from Latin letters: in Japanese the same marks tell kana apart
 * (が is not か). Chinese and Japanese write no spaces between words, so a query in those scripts
 * is matched as a substring of the text rather than by words.
 */

const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

// Most messages are plain ASCII: they need no Unicode normalisation, the costly part.
const ASCII = /^[\u0020-\u007e\s]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

/** The text as searches compare it. */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(LATIN_MARKS, '$1').normalize('NFC').toLowerCase();
}

/** The words of a text, folded, in order (duplicates kept). */
export function words(text: string): string[] {
  const folded = foldText(text);
  return folded
    .split(ASCII.test(folded) ? ASCII_SEPARATORS : SEPARATORS)
    .filter((word) => word.length > 0);
}

/** Whether the query is in a script written without spaces, so found by substring. */
export const needsSubstring = (query: string): boolean => CJK.test(query);

/**
 * A test for texts already folded (`foldText`): every piece of the query, split at spaces, lies
 * within the text. Nothing passes an empty query.
 */
export function substringTest(query: string): (folded: string) => boolean {
  const pieces = foldText(query)
    .split(/\s+/u)
    .filter((piece) => piece.length > 0);
  return (folded) => pieces.length > 0 && pieces.every((piece) => folded.includes(piece));
}

/**
 * Whether a name (a conversation's, a person's) answers the query: each word of the query starts
 * a word of the names; in Chinese or Japanese, each piece lies within them.
 */
export function nameMatches(names: readonly string[], query: string): boolean {
  if (needsSubstring(query)) return substringTest(query)(foldText(names.join(' ')));
  const wanted = words(query);
  const have = names.flatMap(words);
  return wanted.length > 0 && wanted.every((word) => have.some((w) => w.startsWith(word)));
}
