/** Starts a direct conversation with one person, or a named group with several. */
import { lazy, Suspense } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { navigate } from '../../lib/router.ts';
import { useKeptState } from '../../ui/kept-state.ts';
import { LoadingStatus } from '../../ui/loading-status.tsx';

// The form (and its user search) is fetched the first time the dialog opens.
const NewConversationForm = lazy(() =>
  import('./new-conversation-form.tsx').then((m) => ({ default: m.NewConversationForm })),
);

interface NewConversationProps {
  /** Opened from its own address (/new), which closing the dialog leaves. */
  openAtStart?: boolean;
  /** The chat client is there to search people with (the list at start shows the button first). */
  ready?: boolean;
}

export function NewConversation({ openAtStart = false, ready = true }: NewConversationProps) {
  // Open stays open when the list at start gives way to the SDK's (both show this button).
  const [opened, setOpen] = useKeptState('new-conversation-open', false);
  const open = opened || openAtStart;
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
          {ready ? (
            <Suspense fallback={null}>
              <NewConversationForm onDone={close} />
            </Suspense>
          ) : (
            <LoadingStatus label={t('Loading…')} />
          )}
        </Modal>
      ) : null}
    </>
  );
}
