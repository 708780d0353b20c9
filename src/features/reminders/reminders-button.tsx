/** Opens the list of reminders and saved messages from the conversation list. */
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { t } from '../../lib/i18n/translate.ts';

// The list is fetched the first time it opens.
const RemindersPanel = lazy(() =>
  import('./reminders-panel.tsx').then((m) => ({ default: m.RemindersPanel })),
);

export function RemindersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        {t('Reminders')}
      </button>
      {open ? (
        <Modal title={t('Reminders and saved')} onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <RemindersPanel onClose={() => setOpen(false)} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
