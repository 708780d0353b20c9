/**
 * A message found by the search, as a list option: the conversation it is in, who wrote it and
 * its text (the SDK's own result shows the conversation's latest message instead), and, for a
 * reply, that it is in a thread. Choosing it opens the conversation at that message, or the
 * thread of a reply, through the address: so it opens from the device when offline, as a link
 * does (route-sync.tsx).
 */
import { useCallback, useMemo } from 'react';
import { formatMessage, type MessageResponse } from 'stream-chat';
import {
  ChannelAvatar,
  ChannelListItemTimestamp,
  useChannelPreviewInfo,
  useChatContext,
} from 'stream-chat-react';
import { navigate } from '../../../lib/router.ts';
import { channelPath } from '../../../lib/routes.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { stripMarkdownToText } from '../../../ui/markdown/preview-text.tsx';

export function MessageResult({ item }: { item: MessageResponse }) {
  const { client, searchController } = useChatContext('MessageResult');
  const cid = item.cid ?? `${item.channel?.type ?? ''}:${item.channel?.id ?? ''}`;
  const [type = '', id = ''] = cid.split(':');
  const channel = useMemo(
    () => client.activeChannels[cid] ?? client.channel(type, id),
    [client, cid, type, id],
  );
  const { displayImage, displayTitle, groupChannelDisplayInfo } = useChannelPreviewInfo({
    channel,
  });
  const threadId = item.parent_id && !item.show_in_channel ? item.parent_id : undefined;
  const author = item.user?.name || item.user?.id;
  const shown = useMemo(() => formatMessage(item), [item]);

  const open = useCallback(async () => {
    if (threadId) {
      navigate(channelPath(type, id, threadId));
      return;
    }
    // In the conversation's state when kept; the server's page around it when online. Offline
    // and not kept, the conversation still opens.
    await channel.state.loadMessageIntoState(item.id, undefined, 25).catch(() => undefined);
    searchController._internalState.partialNext({ focusedMessage: item });
    navigate(channelPath(type, id));
  }, [channel, item, searchController, threadId, type, id]);

  return (
    <div className="str-chat__channel-list-item-container">
      <button
        type="button"
        role="option"
        aria-selected="false"
        className="str-chat__channel-list-item str-chat__search-result search-message-result"
        data-testid="search-result-message"
        onClick={() => void open()}
      >
        <ChannelAvatar
          aria-hidden="true"
          displayMembers={groupChannelDisplayInfo?.members}
          imageUrl={displayImage}
          size="xl"
          userName={displayTitle || author}
        />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title">
              <span>{displayTitle || cid}</span>
            </div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              <ChannelListItemTimestamp lastMessage={shown} />
            </div>
          </div>
          <div className="search-message-result-text">
            {author ? <span className="search-message-result-author">{author}: </span> : null}
            {stripMarkdownToText(item.text ?? '')}
          </div>
          {threadId ? (
            <div className="search-message-result-thread">{t('Reply in a thread')}</div>
          ) : null}
        </div>
      </button>
    </div>
  );
}
