/**
 * The one way the details panel changes its channel: one action at a time (every button waits
 * while one runs), and a failure said as the sentence naming that action followed by the reason.
 */
import { useState, type ReactNode } from 'react';
import type { Channel } from 'stream-chat';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { explainError } from '../../../lib/error-words.ts';

export interface ChannelActions {
  /** An action is running: every button of the panel waits for it. */
  busy: boolean;
  error: string | null;
  act(failure: MessageKey, action: () => Promise<unknown>): Promise<void>;
}

/** What every section of the details panel is given. */
export interface SectionProps {
  channel: Channel;
  actions: ChannelActions;
}

export function useChannelActions(): ChannelActions {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    async act(failure, action) {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (e) {
        setError(explainError(failure, e));
      } finally {
        setBusy(false);
      }
    },
  };
}

interface ActionButtonProps {
  actions: ChannelActions;
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
