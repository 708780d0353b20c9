/**
 * Whether others may find this person by name in the people picker (`user_profiles.findable`,
 * off by default): a new account is not listed to the whole deployment until its owner says so.
 * The exact e-mail address finds them either way.
 */
import { useEffect, useState } from 'react';
import { database } from '../../core/supabase/data-client.ts';
import { FormError } from '../../ui/field.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { explainError } from '../../lib/error-words.ts';
import { SettingsCard } from '../../ui/settings-card.tsx';

export function FindableSetting({ userId }: { userId: string }) {
  const [findable, setFindable] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void database()
      .from('user_profiles')
      .select('findable')
      .eq('user_id', userId)
      .single()
      .then(({ data, error: failure }) => {
        if (!current) return;
        if (failure) setError(explainError('The setting could not be loaded.', failure));
        else setFindable((data as { findable: boolean }).findable);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  async function change(next: boolean) {
    setError(null);
    setFindable(next);
    const { error: failure } = await database()
      .from('user_profiles')
      .update({ findable: next })
      .eq('user_id', userId);
    if (failure) {
      setFindable(!next);
      setError(explainError('The setting could not be saved.', failure));
    }
  }

  return (
    <SettingsCard name="findable" title={t('Who can find you')}>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={findable === true}
          disabled={findable === null}
          onChange={(e) => void change(e.target.checked)}
        />
        {t('Let people find me by name')}
      </label>
      <p className="muted">
        {t(
          'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.',
        )}
      </p>
      <FormError message={error} />
    </SettingsCard>
  );
}
