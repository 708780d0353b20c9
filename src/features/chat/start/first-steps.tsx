/**
 * The first screen's way in: while the conversation list is empty, two things to do first, in a
 * few words each. The list's own empty state (inside the SDK's list) says it is empty; the
 * actions sit after the list, outside its listbox, where buttons may be.
 */
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { t } from '../../../lib/i18n/translate.ts';
import type { StartMode } from './start-mode.ts';
import './first-steps.css';

const EmptyListReport = createContext<(empty: boolean) => void>(() => undefined);

/**
 * Called by the list's empty state: the list is empty while it is shown. Told before the browser
 * paints (a layout effect), so the way in paints in the same frame as the empty state, not a
 * frame or more after it.
 */
export function useEmptyList(): void {
  const report = useContext(EmptyListReport);
  useLayoutEffect(() => {
    report(true);
    return () => report(false);
  }, [report]);
}

/** The `data-focus-key` of the way in that starts `mode`, on the list at start and the chat page. */
export const firstStepKey = (mode: StartMode): string => `first-step-${mode}`;

/** The two ways in, each with a few words on what it does. */
export function FirstStepsPanel({ onStart }: { onStart: (mode: StartMode) => void }) {
  return (
    <section className="first-steps" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title">{t('Where to start')}</h2>
      <div className="first-step">
        <button
          type="button"
          className="button primary"
          data-focus-key={firstStepKey('person')}
          onClick={() => onStart('person')}
        >
          {t('Start a conversation')}
        </button>
        <p className="muted">
          {t(
            'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.',
          )}
        </p>
      </div>
      <div className="first-step">
        <button
          type="button"
          className="button secondary"
          data-focus-key={firstStepKey('group')}
          onClick={() => onStart('group')}
        >
          {t('Create a group and invite people with a link')}
        </button>
        <p className="muted">
          {t('Name a group, then send its link to anyone, also to people who have no account yet.')}
        </p>
      </div>
    </section>
  );
}

interface FirstStepsProps {
  /** Off where an empty list is no first visit (the archive). */
  shown: boolean;
  onStart: (mode: StartMode) => void;
  children: ReactNode;
}

export function FirstSteps({ shown, onStart, children }: FirstStepsProps) {
  const [empty, setEmpty] = useState(false);
  return (
    <EmptyListReport.Provider value={setEmpty}>
      {children}
      {empty && shown ? <FirstStepsPanel onStart={onStart} /> : null}
    </EmptyListReport.Provider>
  );
}
