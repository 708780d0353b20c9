/**
 * A native modal <dialog>: focus is trapped, Escape closes it and focus goes back to what opened
 * it, for free.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from '../lib/i18n/translate.ts';
import './modal.css';

export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Closed by its owner (its × button, a finished form) instead of Escape, it would leave the
    // page still open, and focus on nothing: closed first, it gives focus back as Escape does.
    // A layout effect's cleanup runs while the dialog is still in the page.
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="modal-title" onClose={onClose}>
      <div className="modal-head">
        <h2 id="modal-title">{title}</h2>
        <button type="button" className="modal-close" aria-label={t('Close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
