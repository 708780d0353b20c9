/** Opens the list of reminders and saved messages from the conversation list. */
import { lazy, Suspense } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { useKeptState } from '../../ui/kept-state.ts';
import { LoadingStatus } from '../../ui/loading-status.tsx';

// The list is fetched the first time it opens.
const RemindersPanel = lazy(() =>
  import('./reminders-panel.tsx').then((m) => ({ default: m.RemindersPanel })),
);

/** `ready`: the chat UI is there to list them (the list at start shows the button before it). */
export function RemindersButton({ ready = true }: { ready?: boolean }) {
  // Open stays open when the list at start gives way to the SDK's (both show this button).
  const [open, setOpen] = useKeptState('reminders-open', false);
  return (
    <>
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        {t('Reminders')}
      </button>
      {open ? (
        <Modal title={t('Reminders and saved')} onClose={() => setOpen(false)}>
          {ready ? (
            <Suspense fallback={null}>
              <RemindersPanel onClose={() => setOpen(false)} />
            </Suspense>
          ) : (
            <LoadingStatus label={t('Loading…')} />
          )}
        </Modal>
      ) : null}
    </>
  );
}
