/**
 * The screen for a route: the page, or the splash while the app cannot tell yet. The build renders
 * this same component for /sign-in into index.html (sign-in-markup.tsx), so the client hydrates
 * that HTML instead of painting the page a second time.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SignUpPage } from '../features/auth/sign-up-page.tsx';
import type { Route } from '../lib/routes.ts';
import { Splash } from './splash.tsx';
import { t } from '../lib/i18n/translate.ts';
import { useModule } from '../lib/module-slot.ts';
import { signedInApp } from './shell/signed-in-app-slot.ts';

type SignedInRouteName = 'chat' | 'profile' | 'security' | 'moderation';

const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const MfaChallengePage = lazy(() =>
  import('../features/auth/mfa-challenge-page.tsx').then((m) => ({ default: m.MfaChallengePage })),
);
const JoinPage = lazy(() =>
  import('../features/invites/join-page.tsx').then((m) => ({ default: m.JoinPage })),
);

/**
 * Only lazily loaded pages sit in a Suspense boundary: the build-time sign-in page then hydrates
 * in one pass with the rest, and is the app's as soon as that pass is committed.
 */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Splash />}>{children}</Suspense>;
}

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case 'sign-in':
      return <SignInPage />;
    case 'sign-up':
      return <SignUpPage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return (
        <Loading>
          <ResetPasswordPage />
        </Loading>
      );
    case 'mfa':
      return (
        <Loading>
          <MfaChallengePage />
        </Loading>
      );
    case 'chat':
    case 'profile':
    case 'security':
    case 'moderation':
      return <SignedIn route={route} />;
    case 'join':
      return (
        <Loading>
          <JoinPage token={route.token} />
        </Loading>
      );
    case 'not-found':
      return <NotFound />;
  }
}

/** Not lazy(): the first render holds it when first-screen.ts had it loaded (module-slot.ts). */
function SignedIn({ route }: { route: Extract<Route, { name: SignedInRouteName }> }) {
  const shell = useModule(signedInApp);
  return shell ? <shell.SignedInApp route={route} /> : <Splash />;
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

/** `waiting`: the session is still loading, or the visitor is being sent elsewhere. */
export function Screen({ route, waiting }: { route: Route; waiting: boolean }) {
  return waiting ? <Splash /> : <Page route={route} />;
}
