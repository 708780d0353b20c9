/**
 * The one way the details panel changes its channel: a button that runs its action through the
 * panel's shared one-at-a-time actions (ui/use-actions.ts).
 */
import type { ReactNode } from 'react';
import type { Channel } from 'stream-chat';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import type { Actions } from '../../../ui/use-actions.ts';

/** What every section of the details panel is given. */
export interface SectionProps {
  channel: Channel;
  actions: Actions;
}

interface ActionButtonProps {
  actions: Actions;
  /** What went wrong, said before the reason if the action fails. */
  failure: MessageKey;
  run: () => Promise<unknown>;
  look?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'ghost danger-text';
  disabled?: boolean;
  children: ReactNode;
}

export function ActionButton({
  actions,
  failure,
  run,
  look = 'secondary',
  disabled = false,
  children,
}: ActionButtonProps) {
  return (
    // While another action runs it says so but stays a button: disabled, the one pressed would
    // drop keyboard focus to the page.
    <button
      type="button"
      className={`button ${look} small`}
      disabled={disabled}
      aria-disabled={actions.busy || undefined}
      onClick={() => {
        if (!actions.busy) void actions.act(failure, run);
      }}
    >
      {children}
    </button>
  );
}
