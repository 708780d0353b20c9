/**
 * One action at a time for a panel of buttons: every button waits while one runs, and a failure
 * is said as the sentence naming that action followed by the reason.
 */
import { useState } from 'react';
import type { MessageKey } from '../lib/i18n/messages.ts';
import { explainError } from '../lib/error-words.ts';

export interface Actions {
  /** An action is running: every button of the panel waits for it. */
  busy: boolean;
  error: string | null;
  act(failure: MessageKey, action: () => Promise<unknown>): Promise<void>;
}

export function useActions(): Actions {
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
