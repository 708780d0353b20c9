/**
 * A row of the conversation list, drawn from its ListRow (list-row.ts) with none of the SDK's
 * code: the same markup whether the row's facts came from the device at start or from the chat
 * client later, so a row changes in place. The classes are stream-chat-react's list item's, so
 * the row sits among the SDK's screens with their look; list.css draws what the SDK's
 * stylesheet would, for the start before that stylesheet has loaded.
 *
 * The row is named by what it shows (title, time, count, last message), with the words only a
 * screen reader needs (the count's meaning, that it is open, how the last message went) as hidden
 * text beside them: speech input users can say what they see (WCAG 2.5.3).
 */
import { memo, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Spoken } from '../spoken.tsx';
import { carryFocus, ROW_CID, useCarriedFocus } from './row-focus.ts';
import type { AvatarView, DeliveryStatus, ListRow } from './list-row.ts';
import type { ListWords } from './list-words.ts';

function initialsOf(name: string | undefined): string {
  const found = Array.from((name ?? '').matchAll(/(\p{L})\p{L}+/gu));
  const first = found.at(0)?.[1] ?? '';
  return found.length > 1 ? `${first}${found.at(-1)?.[1] ?? ''}` : first;
}

export function Avatar({
  view,
  size,
  hidden,
}: {
  view: AvatarView;
  size: string;
  hidden?: boolean;
}) {
  const initials = size === 'md' ? initialsOf(view.name).charAt(0) : initialsOf(view.name);
  const letters =
    initials.length > 1 ? 'multiple-letters' : initials.length === 1 ? 'one-letter' : 'no-letters';
  return (
    <div
      aria-hidden={hidden}
      className={`str-chat__avatar str-chat__avatar--${letters} str-chat__avatar--size-${size}`}
    >
      {view.imageUrl ? (
        <img alt="" className="str-chat__avatar-image" src={view.imageUrl} />
      ) : initials ? (
        <div className="str-chat__avatar-initials">{initials}</div>
      ) : null}
    </div>
  );
}

/** One picture, or a group's: two and a count past four, as ChannelAvatar draws it. */
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

const ICON = { viewBox: '0 0 16 16', 'aria-hidden': true, className: 'conversation-row-icon' };
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function DeliveryIcon({ status }: { status: DeliveryStatus }) {
  return (
    <span
      className={`str-chat__summarized-message-preview__delivery-status str-chat__summarized-message-preview__delivery-status--${status}`}
    >
      <svg {...ICON}>
        {status === 'waiting' ? (
          // A clock, as the conversation marks a message not yet sent.
          <path {...STROKE} d="M8 2.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11M8 5v3l2 1.5" />
        ) : status === 'sent' ? (
          <path {...STROKE} d="M3.5 8.5 6.5 11.5 12.5 4.5" />
        ) : (
          <path {...STROKE} d="M1.5 8.5 4.5 11.5 10.5 4.5M7.5 11 8 11.5 14.5 4.5" />
        )}
      </svg>
    </span>
  );
}

function PinIcon() {
  return (
    <svg {...ICON}>
      <path {...STROKE} d="M6 2.5h4M7 2.5v4L4.5 9.5h7L9 6.5v-4M8 9.5v4" />
    </svg>
  );
}

function MuteIcon() {
  return (
    <svg {...ICON}>
      <path
        {...STROKE}
        d="M4 11.5h8.5l-1-1.5V7a3.5 3.5 0 0 0-6.1-2.3M4.5 6.5V10l-1 1.5M6.5 13.5h3M2.5 2.5l11 11"
      />
    </svg>
  );
}

const DELIVERY_WORDS = {
  waiting: 'Sending...',
  sent: 'aria/Sent',
  delivered: 'aria/Delivered',
  read: 'aria/Read',
} as const;

interface RowProps {
  row: ListRow;
  active: boolean;
  words: ListWords;
  onOpen: (cid: string, event: MouseEvent<HTMLButtonElement>) => void;
}

export const ConversationRow = memo(function ConversationRow({
  row,
  active,
  words,
  onOpen,
}: RowProps) {
  const classes = [
    'str-chat__channel-list-item',
    row.muted ? 'str-chat__channel-list-item--muted' : '',
    row.pinned ? 'str-chat__channel-list-item--pinned' : '',
    row.unread > 0 ? 'str-chat__channel-list-item--unread' : '',
  ];
  const { preview, delivery } = row;
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const own = button.current;
    // Runs as the row leaves, while it still holds focus.
    return () => {
      if (own && own === document.activeElement) carryFocus(row.cid);
    };
  }, [row.cid]);
  useCarriedFocus(row.cid, button);
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
        onClick={(event) => {
          onOpen(row.cid, event);
          // The opened conversation's region takes focus (conversation-focus.ts), and on a phone
          // the list is hidden then.
          button.current?.blur();
        }}
      >
        <RowAvatar avatars={row.avatars} />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title">
              <span>{row.title}</span>
              {active ? <Spoken words={words.word('aria/Active')} /> : null}
              {row.pinned ? <PinIcon /> : null}
              {row.muted ? <MuteIcon /> : null}
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
                  <Spoken words={words.count('aria/{{ count }} unread message', row.unread)} />
                </>
              ) : null}
            </div>
          </div>
          <div
            className={`str-chat__summarized-message-preview str-chat__summarized-message-preview--${preview.type}`}
          >
            {delivery && preview.type !== 'error' ? <DeliveryIcon status={delivery} /> : null}
            {preview.sender ? (
              <span className="str-chat__summarized-message-preview__sender">
                {preview.sender}:
              </span>
            ) : null}
            <span className="str-chat__summarized-message-preview__text">{preview.text}</span>
          </div>
          {delivery ? (
            <Spoken
              words={words.word('aria/Delivery status: {{ deliveryStatus }}', {
                deliveryStatus: words.word(DELIVERY_WORDS[delivery]),
              })}
            />
          ) : null}
        </div>
      </button>
    </div>
  );
});
