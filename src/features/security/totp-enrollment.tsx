/** Adds an authenticator app: QR code and secret, then one code to prove it works. */
import { useEffect, useRef, useState } from 'react';
import { toCanvas } from 'qrcode';
import { authClient } from '../../core/supabase/auth-client.ts';
import { FormEnd, FormError } from '../../ui/field.tsx';
import { CodeField } from '../../ui/auth-fields.tsx';
import { useForm } from '../../ui/use-form.ts';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { checkTotpCode } from '../../lib/validation.ts';
import { t } from '../../lib/i18n/translate.ts';

/** The factor's name on the auth server (an identifier there; the page shows it translated). */
export const TOTP_FACTOR_NAME = 'Authenticator app';

interface Enrollment {
  factorId: string;
  secret: string;
  uri: string;
}

function QrCode({ uri }: { uri: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void toCanvas(canvas.current, uri, { width: 200, margin: 2 });
  }, [uri]);
  return (
    <canvas
      ref={canvas}
      className="qr-code"
      role="img"
      aria-label={t('QR code for your authenticator app')}
    />
  );
}

function VerifyForm({
  enrollment,
  onEnrolled,
}: {
  enrollment: Enrollment;
  onEnrolled: () => void;
}) {
  const form = useForm(
    { code: '' },
    () => ({ code: checkTotpCode }),
    async ({ code }) => {
      const auth = await authClient();
      const { error } = await auth.mfa.challengeAndVerify({
        factorId: enrollment.factorId,
        code: code.replace(/\s/g, ''),
      });
      if (error) return authErrorMessage(error);
      onEnrolled();
      return null;
    },
  );
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <CodeField form={form} name="code" label={t('Code from the app')} />
      <FormEnd form={form} label={t('Turn on two-step verification')} busyLabel={t('Checking…')} />
    </form>
  );
}

export function TotpEnrollment({ onEnrolled }: { onEnrolled: () => void }) {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    const auth = await authClient();
    // Unverified leftovers from an abandoned attempt would block a new factor with the same name.
    const existing = await auth.mfa.listFactors();
    for (const stale of existing.data?.all.filter((f) => f.status === 'unverified') ?? []) {
      await auth.mfa.unenroll({ factorId: stale.id });
    }
    const { data, error: failure } = await auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: TOTP_FACTOR_NAME,
    });
    setBusy(false);
    if (failure) {
      setError(authErrorMessage(failure));
      return;
    }
    setEnrollment({ factorId: data.id, secret: data.totp.secret, uri: data.totp.uri });
  }

  if (!enrollment) {
    return (
      <>
        <FormError message={error} />
        <button
          type="button"
          className="button primary"
          onClick={() => void start()}
          disabled={busy}
        >
          {busy ? t('Preparing…') : t('Set up an authenticator app')}
        </button>
      </>
    );
  }

  return (
    <div className="totp-enrollment">
      <ol className="totp-steps">
        <li>{t('Scan this QR code with your authenticator app.')}</li>
        <li>{t('Or type this secret into it:')}</li>
      </ol>
      <QrCode uri={enrollment.uri} />
      <code className="totp-secret" data-testid="totp-secret">
        {enrollment.secret}
      </code>
      <VerifyForm enrollment={enrollment} onEnrolled={onEnrolled} />
    </div>
  );
}
