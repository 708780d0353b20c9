/**
 * Says what is wrong with the connection in words, with a retry when a step failed. The banner
 * sits in a live region that is always on the page: a screen reader announces a region's
 * changes, not a region that arrives already filled, so going offline, reconnecting, a failed
 * step and the count of waiting messages are each read out as they happen (a failure at once,
 * the rest politely).
 */
import { dispatch, useConnectionSelect } from '../../core/connection/connection-controller.ts';
import { useChatStatus } from './status-pill.tsx';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useWaitingCount } from '../../core/outbox/waiting-count.ts';
import { usePendingSignOut } from '../../core/sign-out/sign-out-when-sent.ts';
import { useSession } from '../../core/session/session-store.ts';

const STEP: Record<'profile' | 'token' | 'connect', MessageKey> = {
  profile: 'Loading your profile failed.',
  token: 'Getting your chat pass failed.',
  connect: 'Connecting to the chat server failed.',
};

/**
 * How many messages wait on this device, and that a sign-out waits for them, said beside
 * whatever else the banner says (on every screen).
 */
function Waiting() {
  const count = useWaitingCount();
  const signingOut = usePendingSignOut(useSession().session?.user.id);
  if (count === 0 && !signingOut) return null;
  return (
    <strong className="banner-waiting">
      {count > 0 ? ` ${t('{{count}} messages waiting to be sent.', { count })}` : null}
      {signingOut ? ` ${t('You will be signed out once the waiting messages are sent.')}` : null}
    </strong>
  );
}

export function ConnectionBanner() {
  const failed = useConnectionSelect((view) => view.state.phase === 'failed');
  return (
    <div className="banner-region" aria-live={failed ? 'assertive' : 'polite'} aria-atomic="true">
      <Banner />
    </div>
  );
}

function Banner() {
  const status = useChatStatus();
  const failure = useConnectionSelect((view) =>
    view.state.phase === 'failed' ? view.state : null,
  );
  const waiting = useWaitingCount();
  const signingOut = usePendingSignOut(useSession().session?.user.id);
  if (status === 'offline') {
    return (
      <div className="banner banner-offline">
        <span>
          {t(
            'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.',
          )}
          <Waiting />
        </span>
      </div>
    );
  }
  if (failure) {
    return (
      <div className="banner banner-failed">
        <span>
          <strong>{t(STEP[failure.step])}</strong> {failure.message}{' '}
          {t('Parley keeps trying by itself.')}
          <Waiting />
        </span>
        <button
          type="button"
          className="button small secondary"
          onClick={() => dispatch({ type: 'retry' })}
        >
          {t('Retry now')}
        </button>
      </div>
    );
  }
  if (status === 'reconnecting') {
    return (
      <div className="banner banner-reconnecting">
        <span>
          {t('Reconnecting to the chat server…')}
          <Waiting />
        </span>
      </div>
    );
  }
  if (waiting > 0 || signingOut) {
    return (
      <div className="banner banner-reconnecting">
        <Waiting />
      </div>
    );
  }
  return null;
}
