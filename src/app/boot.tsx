/** Starts the app once src/main.tsx has let the first frame paint. */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadConfig } from '../config/load-config.ts';
import { LanguageGate } from '../lib/i18n/language-gate.tsx';
import { startLanguage } from '../lib/i18n/load-language.ts';
import { App } from './app.tsx';
import { ConfigErrorScreen } from './config-error-screen.tsx';
import { startSession } from '../core/session/session-store.ts';
import { sessionChanges } from './session-changes.ts';
import { prefetchChatWhileSigningIn } from './prefetch-chat.ts';
import { maybeSignedIn, startHandOver } from './reveal-sign-in.ts';
import { afterFirstPaint } from '../lib/page-moments/after-first-paint.ts';
import { onFirstIntent } from '../lib/page-moments/first-intent.ts';
import { shareOfPath } from '../lib/routes.ts';
import { startShareReads } from '../features/share/share-reads.ts';
import { sharePicker } from './share-picker-slot.ts';
import { sendKeptSignOutsFromPage } from '../core/sign-out/server-sign-out.ts';
import { startServiceWorkerUpdates } from '../pwa/service-worker-updates.ts';
import { firstScreenReady, firstScreenShown } from './first-screen.ts';

/** Runs `then` once the first render is committed, i.e. React has taken the page over. */
function Started({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const container = document.getElementById('root') as HTMLElement;
const result = loadConfig();

if (!result.ok) {
  createRoot(container).render(<ConfigErrorScreen error={result.error} />);
} else {
  startLanguage();
  startSession(sessionChanges);
  // A share from another app: its picker's reads from the device start with the session.
  const share = shareOfPath(window.location.pathname);
  if (share) {
    startShareReads(share);
    // A failure here is met again, and shown, when the shell renders the picker.
    sharePicker.load().catch(() => undefined);
  }
  prefetchChatWhileSigningIn();
  // Installed, the worker is checked for a new version as the page loads. Its first install
  // downloads every screen (2.7 MB): someone who may be signed in needs it from the first paint on
  // (an offline start, pushes, the outbox), a visitor who is not once they start to use the page.
  // A visitor who only looks pays nothing for it, and the sign-in page's start does not compete
  // with it (a fifth of its main-thread work in Lighthouse's mobile runs).
  if (navigator.serviceWorker?.controller || maybeSignedIn(window)) {
    afterFirstPaint(startServiceWorkerUpdates);
  } else onFirstIntent(startServiceWorkerUpdates);
  // A sign-out made offline still owes the servers their part.
  afterFirstPaint(() => sendKeptSignOutsFromPage(result.config));
  // What the visitor typed or pressed on the build-time page before now is handed to React.
  const handOver = startHandOver();
  const started = () => {
    firstScreenShown();
    handOver();
  };
  const app = (
    <StrictMode>
      <LanguageGate>
        <App />
      </LanguageGate>
      <Started then={started} />
    </StrictMode>
  );
  // As a transition, React renders in slices that leave the main thread free between them
  // (a page that is on screen already should not stop responding while the app starts).
  void firstScreenReady(window.location.pathname).then(() =>
    startTransition(() => {
      // main.tsx put the build-time sign-in page in the root (app/reveal-sign-in.ts): take that
      // markup over (hydrate) rather than paint the page again, which would count as a later,
      // largest paint.
      if (container.firstElementChild) hydrateRoot(container, app);
      else createRoot(container).render(app);
    }),
  );
}
