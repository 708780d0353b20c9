/** The signed-in user's pending invite to the channel: accept or reject it. */
import type { Channel } from 'stream-chat';
import { t } from '../../../lib/i18n/translate.ts';
import type { Actions } from '../../../ui/use-actions.ts';
import { ActionButton } from './channel-action.tsx';

export function InviteSection({ channel, actions }: { channel: Channel; actions: Actions }) {
  const membership = channel.state.membership;
  const invited =
    membership?.invited === true &&
    !membership.invite_accepted_at &&
    !membership.invite_rejected_at;
  if (!invited) return null;
  return (
    <section className="details-section">
      <h3>{t('You are invited')}</h3>
      <div className="details-actions">
        <ActionButton
          actions={actions}
          look="primary"
          failure="Accepting the invite failed."
          run={() => channel.acceptInvite()}
        >
          {t('Accept invite')}
        </ActionButton>
        <ActionButton
          actions={actions}
          failure="Rejecting the invite failed."
          run={() => channel.rejectInvite()}
        >
          {t('Reject invite')}
        </ActionButton>
      </div>
    </section>
  );
}
