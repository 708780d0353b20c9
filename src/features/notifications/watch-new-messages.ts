/**
 * Notifies of messages that reach this page while it is out of sight, as the person chose
 * (notify-rule.ts decides). The choices and what is on screen are read when a message comes,
 * through functions the app gives, so this module knows nothing of settings or routes.
 */
import type { Event, StreamChat } from 'stream-chat';
import type { NotificationChoices } from '../../core/notification-choices/choices-holder.ts';
import { channelPath } from '../../lib/routes.ts';
import { t } from '../../lib/i18n/translate.ts';
import { shouldNotify } from './notify-rule.ts';
import { notifyConversation } from './conversation-notifications.ts';

export interface NotifierInputs {
  choices(): NotificationChoices;
  /** The conversation the page shows ("messaging:abc"), or null. */
  onScreenCid(): string | null;
}

function isMuted(client: StreamChat, cid: string): boolean {
  const channel = client.activeChannels[cid];
  return (channel ? channel.muteStatus() : client._muteStatus(cid)).muted;
}

function authorMuted(client: StreamChat, authorId: string): boolean {
  return (
    client.mutedUsers.some((mute) => mute.target.id === authorId) ||
    client.blockedUsers.getLatestValue().userIds.includes(authorId)
  );
}

export function watchNewMessages(client: StreamChat, inputs: NotifierInputs): () => void {
  const { unsubscribe } = client.on((event: Event) => {
    if (event.type !== 'message.new' && event.type !== 'notification.message_new') return;
    const { message, cid } = event;
    const myId = client.userID;
    if (!message || !cid || !myId || !event.channel_type || !event.channel_id) return;
    const channel = client.activeChannels[cid];
    const data = channel?.data ?? event.channel;
    const memberCount =
      data?.member_count ?? (channel ? Object.keys(channel.state.members).length : 0);
    const authorId = message.user?.id;
    const choices = inputs.choices();
    const notify = shouldNotify(
      {
        authorId,
        cid,
        memberCount,
        mentionedIds: (message.mentioned_users ?? []).map((user) => user.id),
      },
      {
        myId,
        level: choices.level,
        hidden: document.visibilityState === 'hidden',
        onScreenCid: inputs.onScreenCid(),
        conversationMuted: isMuted(client, cid),
        authorMuted: authorId !== undefined && authorMuted(client, authorId),
      },
    );
    if (!notify) return;
    const author = message.user?.name || authorId || '';
    const name = typeof data?.name === 'string' ? data.name : '';
    const inThreadOnly = Boolean(message.parent_id) && !message.show_in_channel;
    void notifyConversation({
      cid,
      path: channelPath(
        event.channel_type,
        event.channel_id,
        inThreadOnly ? message.parent_id : undefined,
      ),
      title:
        memberCount !== 2 && name
          ? t('{{name}} in {{conversation}}', { name: author, conversation: name })
          : author,
      text: choices.showText && message.text ? message.text : t('New message'),
      messageId: message.id,
    }).catch((error: unknown) => console.warn('A notification could not be shown', error));
  });
  return unsubscribe;
}
