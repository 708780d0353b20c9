/** Starts a direct conversation with one person, or a named group with several. */
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { t } from '../../lib/i18n/translate.ts';

// The form (and its user search) is fetched the first time the dialog opens.
const NewConversationForm = lazy(() =>
  import('./new-conversation-form.tsx').then((m) => ({ default: m.NewConversationForm })),
);

export function NewConversation() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button primary small new-conversation-button"
        onClick={() => setOpen(true)}
      >
        {t('New conversation')}
      </button>
      {open ? (
        <Modal title={t('New conversation')} onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <NewConversationForm onDone={() => setOpen(false)} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
