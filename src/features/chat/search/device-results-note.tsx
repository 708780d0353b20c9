/** The line above search results that came from this device alone (offline, or no answer). */
import { StateStore, type SearchSource } from 'stream-chat';
import { useStateStore } from 'stream-chat-react';
import { hasOrigin, type SearchOrigin } from '../../../core/search/search-origin.ts';
import { t } from '../../../lib/i18n/translate.ts';

const SERVER_TOO = new StateStore<SearchOrigin>({ deviceOnly: false });
const deviceOnlyOf = (state: SearchOrigin) => ({ deviceOnly: state.deviceOnly });

export function DeviceResultsNote({ source }: { source: SearchSource }) {
  const { deviceOnly } = useStateStore(
    hasOrigin(source) ? source.origin : SERVER_TOO,
    deviceOnlyOf,
  );
  if (!deviceOnly) return null;
  return (
    <p className="search-device-note" data-testid="search-device-note">
      {t('You are offline: these results come from this device.')}
    </p>
  );
}
