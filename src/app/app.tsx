/** Routes the page to its screen, keeping visitors where their session allows. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { ChatConnection } from '../features/connection/chat-connection.tsx';
import { useSession } from '../features/session/session-store.ts';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SignUpPage } from '../features/auth/sign-up-page.tsx';
import { navigate, usePathname } from './router.ts';
import { parseRoute, redirectFor, type Route } from './routes.ts';
import { Splash } from './splash.tsx';

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
const UpdatePrompt = lazy(() =>
  import('../pwa/update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
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
        <h1>Page not found</h1>
        <p>There is nothing at this address.</p>
        <a className="button primary" href="/">
          Go to your conversations
        </a>
      </section>
    </main>
  );
}

/** The update check (workbox-window) waits until the page has painted. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}

export function App() {
  const settled = useAfterFirstPaint();
  const pathname = usePathname();
  const session = useSession();
  const route = parseRoute(pathname);
  const redirect = redirectFor(route, session);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  return (
    <ChatConnection>
      {session.status === 'loading' || redirect ? (
        <Splash />
      ) : (
        <Suspense fallback={<Splash />}>
          <Page route={route} />
        </Suspense>
      )}
      {settled ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </ChatConnection>
  );
}
