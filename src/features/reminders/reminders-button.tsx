/** Opens the list of reminders and saved messages from the conversation list. */
import { useState } from 'react';
import { Modal } from '../chat/modal.tsx';
import { RemindersPanel } from './reminders-panel.tsx';

export function RemindersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        Reminders
      </button>
      {open ? (
        <Modal title="Reminders and saved" onClose={() => setOpen(false)}>
          <RemindersPanel onClose={() => setOpen(false)} />
        </Modal>
      ) : null}
    </>
  );
}
