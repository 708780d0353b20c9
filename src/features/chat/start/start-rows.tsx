/**
 * The rows of the list at start: stream-chat-react's list item markup and classes (as
 * channel-list-item.tsx renders it), so the SDK's stylesheet draws them the same, and the SDK's
 * rows take their place with nothing on screen moving. A row is a button: a tap or Enter opens
 * its conversation from what the device saved; arrow keys move between rows as in the SDK's list.
 * Focus on a row when the SDK's rows replace these goes to the same conversation's row
 * (row-focus.ts).
 */
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { AvatarView, SavedRow } from './saved-rows.ts';
import type { StartWords } from './start-words.ts';
import { carryFocus, ROW_CID, useCarriedFocus } from './row-focus.ts';

function initialsOf(name: string | undefined): string {
  const found = Array.from((name ?? '').matchAll(/(\p{L})\p{L}+/gu));
  const first = found.at(0)?.[1] ?? '';
  return found.length > 1 ? `${first}${found.at(-1)?.[1] ?? ''}` : first;
}

export function Avatar({
  view,
  size,
  hidden,
  border,
}: {
  view: AvatarView;
  size: string;
  hidden?: boolean;
  border?: boolean;
}) {
  const initials =
    size === 'sm' || size === 'xs' ? initialsOf(view.name).charAt(0) : initialsOf(view.name);
  const letters =
    initials.length > 1 ? 'multiple-letters' : initials.length === 1 ? 'one-letter' : 'no-letters';
  return (
    <div
      className={`str-chat__avatar${border ? ' str-chat__avatar--with-border' : ''} str-chat__avatar--${letters} str-chat__avatar--size-${size}`}
      title={view.name}
      aria-hidden={hidden}
    >
      {view.imageUrl ? (
        <img alt={view.name ?? ''} className="str-chat__avatar-image" src={view.imageUrl} />
      ) : initials ? (
        <div className="str-chat__avatar-initials">{initials}</div>
      ) : null}
    </div>
  );
}

/** ChannelAvatar at the list's size: one picture, or a group's (two and a count past four). */
function RowAvatar({ avatars }: { avatars: AvatarView[] }) {
  const [only] = avatars;
  if (avatars.length < 2 || !only) {
    return <Avatar view={only ?? { name: undefined, imageUrl: undefined }} size="xl" hidden />;
  }
  const shown = avatars.length > 4 ? avatars.slice(0, 2) : avatars;
  const more = avatars.length - shown.length;
  return (
    <div aria-hidden="true" className="str-chat__avatar-group str-chat__avatar-group--size-xl">
      {shown.map((view, index) => (
        <Avatar key={index} view={view} size="md" />
      ))}
      {more > 0 ? (
        <div className="str-chat__badge str-chat__badge--variant-counter str-chat__avatar-group__count-badge">
          +{more}
        </div>
      ) : null}
    </div>
  );
}

interface RowProps {
  row: SavedRow;
  active: boolean;
  words: StartWords;
  onOpen: (cid: string) => void;
}

function StartRow({ row, active, words, onOpen }: RowProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const own = button.current;
    // Runs as the row leaves, while it still holds focus.
    return () => {
      if (own && own === document.activeElement) carryFocus(row.cid);
    };
  }, [row.cid]);
  useCarriedFocus(row.cid, button);
  const classes = [
    'str-chat__channel-list-item',
    row.unread > 0 ? 'str-chat__channel-list-item--unread' : '',
  ];
  const { preview } = row;
  return (
    <div className="str-chat__channel-list-item-container">
      <button
        ref={button}
        type="button"
        role="option"
        aria-selected={active || undefined}
        className={classes.filter(Boolean).join(' ')}
        data-testid="channel-list-item-button"
        {...{ [ROW_CID]: row.cid }}
        onClick={() => onOpen(row.cid)}
      >
        <RowAvatar avatars={row.avatars} />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title">
              <span>{row.title}</span>
              {active ? (
                <span className="visually-hidden">. {words.word('aria/Active')}</span>
              ) : null}
            </div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              {row.time ? (
                <time className="str-chat__channel-list-item-timestamp" dateTime={row.time.iso}>
                  {row.time.label}
                </time>
              ) : null}
              {row.unread > 0 ? (
                <>
                  <div
                    aria-hidden="true"
                    data-testid="unread-badge"
                    className="str-chat__badge str-chat__badge--variant-primary str-chat__badge--size-md"
                  >
                    {row.unread}
                  </div>
                  <span className="visually-hidden">
                    . {words.count('aria/{{ count }} unread message', row.unread)}
                  </span>
                </>
              ) : null}
            </div>
          </div>
          <div
            className={`str-chat__summarized-message-preview str-chat__summarized-message-preview--${preview.type}`}
          >
            {preview.sender ? (
              <span className="str-chat__summarized-message-preview__sender">
                {preview.sender}:
              </span>
            ) : null}
            <span className="str-chat__summarized-message-preview__text">{preview.text}</span>
          </div>
        </div>
      </button>
      <div className="str-chat__channel-list-item__action-buttons" />
    </div>
  );
}

/** Up, down, Home and End move focus between the rows, as in the SDK's listbox. */
export function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
  const at = rows.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'ArrowDown'
      ? Math.min(at + 1, rows.length - 1)
      : event.key === 'ArrowUp'
        ? Math.max(at - 1, 0)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? rows.length - 1
            : null;
  if (next === null || rows.length === 0) return;
  event.preventDefault();
  rows[next]?.focus();
}

interface StartRowsProps {
  rows: SavedRow[];
  activeCid: string | null;
  words: StartWords;
  onOpen: (cid: string) => void;
}

export function StartRows({ rows, activeCid, words, onOpen }: StartRowsProps) {
  return (
    <>
      {rows.map((row) => (
        <StartRow
          key={row.cid}
          row={row}
          active={row.cid === activeCid}
          words={words}
          onOpen={onOpen}
        />
      ))}
    </>
  );
}
