/**
 * A native modal <dialog>: focus is trapped, Escape closes it and focus goes back to what opened
 * it, for free.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { refocusKey } from '../lib/focus-target.ts';
import { t } from '../lib/i18n/translate.ts';
import './modal.css';

export function Modal({
  title,
  onClose,
  returnFocus,
  children,
}: {
  title: string;
  onClose: () => void;
  /**
   * The `data-focus-key`s, first the likeliest, of the controls that take focus back if what
   * opened the dialog is gone when it closes (then the browser gives it to nothing).
   */
  returnFocus?: readonly string[];
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Fixed as it opens: a change would otherwise close and reopen it.
  const [returnTo] = useState(returnFocus);
  // The browser fires `close` in a task of its own, which a busy page runs late: told on Escape's
  // `cancel` instead, the owner closes it at once, so a key pressed right after (Enter on the
  // button that opens it) meets the page as it looks. Told once: a late `close`, this dialog's,
  // must not close the next one.
  const told = useRef(false);
  const close = () => {
    if (told.current) return;
    told.current = true;
    onClose();
  };
  useLayoutEffect(() => {
    const dialog = ref.current;
    told.current = false;
    if (dialog && !dialog.open) dialog.showModal();
    // Closed by its owner (its × button, a finished form) instead of Escape, it would leave the
    // page still open, and focus on nothing: closed first, it gives focus back as Escape does.
    // A layout effect's cleanup runs while the dialog is still in the page.
    return () => {
      told.current = true;
      if (dialog?.open) dialog.close();
      if (returnTo) refocusKey(returnTo);
    };
  }, [returnTo]);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="modal-title"
      onCancel={close}
      onClose={close}
    >
      <div className="modal-head">
        <h2 id="modal-title">{title}</h2>
        <button type="button" className="modal-close" aria-label={t('Close')} onClick={close}>
          ×
        </button>
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
