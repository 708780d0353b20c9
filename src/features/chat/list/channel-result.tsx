/**
 * A conversation found by the search (an item of the SDK's search results), drawn as the list
 * draws it (channel-row.tsx): the same row, following the conversation, and opened the same way,
 * through its address.
 */
import type { Channel } from 'stream-chat';
import { useChatContext } from 'stream-chat-react';
import { ChannelRow } from './channel-row.tsx';
import { listWordsLoaded } from './list-words.ts';
import { openConversation } from './open-conversation.ts';
import { useMutes } from '../use-mutes.ts';

export function ChannelResult({ item }: { item: Channel }) {
  const { channel: open } = useChatContext('ChannelResult');
  const mutes = useMutes();
  // Loaded with the list, which the search replaces.
  const words = listWordsLoaded();
  if (!words) return null;
  return (
    <ChannelRow
      channel={item}
      active={item.cid === open?.cid}
      words={words}
      mutes={mutes}
      onOpen={openConversation}
    />
  );
}
