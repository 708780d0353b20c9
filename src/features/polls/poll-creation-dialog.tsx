/**
 * stream-chat-react's poll creation dialog with Parley's vote-limit field in place of its own
 * (see vote-limit-field.tsx). The SDK exports the dialog but not its parts, so the dialog is
 * kept whole (question, options with reordering, switches, send) and the field is drawn into
 * its settings list, where the SDK's own one is hidden by the stylesheet.
 */
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { PollCreationDialog, type PollCreationDialogProps } from 'stream-chat-react';
import { VoteLimitField } from './vote-limit-field.tsx';
import './poll-creation-dialog.css';

export function ParleyPollCreationDialog(props: PollCreationDialogProps) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  // Runs once the dialog's DOM is in place: a slot at the head of its settings list.
  const attach = useCallback((host: HTMLDivElement | null) => {
    const settings = host?.querySelector('.str-chat__poll-creation-dialog__features-selectors');
    if (!settings) return;
    const element = document.createElement('div');
    element.className = 'parley-vote-limit-slot';
    settings.prepend(element);
    setSlot(element);
    return () => {
      element.remove();
      setSlot(null);
    };
  }, []);

  return (
    <div ref={attach} className="parley-poll-dialog">
      <PollCreationDialog {...props} />
      {slot && createPortal(<VoteLimitField />, slot)}
    </div>
  );
}
