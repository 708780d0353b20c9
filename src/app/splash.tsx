/** The brief screen while the session is read from storage. */
import { Logo } from '../ui/logo.tsx';
import { t } from '../lib/i18n/translate.ts';

export function Splash() {
  return (
    <main className="splash" aria-busy="true">
      <Logo size={56} />
      <span className="visually-hidden">{t('Loading Parley…')}</span>
    </main>
  );
}
