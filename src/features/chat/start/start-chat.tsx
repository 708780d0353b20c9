/**
 * The chat screen at start, before any of the SDK's code has loaded: the conversation list and,
 * when one is open, its saved messages, from the device's read at boot
 * (core/device-copy/saved-start.ts). The chat page takes over with the same rows in its list
 * while the SDK's list loads (chat-page.tsx's `startRows`), so nothing on screen changes until
 * the SDK's own rows, drawn the same, take their place.
 */
import { useMemo, type ReactNode } from 'react';
import 'stream-chat-react/dist/css/index.css';
import '../chat.css';
import type { SavedStart } from '../../../core/device-copy/saved-start.ts';
import { CONVERSATION_REGION } from '../../../lib/focus-target.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { navigate } from '../../../lib/router.ts';
import { channelPath } from '../../../lib/routes.ts';
import { EmptyChannel } from '../list-tools.tsx';
import { useChatTheme } from '../use-color-scheme.ts';
import { savedRow, type SavedRow } from './saved-rows.ts';
import { SavedConversationView } from './saved-conversation.tsx';
import { StartList } from './start-list.tsx';
import { StartRows } from './start-rows.tsx';
import type { StartWords } from './start-words.ts';

type Channel = { type: string; id: string };

function open(cid: string): void {
  const [type = '', id = ''] = cid.split(':');
  navigate(channelPath(type, id));
}

const keyOf = (channel: Channel | undefined) => (channel ? `${channel.type}:${channel.id}` : null);

function useRows(saved: SavedStart, words: StartWords): SavedRow[] {
  return useMemo(() => {
    const now = new Date();
    return saved.conversations.map((conversation) =>
      savedRow(conversation, saved.userId, now, words),
    );
  }, [saved, words]);
}

interface StartProps {
  saved: SavedStart;
  words: StartWords;
  channel?: Channel;
}

/** The rows alone, for the chat page's list while the SDK's list loads. */
export function StartListRows({ saved, words, channel }: StartProps) {
  const rows = useRows(saved, words);
  return <StartRows rows={rows} activeCid={keyOf(channel)} words={words} onOpen={open} />;
}

/** The open conversation's saved messages, or nothing when the device has none of it. */
export function StartConversation({ saved, words, channel }: StartProps) {
  const rows = useRows(saved, words);
  const theme = useChatTheme();
  const key = keyOf(channel);
  const conversation = saved.conversations.find(({ saved: kept }) => kept.cid === key);
  const row = rows.find((candidate) => candidate.cid === key);
  if (!conversation || !row) return null;
  return (
    <SavedConversationView
      conversation={conversation}
      row={row}
      me={saved.userId}
      theme={theme}
      words={words}
    />
  );
}

interface StartChatProps extends StartProps {
  start?: 'new-conversation';
  tools?: ReactNode;
}

export function StartChat({ saved, words, channel, start, tools }: StartChatProps) {
  const rows = useRows(saved, words);
  const theme = useChatTheme();
  return (
    <div className={`chat-layout${channel ? ' chat-layout-open' : ''}`}>
      <div className={`str-chat ${theme} str-chat__chat-view`}>
        <div className="str-chat__chat-view__channels">
          <StartList
            rows={rows}
            activeCid={keyOf(channel)}
            words={words}
            theme={theme}
            start={start}
            tools={tools}
            onOpen={open}
          />
          <section
            id={CONVERSATION_REGION}
            className="chat-channel focus-region"
            aria-label={t('Conversation')}
          >
            {channel ? (
              <StartConversation saved={saved} words={words} channel={channel} />
            ) : (
              <EmptyChannel />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
