/** The channel's header: back to the list on phones, the SDK's title block, and details. */
import { Suspense, useState } from 'react';
import { ChannelHeader, useChannelStateContext } from 'stream-chat-react';
import { navigate } from '../../../lib/router.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { BackButton } from '../back-button.tsx';
import { ChannelDetails } from '../lazy-panels.tsx';

export function ChannelBar() {
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The SDK's header reads who is watching as it mounts, then follows events. Mounted before the
  // watch answered (a conversation opened from the device), it missed those already there and
  // said "Offline" of someone reading: it mounts again once the answer is in.
  const { channel } = useChannelStateContext('ChannelBar');
  return (
    <div className="channel-bar">
      <BackButton label={t('Back to conversations')} onClick={() => navigate('/')} />
      <div className="channel-bar-title">
        <ChannelHeader key={channel.initialized ? 'watched' : 'from-device'} />
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
