/**
 * Everything about the open channel, in sections: the user's invite, members (add, remove,
 * moderators), the group's invite links (what the app puts in GroupInviteSlot), what the user decides for themselves (mute, pin, archive, hide, leave), and slow
 * mode and freeze for those allowed to change them. Every change goes through one action hook.
 */
import { useContext, useEffect, useReducer } from 'react';
import type { Channel } from 'stream-chat';
import { useChatContext } from 'stream-chat-react';
import { Modal } from '../../../ui/modal.tsx';
import { FormError } from '../../../ui/field.tsx';
import { t } from '../../../lib/i18n/translate.ts';
import { useActions } from '../../../ui/use-actions.ts';
import { InviteSection } from './invite-section.tsx';
import { MembersSection } from './members-section.tsx';
import { ModerationSection } from './moderation-section.tsx';
import { YourSettingsSection } from './your-settings-section.tsx';
import { GroupInviteSlot } from '../../../ui/group-invite-slot.ts';

/**
 * A group's invite links, for those allowed to add members; a distinct direct message (its id
 * made from its two members) takes none.
 */
function GroupInvite({ channel }: { channel: Channel }) {
  const invite = useContext(GroupInviteSlot);
  const canAdd = (channel.data?.own_capabilities ?? []).includes('update-channel-members');
  if (!invite || !canAdd || !channel.id || channel.id.startsWith('!members-')) return null;
  return invite({ type: channel.type, id: channel.id });
}

/** Re-renders on the channel's own events, so the panel never shows stale membership. */
function useChannelUpdates(channel: Channel): void {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscription = channel.on(() => refresh());
    const clientSub = channel.getClient().on('notification.channel_mutes_updated', () => refresh());
    return () => {
      subscription.unsubscribe();
      clientSub.unsubscribe();
    };
  }, [channel]);
}

function Details({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { client } = useChatContext();
  useChannelUpdates(channel);
  const actions = useActions();
  const me = client.userID ?? '';
  return (
    <div className="channel-details" aria-busy={actions.busy}>
      <FormError message={actions.error} />
      <InviteSection channel={channel} actions={actions} />
      <MembersSection channel={channel} actions={actions} me={me} />
      <GroupInvite channel={channel} />
      <YourSettingsSection channel={channel} actions={actions} me={me} onClose={onClose} />
      <ModerationSection channel={channel} actions={actions} />
    </div>
  );
}

export function ChannelDetails({ onClose }: { onClose: () => void }) {
  const { channel } = useChatContext();
  if (!channel) return null;
  return (
    <Modal title={t('Conversation details')} onClose={onClose}>
      <Details channel={channel} onClose={onClose} />
    </Modal>
  );
}
