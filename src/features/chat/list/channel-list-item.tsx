/**
 * The conversation list's item (also a conversation or a message among search results), with what
 * it says of the last message fixed in two ways:
 * - the words without Markdown syntax: stream-chat-react 14 shows the raw text there
 *   ("**Release** is _Friday_");
 * - a message from someone the reader has muted says so instead of its text and attachments,
 *   as the conversation itself does (muted-message.tsx).
 *
 * The row is the SDK's ChannelListItemUI's markup and classes, named by what it shows: the SDK
 * names it with an aria-label of other words ("Room. 2 unread messages. Last message from…"),
 * which leaves out the time and the count it shows, so speech input users cannot say what they
 * see (WCAG 2.5.3, axe's label-content-name-mismatch). Here the words only a screen reader needs
 * (the unread count's meaning, that the row is open, how the last message was delivered) are
 * hidden text beside what shows, in the SDK's own translations.
 */
import { memo, useMemo, useRef, type MouseEvent } from 'react';
import {
  Badge,
  ChannelAvatar,
  ChannelListItemActionButtons,
  ChannelListItemTimestamp,
  SummarizedMessagePreview,
  defaultChannelListItemLabelParts,
  useChatContext,
  useComponentContext,
  useComponentContextIcons,
  useInteractionAnnouncements,
  useTranslationContext,
  type ChannelListItemLabelData,
  type ChannelListItemUIProps,
} from 'stream-chat-react';
import { Spoken } from '../spoken.tsx';
import { stripMarkdownToText } from '../../../ui/markdown/preview-text.tsx';
import { useMutes } from '../use-mutes.ts';
import { muteHiding } from '../muted-author.ts';
import { t } from '../../../lib/i18n/translate.ts';

const ChannelListItemRow = memo(function ChannelListItemRow(props: ChannelListItemUIProps) {
  const {
    active,
    channel,
    className,
    displayImage,
    displayTitle,
    groupChannelDisplayInfo,
    lastMessage,
    messageDeliveryStatus,
    muted,
    onSelect,
    pinned,
    setActiveChannel,
    unread,
    watchers,
  } = props;
  const {
    Avatar = ChannelAvatar,
    ChannelListItemActionButtons: ActionButtons = ChannelListItemActionButtons,
  } = useComponentContext('ChannelListItem');
  const { IconMute, IconPin } = useComponentContextIcons();
  const { client } = useChatContext('ChannelListItem');
  const { t: sdkT, tDateTimeParser, userLanguage } = useTranslationContext('ChannelListItem');
  const { announceInteraction } = useInteractionAnnouncements();
  const button = useRef<HTMLButtonElement>(null);
  const unreadCount = typeof unread === 'number' && unread > 0 ? unread : 0;
  // What the SDK's label parts read, for the hidden words it would have said.
  const said: ChannelListItemLabelData = {
    active,
    channel,
    client,
    displayTitle,
    latestMessage: lastMessage,
    messageDeliveryStatus,
    t: sdkT,
    tDateTimeParser,
    unreadCount,
    userLanguage,
  };
  const parts = defaultChannelListItemLabelParts;
  const avatarName =
    displayTitle || channel.state.messages[channel.state.messages.length - 1]?.user?.id;

  const select = (event: MouseEvent<HTMLButtonElement>) => {
    if (onSelect) onSelect(event);
    else if (setActiveChannel) {
      setActiveChannel(channel, watchers);
      if (!active && displayTitle) announceInteraction('channel.opened', { name: displayTitle });
    }
    button.current?.blur();
  };

  const classes = [
    'str-chat__channel-list-item',
    muted ? 'str-chat__channel-list-item--muted' : '',
    pinned ? 'str-chat__channel-list-item--pinned' : '',
    unreadCount > 0 ? 'str-chat__channel-list-item--unread' : '',
    className ?? '',
  ];
  return (
    <div className="str-chat__channel-list-item-container">
      <button
        ref={button}
        type="button"
        role="option"
        aria-selected={active || undefined}
        className={classes.filter(Boolean).join(' ')}
        data-testid="channel-list-item-button"
        onClick={select}
      >
        <Avatar
          aria-hidden="true"
          displayMembers={groupChannelDisplayInfo?.members}
          imageUrl={displayImage}
          size="xl"
          userName={avatarName}
        />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title">
              <span>{displayTitle || 'N/A'}</span>
              <Spoken words={parts.active(said)} />
              {pinned ? <IconPin /> : null}
              {muted ? <IconMute /> : null}
            </div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              <ChannelListItemTimestamp lastMessage={lastMessage} />
              {unreadCount > 0 ? (
                <>
                  <Badge aria-hidden="true" data-testid="unread-badge" size="md" variant="primary">
                    {unreadCount}
                  </Badge>
                  <Spoken words={parts.unreadCount(said)} />
                </>
              ) : null}
            </div>
          </div>
          <SummarizedMessagePreview
            latestMessage={lastMessage}
            messageDeliveryStatus={messageDeliveryStatus}
            participantCount={channel.data?.member_count}
          />
          <Spoken words={parts.deliveryStatus(said)} />
        </div>
      </button>
      <ActionButtons />
    </div>
  );
});

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
  return <ChannelListItemRow {...props} lastMessage={shown} />;
}
