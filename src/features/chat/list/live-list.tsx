/**
 * The conversation list once the chat client is there: its conversations from
 * list-channels.ts, each row following its own conversation (channel-row.tsx), drawn by the same
 * rows as the list at start.
 */
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import type { Channel } from 'stream-chat';
import { chatClient } from '../../../core/chat/chat-client.ts';
import { useMutes } from '../use-mutes.ts';
import { ChannelRow } from './channel-row.tsx';
import { ConversationList, rowsOr } from './conversation-list.tsx';
import { useListChannels } from './channels/list-channels.ts';
import type { ListRow } from './list-row.ts';
import { savedRows } from './saved-facts.ts';
import { savedStartOf } from './saved-start.ts';
import type { ListWords } from './list-words.ts';

interface LiveListProps {
  archived: boolean;
  activeCid: string | null;
  words: ListWords;
  /** What the list says when it has no conversations. */
  empty: ReactNode;
  onOpen: (cid: string, event: MouseEvent<HTMLButtonElement>) => void;
}

export function LiveList({ archived, activeCid, words, empty, onOpen }: LiveListProps) {
  const { view, loadMore, retry } = useListChannels(archived);
  const mutes = useMutes();
  const { channels, initialized, error } = view;
  const failed = error && channels.length === 0;
  // The list at start's rows, while the client reads the same conversations from the device.
  const start = archived ? undefined : savedStartOf(chatClient.userID ?? '');
  const startRows = useMemo(() => (start ? savedRows(start) : []), [start]);
  const shown: (Channel | ListRow)[] = channels.length === 0 && !initialized ? startRows : channels;
  return (
    <ConversationList
      words={words}
      busy={view.busy}
      more={view.hasNext ? { loading: view.loadingNext, load: loadMore } : undefined}
      retry={failed ? retry : undefined}
    >
      {failed ? (
        <div
          className="str-chat__channel-list-empty"
          role="option"
          aria-selected="false"
          aria-disabled="true"
        >
          <p>{words.word('Failed to load channels')}</p>
        </div>
      ) : (
        rowsOr(shown, initialized ? empty : null, (channel) => (
          <ChannelRow
            channel={channel}
            active={channel.cid === activeCid}
            words={words}
            mutes={mutes}
            onOpen={onOpen}
          />
        ))
      )}
    </ConversationList>
  );
}
