/** What the signed-in user decides for themselves: mute, pin, archive, hide, leave. */
import { useChatContext } from 'stream-chat-react';
import { navigate } from '../../../lib/router.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { ActionButton, type SectionProps } from './channel-action.tsx';

export function YourSettingsSection({
  channel,
  actions,
  me,
  onClose,
}: SectionProps & { me: string; onClose: () => void }) {
  const { setActiveChannel } = useChatContext();
  const can = new Set(channel.data?.own_capabilities ?? []);
  const membership = channel.state.membership;
  const muted = channel.muteStatus().muted;
  // Leaving or hiding takes the conversation away: the panel closes and the list shows.
  const thenGone = (change: () => Promise<unknown>) => async () => {
    await change();
    setActiveChannel(undefined);
    onClose();
    navigate('/');
  };
  return (
    <section className="details-section">
      <h3>{t('For you')}</h3>
      <div className="details-actions">
        {can.has('mute-channel') ? (
          <ActionButton
            actions={actions}
            failure={muted ? 'Unmuting failed.' : 'Muting failed.'}
            run={() => (muted ? channel.unmute() : channel.mute())}
          >
            {muted ? t('Unmute') : t('Mute')}
          </ActionButton>
        ) : null}
        <ActionButton
          actions={actions}
          failure={membership?.pinned_at ? 'Unpinning failed.' : 'Pinning failed.'}
          run={() => (membership?.pinned_at ? channel.unpin() : channel.pin())}
        >
          {membership?.pinned_at ? t('Unpin') : t('Pin to top')}
        </ActionButton>
        <ActionButton
          actions={actions}
          failure={membership?.archived_at ? 'Unarchiving failed.' : 'Archiving failed.'}
          run={() => (membership?.archived_at ? channel.unarchive() : channel.archive())}
        >
          {membership?.archived_at ? t('Unarchive') : t('Archive')}
        </ActionButton>
        <ActionButton
          actions={actions}
          failure="Hiding failed."
          run={thenGone(() => channel.hide())}
        >
          {t('Hide')}
        </ActionButton>
        {can.has('leave-channel') ? (
          <ActionButton
            actions={actions}
            look="danger"
            failure="Leaving failed."
            run={thenGone(() => channel.removeMembers([me]))}
          >
            {t('Leave')}
          </ActionButton>
        ) : null}
      </div>
    </section>
  );
}
