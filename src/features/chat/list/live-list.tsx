/**
 * The conversation list once the chat client is there: its conversations from
 * list-channels.ts, each row following its own conversation's events (what the SDK's list item
 * listens to: messages new, changed or deleted, reads, receipts, the conversation's name, members
 * and mute), drawn by the same rows as the list at start.
 */
import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type { Channel, Mute } from 'stream-chat';
import { chatClient } from '../../../core/chat/chat-client.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { useMutes } from '../use-mutes.ts';
import { channelFacts } from './channel-facts.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationRow } from './conversation-row.tsx';
import { useListChannels } from './list-channels.ts';
import { rowOf, type ListRow } from './list-row.ts';
import { savedRows } from './saved-facts.ts';
import { savedStartOf } from './saved-start.ts';
import type { ListWords } from './list-words.ts';

/** Events that change nothing a row shows. */
const QUIET = new Set([
  'typing.start',
  'typing.stop',
  'health.check',
  'user.watching.start',
  'user.watching.stop',
]);

/** Bumped on each event that may change what the conversation's row shows. */
function useChannelChanges(channel: Channel | undefined): number {
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (!channel) return;
    const changed = () => setChanges((n) => n + 1);
    const subscriptions = [
      channel.on((event) => {
        if (!QUIET.has(event.type)) changed();
      }),
      chatClient.on('notification.mark_read', (event) => {
        if (!event.cid || event.cid === channel.cid) changed();
      }),
      chatClient.on('notification.channel_mutes_updated', changed),
      chatClient.on('user.messages.deleted', changed),
      chatClient.on('user.updated', changed),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [channel]);
  return changes;
}

interface ChannelRowProps {
  /** The conversation, or until the client has it, its row as the device saved it. */
  channel: Channel | ListRow;
  active: boolean;
  words: ListWords;
  mutes: readonly Mute[];
  onOpen: (cid: string, event: MouseEvent<HTMLButtonElement>) => void;
}

/** A row, the same component whichever it is drawn from, so the saved one changes in place. */
function ChannelRow({ channel: from, active, words, mutes, onOpen }: ChannelRowProps) {
  const channel = 'state' in from ? from : undefined;
  const changes = useChannelChanges(channel);
  const me = chatClient.userID ?? '';
  const row = useMemo(
    () =>
      !channel
        ? (from as ListRow)
        : rowOf(
            channelFacts(channel, me, mutes),
            me,
            new Date(),
            words,
            t('Message from a muted user'),
          ),
    // `changes` and `initialized` stand for the channel's state, which changes in place (a
    // conversation can join the list before its watch has answered, and the answer sends no event).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [from, changes, channel?.initialized, me, mutes, words],
  );
  return <ConversationRow row={row} active={active} words={words} onOpen={onOpen} />;
}

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
      ) : initialized && channels.length === 0 ? (
        empty
      ) : (
        shown.map((channel) => (
          <ChannelRow
            key={channel.cid}
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
