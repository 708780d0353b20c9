/** Starts a direct conversation with one person, or a named group with several. */
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { navigate } from '../../lib/router.ts';

// The form (and its user search) is fetched the first time the dialog opens.
const NewConversationForm = lazy(() =>
  import('./new-conversation-form.tsx').then((m) => ({ default: m.NewConversationForm })),
);

/** `openAtStart`: opened from its own address (/new), which closing the dialog leaves. */
export function NewConversation({ openAtStart = false }: { openAtStart?: boolean }) {
  const [open, setOpen] = useState(openAtStart);
  const close = () => {
    setOpen(false);
    if (window.location.pathname === '/new') navigate('/', { replace: true });
  };
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
        <Modal title={t('New conversation')} onClose={close}>
          <Suspense fallback={null}>
            <NewConversationForm onDone={close} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
