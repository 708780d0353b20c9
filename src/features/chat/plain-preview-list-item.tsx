/**
 * The conversation list's item with its last message's words shown without Markdown syntax:
 * stream-chat-react 14 shows the message's raw text there ("**Release** is _Friday_"), while its
 * accessible name already reads the words (the SDK's stripMarkdownToText, Parley's in the build).
 */
import { useMemo } from 'react';
import { ChannelListItemUI, type ChannelListItemUIProps } from 'stream-chat-react';
import { stripMarkdownToText } from './markdown/preview-text.tsx';

export function PlainPreviewListItem(props: ChannelListItemUIProps) {
  const { lastMessage } = props;
  const plain = useMemo(
    () =>
      lastMessage?.text
        ? { ...lastMessage, text: stripMarkdownToText(lastMessage.text) }
        : lastMessage,
    [lastMessage],
  );
  return <ChannelListItemUI {...props} lastMessage={plain} />;
}
