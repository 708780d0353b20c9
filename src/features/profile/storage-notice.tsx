/** Whether the conversations saved on this device stay there, in the browser's own terms. */
import { useEffect } from 'react';
import {
  readPersistence,
  usePersistence,
  type Persistence,
} from '../../lib/storage-persistence.ts';
import { t } from '../../lib/i18n/translate.ts';
import { SettingsCard } from '../../ui/settings-card.tsx';

function words(persistence: Exclude<Persistence, 'unknown'>): string {
  switch (persistence) {
    case 'kept':
      return t(
        'This browser keeps them until you sign out, even when the device runs low on space.',
      );
    case 'may-evict':
      return t(
        'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.',
      );
    case 'unsupported':
      return t('This browser may remove them when the device runs low on space.');
  }
}

export function StorageNotice() {
  const persistence = usePersistence();
  useEffect(() => void readPersistence(), []);
  return (
    <SettingsCard
      name="storage"
      title={t('Saved on this device')}
      intro={t(
        'Your conversations are saved here for reading offline, and what you write waits here for the network.',
      )}
    >
      {persistence === 'unknown' ? null : <p role="status">{words(persistence)}</p>}
    </SettingsCard>
  );
}
