/**
 * The conversation list's item, with what it says of the last message fixed in two ways (its
 * preview line and its accessible name both read `lastMessage`):
 * - the words without Markdown syntax: stream-chat-react 14 shows the raw text there
 *   ("**Release** is _Friday_");
 * - a message from someone the reader has muted says so instead of its text and attachments,
 *   as the conversation itself does (muted-message.tsx).
 */
import { useMemo } from 'react';
import { ChannelListItemUI, useChatContext, type ChannelListItemUIProps } from 'stream-chat-react';
import { stripMarkdownToText } from './markdown/preview-text.tsx';
import { useMutes } from './use-mutes.ts';
import { muteHiding } from './muted-author.ts';
import { t } from '../../lib/i18n/translate.ts';

export function ChannelListItem(props: ChannelListItemUIProps) {
  const { lastMessage } = props;
  const { client } = useChatContext('ChannelListItem');
  const mutes = useMutes();
  const muted = !!lastMessage && !!muteHiding(lastMessage, mutes, client.userID);
  const shown = useMemo(() => {
    if (!lastMessage) return lastMessage;
    if (muted) return { ...lastMessage, text: t('Message from a muted user'), attachments: [] };
    if (!lastMessage.text) return lastMessage;
    return { ...lastMessage, text: stripMarkdownToText(lastMessage.text) };
  }, [lastMessage, muted]);
  return <ChannelListItemUI {...props} lastMessage={shown} />;
}
