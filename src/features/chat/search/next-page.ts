/**
 * The next page of a search source's results, asked for at once. The SDK's result list asks
 * through `search()`, whose debounce keeps only its latest call: when the words typed changed
 * while the previous results reached the bottom of the list (a short list does at once), the ask
 * for their next page replaced the new words' search, which then never ran, and the previous
 * results stayed under the new words. A page asked for while a new search waits is dropped
 * when that search starts.
 */
import type { SearchSource, SearchSourceSync } from 'stream-chat';

type AnySource = SearchSource | SearchSourceSync;

export function nextPage(source: AnySource): () => void {
  // Every stream-chat source has it (its base class); the interfaces leave it out.
  const { executeQuery } = source as AnySource & { executeQuery(): unknown };
  return () => void executeQuery.call(source);
}
