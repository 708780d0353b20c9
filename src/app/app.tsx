/** Routes the page to its screen, keeping visitors where their session allows. */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ChatConnection } from '../core/connection/chat-connection.tsx';
import { useSession } from '../core/session/session-store.ts';
import { navigate, usePathname } from '../lib/router.ts';
import {
  forgetKeptInvite,
  forgetReturnPath,
  rememberReturnPath,
  storedReturnPath,
  takeKeptInvite,
} from './return-path.ts';
import { isConversationList, isSignedInOnly, parseRoute, redirectFor } from '../lib/routes.ts';
import { Screen } from './screen.tsx';
import { listenForOpenConversation } from '../features/notifications/open-conversation-messages.ts';
import { forgetNotifications } from '../features/notifications/signed-out.ts';
import { consumeLaunches } from './launch-queue.ts';
import { onUpdateWaiting, updateWaiting } from '../pwa/service-worker-updates.ts';

const UpdatePrompt = lazy(() =>
  import('../pwa/update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
);

/** The update prompt, once a new version waits (boot.tsx starts the check after the first paint). */
function UpdateOffer() {
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

export function App() {
  const pathname = usePathname();
  const session = useSession();
  const route = parseRoute(pathname);
  const returnTo = storedReturnPath();
  const redirect = redirectFor(route, session, returnTo);
  // An address opened before signing in (not one left by signing out) is kept for afterwards.
  const keep = redirect !== null && isSignedInOnly(route) && !session.endedHere;

  // A notification's click opens its conversation here (signed out: after signing in).
  useEffect(listenForOpenConversation, []);
  // A launch of the installed app comes to this window (manifest: launch_handler).
  useEffect(consumeLaunches, []);
  useEffect(() => {
    if (session.status === 'signed-out') forgetNotifications();
  }, [session.status]);

  // An invite link opened signed out is followed once signed in, also in the new tab a sign-up
  // confirmed from its e-mail opens (which lands on the conversations, without this tab's path).
  const atList = isConversationList(route);
  const joining = route.name === 'join';
  useEffect(() => {
    if (session.status !== 'signed-in' || redirect) return;
    if (joining) {
      forgetKeptInvite();
    } else if (atList) {
      const kept = takeKeptInvite();
      if (kept) navigate(kept, { replace: true });
    }
  }, [session.status, redirect, atList, joining]);

  useEffect(() => {
    if (!redirect) return;
    const { pathname: here, search, hash } = window.location;
    if (keep) rememberReturnPath(`${here}${search}${hash}`);
    if (redirect === returnTo) forgetReturnPath();
    navigate(redirect, { replace: true });
  }, [redirect, keep, returnTo]);

  return (
    <ChatConnection>
      <Screen route={route} waiting={session.status === 'loading' || redirect !== null} />
      <UpdateOffer />
    </ChatConnection>
  );
}
