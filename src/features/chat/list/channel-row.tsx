/**
 * A row of the conversation list following its conversation in the chat client: drawn again on
 * each event that may change what it shows (what the SDK's list item listens to: messages new,
 * changed or deleted, reads, receipts, the conversation's name, members and mute). Until the
 * client has the conversation, the row as the device saved it; the same component either way,
 * so the saved row changes in place. Search results draw their conversations with it too.
 */
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { Channel, Mute } from 'stream-chat';
import { chatClient } from '../../../core/chat/chat-client.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { channelFacts } from './channel-facts.ts';
import { ConversationRow } from './conversation-row.tsx';
import { rowOf, type ListRow } from './list-row.ts';
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

export interface ChannelRowProps {
  /** The conversation, or until the client has it, its row as the device saved it. */
  channel: Channel | ListRow;
  active: boolean;
  words: ListWords;
  mutes: readonly Mute[];
  onOpen: (cid: string, event: MouseEvent<HTMLButtonElement>) => void;
}

/** A row, the same component whichever it is drawn from, so the saved one changes in place. */
export function ChannelRow({ channel: from, active, words, mutes, onOpen }: ChannelRowProps) {
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
