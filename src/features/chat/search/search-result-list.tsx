/**
 * One source's search results (conversations, people or messages) as a listbox of its options:
 * stream-chat-react's own list puts the results, each an option, in plain boxes, and an option
 * outside a listbox means nothing to a screen reader (WCAG 4.1.2, axe's aria-required-parent).
 * Otherwise the SDK's list: its items, its paging on scroll and its footer (which holds no option,
 * so it stays outside the listbox). A person found is named by what their result shows (their
 * name, when they were last active), not "Select User Channel: …", which leaves out the time it
 * shows (WCAG 2.5.3, axe's label-content-name-mismatch); messages found are list items of their own
 * (message-result.tsx), and the chat page draws conversations found as the list's rows. Results that came from this
 * device alone say so above them. The next page is asked for so that it never takes the place of
 * a search just typed (next-page.ts).
 */
import {
  DefaultSearchResultItems,
  InfiniteScrollPaginator,
  SearchSourceResultListFooter,
  useComponentContext,
  useSearchSourceResultsContext,
  useStateStore,
  useTranslationContext,
  type SearchSourceResultListProps,
} from 'stream-chat-react';
import { useMemo } from 'react';
import type { SearchSourceState } from 'stream-chat';
import { SdkWords, type Rewording } from '../sdk-words.tsx';
import { MessageResult } from './message-result.tsx';
import { DeviceResultsNote } from './device-results-note.tsx';
import { nextPage } from './next-page.ts';

const itemsOf = (state: SearchSourceState) => ({ items: state.items });

/** The SDK's result items, with messages found as list options of their own. */
export const SEARCH_RESULT_ITEMS = { ...DefaultSearchResultItems, messages: MessageResult };

// An empty aria-label gives no name: the content names the option.
const REWORD: Rewording = { 'aria/Select User Channel: {{ name }}': () => '' };

export function SearchResultList({
  loadMoreDebounceMs = 100,
  loadMoreThresholdPx = 80,
  SearchResultItems = SEARCH_RESULT_ITEMS,
}: SearchSourceResultListProps) {
  const { SearchSourceResultListFooter: Footer = SearchSourceResultListFooter } =
    useComponentContext('SearchResultList');
  const { t } = useTranslationContext('SearchResultList');
  const { searchSource } = useSearchSourceResultsContext();
  const { items } = useStateStore(searchSource.state, itemsOf);
  const loadNext = useMemo(() => nextPage(searchSource), [searchSource]);
  const SearchResultItem = SearchResultItems[searchSource.type];
  if (!SearchResultItem) return null;
  // The words of the source's filter button above the results ("channels", "users"…).
  const name = t(`search-results-header-filter-source-button-label--${searchSource.type}`);
  return (
    <div className="str-chat__search-source-result-list" data-testid="search-source-result-list">
      <DeviceResultsNote source={searchSource} />
      <InfiniteScrollPaginator
        loadNextDebounceMs={loadMoreDebounceMs}
        loadNextOnScrollToBottom={loadNext}
        threshold={loadMoreThresholdPx}
      >
        <div role="listbox" aria-label={name}>
          <SdkWords reword={REWORD}>
            {items?.map((item, i) => (
              <SearchResultItem
                item={item}
                key={`source-search-result-${searchSource.type}-${i}`}
              />
            ))}
          </SdkWords>
        </div>
        <Footer />
      </InfiniteScrollPaginator>
    </div>
  );
}
