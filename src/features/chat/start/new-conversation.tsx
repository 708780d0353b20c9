/**
 * Starts a direct conversation with one person, or a named group with several; a group may also
 * start with nobody else in it, to bring people in with a link.
 */
import { lazy, Suspense } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { t } from '../../../lib/i18n/translate.ts';
import { navigate } from '../../../lib/router.ts';
import type { StartMode } from './start-mode.ts';

// The form (and its user search) is fetched the first time the dialog opens.
const NewConversationForm = lazy(() =>
  import('./new-conversation-form.tsx').then((m) => ({ default: m.NewConversationForm })),
);

interface NewConversationDialogProps {
  mode: StartMode;
  /** Where focus goes if what opened it is gone when it closes (Modal's `returnFocus`). */
  returnFocus: readonly string[];
  onClose: () => void;
}

export function NewConversationDialog({ mode, returnFocus, onClose }: NewConversationDialogProps) {
  const close = () => {
    onClose();
    // Opened from its own address (/new), which closing the dialog leaves.
    if (window.location.pathname === '/new') navigate('/', { replace: true });
  };
  return (
    <Modal
      title={mode === 'group' ? t('New group') : t('New conversation')}
      onClose={close}
      returnFocus={returnFocus}
    >
      <Suspense fallback={null}>
        <NewConversationForm mode={mode} onDone={close} />
      </Suspense>
    </Modal>
  );
}
