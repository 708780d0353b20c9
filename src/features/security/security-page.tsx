/** Two-step verification (TOTP) and signing out, here or everywhere. */
import { useEffect, useState } from 'react';
import type { Factor } from '@supabase/auth-js';
import { authClient } from '../../core/supabase/auth-client.ts';
import { signOut as endSession } from '../../core/sign-out/sign-out.ts';
import { hasWaitingMessages } from '../../core/chat/has-waiting-messages.ts';
import {
  cancelSignOutWhenSent,
  signOutWhenSent,
  usePendingSignOut,
} from '../../core/sign-out/sign-out-when-sent.ts';
import { useSession } from '../../core/session/session-store.ts';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { TotpEnrollment, TOTP_FACTOR_NAME } from './totp-enrollment.tsx';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { FormError } from '../../ui/field.tsx';
import { SettingsCard } from '../../ui/settings-card.tsx';

const SIGN_OUT_CHOICES: readonly {
  scope: 'local' | 'global';
  label: MessageKey;
  busyLabel: MessageKey;
  className: string;
}[] = [
  {
    scope: 'local',
    label: 'Sign out',
    busyLabel: 'Signing out…',
    className: 'button secondary',
  },
  {
    scope: 'global',
    label: 'Sign out everywhere',
    busyLabel: 'Signing out everywhere…',
    className: 'button danger',
  },
];

function SignOutCard() {
  const [busy, setBusy] = useState<'local' | 'global' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Signing out removes this device's chat data, messages still waiting to be sent included.
  const [asking, setAsking] = useState<'local' | 'global' | null>(null);
  const userId = useSession().session?.user.id;
  const pending = usePendingSignOut(userId);
  async function signOut(scope: 'local' | 'global', discard = false) {
    setError(null);
    if (!discard && (await hasWaitingMessages())) {
      setAsking(scope);
      return;
    }
    setAsking(null);
    setBusy(scope);
    const result = await endSession(scope);
    // On success SIGNED_OUT disconnects the chat and the router shows the sign-in page.
    if (!result.ok) {
      setError(result.message);
      setBusy(null);
    }
  }
  return (
    <SettingsCard
      name="signout"
      title={t('Sign out')}
      intro={t('Signing out everywhere also ends your sessions on other devices and browsers.')}
    >
      <FormError message={error} />
      {asking ? (
        <div className="settings-warning" role="alert">
          <p>
            {t(
              'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.',
            )}
          </p>
          <div className="details-actions">
            <button
              type="button"
              className="button primary"
              onClick={() => {
                if (userId) void signOutWhenSent(userId, asking);
                setAsking(null);
              }}
            >
              {t('Sign out once they are sent')}
            </button>
            <button type="button" className="button secondary" onClick={() => setAsking(null)}>
              {t('Stay signed in')}
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => void signOut(asking, true)}
            >
              {t('Discard them and sign out')}
            </button>
          </div>
        </div>
      ) : null}
      {pending && !asking ? (
        <div className="settings-warning" role="status">
          <p>{t('You will be signed out once the waiting messages are sent.')}</p>
          <div className="details-actions">
            <button
              type="button"
              className="button secondary"
              onClick={() => void cancelSignOutWhenSent()}
            >
              {t('Stay signed in')}
            </button>
          </div>
        </div>
      ) : null}
      <div className="details-actions">
        {SIGN_OUT_CHOICES.map((choice) => (
          <button
            key={choice.scope}
            type="button"
            className={choice.className}
            disabled={busy !== null || asking !== null || pending !== null}
            onClick={() => void signOut(choice.scope)}
          >
            {t(busy === choice.scope ? choice.busyLabel : choice.label)}
          </button>
        ))}
      </div>
    </SettingsCard>
  );
}

function FactorList({ factors, onChanged }: { factors: Factor[]; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function remove(factorId: string) {
    setBusy(factorId);
    setError(null);
    const auth = await authClient();
    const { error: failure } = await auth.mfa.unenroll({ factorId });
    setBusy(null);
    if (failure) setError(authErrorMessage(failure));
    else onChanged();
  }
  return (
    <>
      <ul className="factor-list">
        {factors.map((factor) => (
          <li key={factor.id}>
            <span>
              <strong>
                {/* The name this app gave the factor is shown in the page's language. */}
                {!factor.friendly_name || factor.friendly_name === TOTP_FACTOR_NAME
                  ? t('Authenticator app')
                  : factor.friendly_name}
              </strong>
              <span className="muted">
                {' · '}
                {t('added {{date}}', {
                  date: new Date(factor.created_at).toLocaleDateString(),
                })}
              </span>
            </span>
            <button
              type="button"
              className="button danger small"
              disabled={busy !== null}
              onClick={() => void remove(factor.id)}
            >
              {busy === factor.id ? t('Removing…') : t('Remove')}
            </button>
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </>
  );
}

export function SecurityPage() {
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((n) => n + 1);

  useEffect(() => {
    let current = true;
    void authClient()
      .then((auth) => auth.mfa.listFactors())
      .then(({ data, error: failure }) => {
        if (!current) return;
        if (failure) setError(authErrorMessage(failure));
        else setFactors(data.totp);
      });
    return () => {
      current = false;
    };
  }, [version]);

  return (
    <div className="settings-page">
      <h1>{t('Security')}</h1>
      <SettingsCard
        name="totp"
        title={t('Two-step verification')}
        intro={t(
          'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.',
        )}
      >
        <FormError message={error} />
        {factors === null && !error ? <p role="status">{t('Loading…')}</p> : null}
        {factors && factors.length > 0 ? <FactorList factors={factors} onChanged={reload} /> : null}
        {factors && factors.length === 0 ? <TotpEnrollment onEnrolled={reload} /> : null}
      </SettingsCard>
      <SignOutCard />
    </div>
  );
}
