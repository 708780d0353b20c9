/**
 * A row of the threads view's list: stream-chat-react's ThreadListItemUI markup and classes,
 * named by what it shows. The SDK names the row with an aria-label of other words ("Chat: Room.
 * 1 unread message. Thread: …") that leaves out the reply count and the time it shows, so speech
 * input users cannot say what they see (WCAG 2.5.3, axe's label-content-name-mismatch); its
 * avatars, each a role="button" with initials, would read as letters inside the name. Here the
 * avatars are hidden from assistive technology, and what only a screen reader needs (that the row
 * is open, the unread count's meaning) is hidden text beside what shows, in the SDK's words.
 */
import { useCallback, useEffect, useMemo } from 'react';
import {
  Avatar,
  AvatarStack,
  Badge,
  MessageTimestamp,
  SummarizedMessagePreview,
  defaultThreadListItemLabelParts,
  useChannelPreviewInfo,
  useChatContext,
  useInteractionAnnouncements,
  useStateStore,
  useThreadListItemContext,
  useThreadsViewContext,
  useTranslationContext,
  type ThreadListItemUIProps,
} from 'stream-chat-react';
import { Spoken } from '../spoken.tsx';
import type { Thread, ThreadState } from 'stream-chat';

function ThreadRow({ thread, ...props }: ThreadListItemUIProps & { thread: Thread }) {
  const { resetHighlighting, accessibleLabelConfig: _named, className, ...buttonProps } = props;
  const { client } = useChatContext('ThreadListItem');
  const selector = useCallback(
    (state: ThreadState) => ({
      channel: state.channel,
      deletedAt: state.deletedAt,
      latestReply: state.replies.at(-1),
      ownUnreadMessageCount: (client.userID && state.read[client.userID]?.unreadMessageCount) || 0,
      parentMessage: state.parentMessage,
      participants: state.participants,
      replyCount: state.replyCount,
    }),
    [client],
  );
  const {
    channel,
    deletedAt,
    latestReply,
    ownUnreadMessageCount,
    parentMessage,
    participants,
    replyCount,
  } = useStateStore(thread.state, selector);
  const { displayTitle } = useChannelPreviewInfo({ channel });
  const { t } = useTranslationContext('ThreadListItem');
  const { announceInteraction } = useInteractionAnnouncements();
  const { activeThread, setActiveThread } = useThreadsViewContext();
  const active = activeThread === thread;
  const select = () => {
    if (active) return;
    setActiveThread(thread);
    if (displayTitle) announceInteraction('thread.opened', { name: displayTitle });
  };
  const parts = defaultThreadListItemLabelParts;
  const replyAvatars = useMemo(
    () =>
      // As the SDK's extractDisplayInfo reads a participant.
      (participants ?? []).slice(0, 3).map(({ user }) => ({
        id: user?.id,
        imageUrl: user?.image,
        userName: user?.name,
      })),
    [participants],
  );

  useEffect(() => {
    if (!resetHighlighting) return undefined;
    const timeout = setTimeout(resetHighlighting, 2_000);
    return () => clearTimeout(timeout);
  }, [resetHighlighting]);

  const classes = ['str-chat__thread-list-item', className ?? ''];
  if (resetHighlighting) classes.push('str-chat__thread-list-item--highlighted');
  return (
    <div className="str-chat__thread-list-item-container">
      <button
        type="button"
        role="option"
        aria-selected={active}
        className={classes.filter(Boolean).join(' ')}
        data-thread-id={thread.id}
        onClick={select}
        {...buttonProps}
      >
        <Avatar
          aria-hidden="true"
          size="xl"
          {...(deletedAt
            ? {}
            : {
                imageUrl: latestReply?.user?.image,
                userName: latestReply?.user?.name || latestReply?.user?.id,
              })}
        />
        <div className="str-chat__thread-list-item__content">
          <div className="str-chat__thread-list-item__content-leading">
            <span className="str-chat__thread-list-item__title">{displayTitle}</span>
            <Spoken words={parts.active({ active, t })} />
            <SummarizedMessagePreview
              latestMessage={parentMessage}
              participantCount={participants?.length}
            />
          </div>
          <div className="str-chat__thread-list-item__content-trailing">
            <div className="str-chat__thread-list-item__reply-information">
              <span aria-hidden="true">
                <AvatarStack displayInfo={replyAvatars} size="sm" />
              </span>
              <span className="str-chat__thread-list-item__reply-count">
                {t('replyCount', { count: replyCount })}
              </span>
            </div>
            {latestReply ? (
              <MessageTimestamp
                customClass="str-chat__thread-list-item__timestamp"
                message={latestReply}
              />
            ) : null}
          </div>
        </div>
        {ownUnreadMessageCount > 0 ? (
          <>
            <Badge aria-hidden="true" size="md" variant="primary">
              {ownUnreadMessageCount}
            </Badge>
            <Spoken words={parts.unreadCount({ t, unreadCount: ownUnreadMessageCount })} />
          </>
        ) : null}
      </button>
    </div>
  );
}

export function ThreadListItem(props: ThreadListItemUIProps) {
  const thread = useThreadListItemContext();
  return thread ? <ThreadRow {...props} thread={thread} /> : null;
}
