/** The channel's header: back to the list on phones, the SDK's title block, and details. */
import { lazy, Suspense, useState } from 'react';
import { ChannelHeader } from 'stream-chat-react';
import { navigate } from '../../app/router.ts';
import { t } from '../../lib/i18n/translate.ts';

// Fetched the first time someone opens a conversation's details.
const ChannelDetails = lazy(() =>
  import('./channel-details.tsx').then((m) => ({ default: m.ChannelDetails })),
);

export function ChannelBar() {
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <div className="channel-bar">
      <button
        type="button"
        className="channel-back"
        aria-label={t('Back to conversations')}
        onClick={() => navigate('/')}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div className="channel-bar-title">
        <ChannelHeader />
      </div>
      <button type="button" className="button ghost small" onClick={() => setDetailsOpen(true)}>
        {t('Details')}
      </button>
      {detailsOpen ? (
        <Suspense fallback={null}>
          <ChannelDetails onClose={() => setDetailsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
