/**
 * The conversation list's listbox: its rows (conversation-row.tsx), what it says when empty or
 * when its first page failed, and "Load more" while the server has more. Arrow keys, Home and
 * End move between the rows and "Load more"; after "Load more", focus goes to the first row of
 * the new page once it shows. None of the SDK's code: the list at start draws with it too.
 */
import { Fragment, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ListWords } from './list-words.ts';
import { t } from '../../../lib/i18n/translate.ts';

const NAVIGABLE = '[role="option"], .conversation-list-more';

/**
 * Up, down, Home and End move focus between the rows and "Load more" (outside the listbox, which
 * may hold only options).
 */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const around = event.currentTarget.closest('.str-chat__channel-list-inner');
  const targets = Array.from(around?.querySelectorAll<HTMLElement>(NAVIGABLE) ?? []);
  const at = targets.indexOf(document.activeElement as HTMLElement);
  const last = targets.length - 1;
  const next = {
    ArrowDown: Math.min(at + 1, last),
    ArrowUp: Math.max(at - 1, 0),
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || targets.length === 0) return;
  event.preventDefault();
  targets[next]?.focus();
}

/** The rows in the list's order, each drawn by `row`, or what the list says when it has none. */
export function rowsOr<T extends { cid: string }>(
  items: readonly T[],
  empty: ReactNode,
  row: (item: T) => ReactNode,
): ReactNode {
  if (items.length === 0) return empty;
  return items.map((item) => <Fragment key={item.cid}>{row(item)}</Fragment>);
}

interface ConversationListProps {
  words: ListWords;
  /** The rows, or what the list says in their place (empty, failed). */
  children: ReactNode;
  /** Shown while the server has more conversations. */
  more?: { loading: boolean; load: () => void };
  /** The first page is still coming. */
  busy?: boolean;
  /** The first page failed: a way to ask again. */
  retry?: () => void;
}

export function ConversationList({ words, children, more, busy, retry }: ConversationListProps) {
  const listbox = useRef<HTMLDivElement>(null);
  /** The rows before "Load more" was pressed: the first one after them takes focus. */
  const before = useRef<Set<Element> | null>(null);

  useEffect(() => {
    const pressed = before.current;
    if (!pressed) return;
    const fresh = Array.from(
      listbox.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [],
    ).find((row) => !pressed.has(row));
    if (!fresh) return;
    before.current = null;
    fresh.focus();
  });

  const loadMore = () => {
    if (more?.loading) return;
    before.current = new Set(listbox.current?.querySelectorAll('[role="option"]') ?? []);
    more?.load();
  };

  return (
    <div className="str-chat__channel-list-inner">
      <div
        ref={listbox}
        aria-label={words.word('aria/Channel list')}
        className="str-chat__channel-list-inner__main"
        role="listbox"
        aria-busy={busy || undefined}
        onKeyDown={moveFocus}
      >
        {children}
      </div>
      {retry ? (
        <button type="button" className="button ghost small" onClick={retry}>
          {t('Try again')}
        </button>
      ) : null}
      {more ? (
        <button
          type="button"
          className="button ghost small conversation-list-more"
          aria-busy={more.loading || undefined}
          data-testid="load-more-button"
          onClick={loadMore}
          onKeyDown={moveFocus}
        >
          {words.word('Load more')}
        </button>
      ) : null}
    </div>
  );
}
