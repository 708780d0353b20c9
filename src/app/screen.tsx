/**
 * The screen for a route: the page, or the splash while the app cannot tell yet. The build renders
 * this same component for /sign-in into index.html (sign-in-markup.tsx), so the client hydrates
 * that HTML instead of painting the page a second time.
 */
import { lazy, Suspense } from 'react';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SignUpPage } from '../features/auth/sign-up-page.tsx';
import type { Route } from './routes.ts';
import { Splash } from './splash.tsx';
import { t } from '../lib/i18n/translate.ts';

const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const MfaChallengePage = lazy(() =>
  import('../features/auth/mfa-challenge-page.tsx').then((m) => ({ default: m.MfaChallengePage })),
);
const SignedInApp = lazy(() =>
  import('../features/shell/signed-in-app.tsx').then((m) => ({ default: m.SignedInApp })),
);

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case 'sign-in':
      return <SignInPage />;
    case 'sign-up':
      return <SignUpPage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return <ResetPasswordPage />;
    case 'mfa':
      return <MfaChallengePage />;
    case 'chat':
    case 'profile':
    case 'security':
    case 'moderation':
      return <SignedInApp route={route} />;
    case 'not-found':
      return <NotFound />;
  }
}

function NotFound() {
  return (
    <main className="auth-page">
      <section className="auth-card">
        <h1>{t('Page not found')}</h1>
        <p>{t('There is nothing at this address.')}</p>
        <a className="button primary" href="/">
          {t('Go to your conversations')}
        </a>
      </section>
    </main>
  );
}

/** The pages whose code loads on first use. */
const LAZY = new Set<Route['name']>([
  'reset-password',
  'mfa',
  'chat',
  'profile',
  'security',
  'moderation',
]);

/**
 * `waiting`: the session is still loading, or the visitor is being sent elsewhere. Only lazily
 * loaded pages sit in a Suspense boundary: the build-time sign-in page then hydrates in one
 * pass with the rest, and is the app's as soon as that pass is committed.
 */
export function Screen({ route, waiting }: { route: Route; waiting: boolean }) {
  if (waiting) return <Splash />;
  if (!LAZY.has(route.name)) return <Page route={route} />;
  return (
    <Suspense fallback={<Splash />}>
      <Page route={route} />
    </Suspense>
  );
}
