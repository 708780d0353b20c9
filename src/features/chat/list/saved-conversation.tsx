/**
 * A conversation opened from the list before the chat's own conversation view is there: its
 * messages as the device saved them, drawn with the SDK's message list classes, readable at once;
 * the SDK's view (with its composer) takes its place as soon as it is ready. Links stay words
 * here: the SDK's view draws them through its safe anchor.
 */
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ElementType,
  type ReactNode,
} from 'react';
import type { MessageResponse } from 'stream-chat';
import type { SavedConversation } from '../../../core/device-copy/lists/saved-list.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { navigate } from '../../../lib/router.ts';
import { markdownToReact } from '../../../ui/markdown/markdown-to-react.ts';
import { BackButton } from '../back-button.tsx';
import { useColorScheme } from '../use-color-scheme.ts';
import { setSavedReading } from './saved-reading.ts';
import { Avatar } from './conversation-row.tsx';
import type { ListRow } from './list-row.ts';
import type { ListWords } from './list-words.ts';

const AS_TEXT: Record<string, ElementType> = {
  a: ({ children }: { children?: ReactNode }) => <>{children}</>,
};

const dayOf = (at: string | undefined): string => (at ? new Date(at).toDateString() : '');

/** The SDK's date separator: "Today", "Yesterday", else the day. */
function DateSeparator({ at, words }: { at: string; words: ListWords }) {
  const day = new Date(at);
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  const label =
    dayOf(at) === new Date().toDateString()
      ? words.word('Today')
      : dayOf(at) === yesterday.toDateString()
        ? words.word('Yesterday')
        : day.toLocaleDateString(words.language, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          });
  return (
    <li>
      <div className="str-chat__date-separator">
        <div className="str-chat__date-separator-date">{label}</div>
      </div>
    </li>
  );
}

/** Two messages one after the other from the same person on the same day. */
const sameRun = (a: MessageResponse | undefined, b: MessageResponse | undefined): boolean =>
  !!a && !!b && a.user?.id === b.user?.id && dayOf(a.created_at) === dayOf(b.created_at);

/** What the conversation shows: no thread replies, nothing deleted. */
const shown = (message: MessageResponse): boolean =>
  (!message.parent_id || !!message.show_in_channel) &&
  message.type !== 'deleted' &&
  !message.deleted_at;

type Place = 'top' | 'middle' | 'bottom' | 'single';

function SavedMessage({
  message,
  mine,
  place,
  language,
}: {
  message: MessageResponse;
  mine: boolean;
  /** Its place in a run of one person's messages, by which the SDK's styles draw it. */
  place: Place;
  language: string;
}) {
  const lastOfRun = place === 'bottom' || place === 'single';
  const at = message.created_at ? new Date(message.created_at) : undefined;
  const who = message.user?.name || message.user?.id;
  const image = typeof message.user?.image === 'string' ? message.user.image : undefined;
  const classes = [
    'str-chat__message',
    'str-chat__message--regular',
    mine ? 'str-chat__message--me' : 'str-chat__message--other',
    mine ? 'str-chat__message--sent' : 'str-chat__message--received',
    message.text ? 'str-chat__message--has-text' : '',
    mine ? '' : 'str-chat__message--with-avatar',
  ];
  return (
    <li className={`str-chat__li str-chat__li--${place}`}>
      <div className={classes.filter(Boolean).join(' ')}>
        {!mine ? (
          lastOfRun ? (
            <Avatar view={{ name: who, imageUrl: image }} size="md" hidden />
          ) : (
            <div className="str-chat__avatar str-chat__avatar--size-md saved-message-gap" />
          )
        ) : null}
        <div className="str-chat__message-inner">
          <div className="str-chat__message-bubble">
            <div className="str-chat__message-text">
              {mine ? null : <span className="visually-hidden">{`${who ?? ''}: `}</span>}
              <div className="str-chat__message-text-inner">
                {markdownToReact(message.text ?? '', { renderers: AS_TEXT })}
              </div>
            </div>
          </div>
        </div>
        {lastOfRun && at && !Number.isNaN(at.getTime()) ? (
          <div className="str-chat__message-metadata">
            <time className="str-chat__message-metadata__timestamp" dateTime={at.toISOString()}>
              {at.toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' })}
            </time>
          </div>
        ) : null}
      </div>
    </li>
  );
}

interface SavedConversationProps {
  conversation: SavedConversation;
  row: ListRow;
  me: string;
  words: ListWords;
}

export function SavedConversationView({ conversation, row, me, words }: SavedConversationProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Each SDK root sets its colours anew: the theme goes on this one too.
  const theme = useColorScheme() === 'dark' ? 'str-chat__theme-dark' : 'str-chat__theme-light';
  const messages = useMemo(
    () => conversation.messages.map((kept) => kept.message).filter(shown),
    [conversation],
  );
  // Opens on the newest messages, as the SDK's list does.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);
  useEffect(() => () => setSavedReading(false), []);
  const followScroll = () => {
    const list = scroller.current;
    if (list) setSavedReading(list.scrollHeight - list.scrollTop - list.clientHeight > 2);
  };
  return (
    <div className={`str-chat ${theme} str-chat__channel saved-conversation`}>
      <div className="str-chat__container">
        <div className="str-chat__main-panel">
          <div className="channel-bar">
            <BackButton label={t('Back to conversations')} onClick={() => navigate('/')} />
            <div className="channel-bar-title">
              <div className="str-chat__channel-header">
                <div className="str-chat__channel-header__start" />
                <div className="str-chat__channel-header__data">
                  <div className="str-chat__channel-header__data__title">{row.title}</div>
                  <div className="str-chat__channel-header__data__subtitle" />
                </div>
                <div className="str-chat__channel-header__end">
                  {row.avatars[0] ? <Avatar view={row.avatars[0]} size="lg" hidden /> : null}
                </div>
              </div>
            </div>
          </div>
          <div className="str-chat__main-panel-inner str-chat__message-list-main-panel">
            <div className="str-chat__message-list" ref={scroller} onScroll={followScroll}>
              <div className="str-chat__message-list-scroll">
                <ul className="str-chat__ul">
                  {messages.map((message, index) => {
                    const before = messages[index - 1];
                    const newDay = dayOf(before?.created_at) !== dayOf(message.created_at);
                    const first = newDay || !sameRun(before, message);
                    const last = !sameRun(message, messages[index + 1]);
                    return (
                      <Fragment key={message.id}>
                        {newDay && message.created_at ? (
                          <DateSeparator at={message.created_at} words={words} />
                        ) : null}
                        <SavedMessage
                          message={message}
                          mine={message.user?.id === me}
                          place={
                            first && last ? 'single' : first ? 'top' : last ? 'bottom' : 'middle'
                          }
                          language={words.language}
                        />
                      </Fragment>
                    );
                  })}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
