/**
 * Asks why a message (and optionally its author) is being flagged, then sends the flags with
 * that reason, so moderators see it in the review queue.
 */
import { useId, useState, type FormEvent } from 'react';
import { FLAG_REASONS, type FlagReason } from './flag-reasons.ts';
import { t } from '../../lib/i18n/translate.ts';

export interface FlagChoice {
  reason: FlagReason;
  alsoUser: boolean;
}

export function FlagDialog({
  authorName,
  onCancel,
  onSubmit,
}: {
  authorName: string;
  onCancel: () => void;
  onSubmit: (choice: FlagChoice) => Promise<void>;
}) {
  const id = useId();
  const [reason, setReason] = useState<FlagReason>('spam');
  const [alsoUser, setAlsoUser] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit({ reason, alsoUser });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flag-dialog" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>{t('Flag message')}</h2>
      <fieldset>
        <legend>{t('Why should a moderator look at it?')}</legend>
        {FLAG_REASONS.map((option) => (
          <label key={option.value} className="flag-dialog-choice">
            <input
              type="radio"
              name={`${id}-reason`}
              value={option.value}
              checked={reason === option.value}
              onChange={() => setReason(option.value)}
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      <label className="flag-dialog-choice">
        <input type="checkbox" checked={alsoUser} onChange={(e) => setAlsoUser(e.target.checked)} />
        {t('Also flag {{name}}', { name: authorName })}
      </label>
      <div className="flag-dialog-actions">
        <button type="button" className="button ghost" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {t('Send flag')}
        </button>
      </div>
    </form>
  );
}
