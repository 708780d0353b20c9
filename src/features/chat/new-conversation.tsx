/** Starts a direct conversation with one person, or a named group with several. */
import { lazy, Suspense, useState } from 'react';
import { Modal } from './modal.tsx';

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
        New conversation
      </button>
      {open ? (
        <Modal title="New conversation" onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <NewConversationForm onDone={() => setOpen(false)} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
