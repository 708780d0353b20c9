/** The frame of every signed-in page: header with navigation and status, then the page. */
import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { parseRoute, type Route } from '../../lib/routes.ts';
import { useConnection } from '../../core/connection/connection-controller.ts';
import { AppHeader } from './app-header.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import './shell.css';
import { t } from '../../lib/i18n/translate.ts';
import { moduleSlot, useModule } from '../../lib/module-slot.ts';
import { sharePicker } from '../share-picker-slot.ts';
import { useSignOutWhenSent } from '../../core/sign-out/sign-out-when-sent.ts';
import { useSession } from '../../core/session/session-store.ts';
import { useChatNotifications } from '../../features/notifications/use-chat-notifications.ts';
import { useNotificationChoices } from '../../core/notification-choices/notification-choices.ts';
import { SkipLink } from './skip-link.tsx';
import { useSavedStart } from '../../features/chat/list/saved-start.ts';

// Not lazy(): the list read from the device paints in the same pass as the page (module-slot.ts).
const chatScreen = moduleSlot(() =>
  import('../chat-screen/chat-screen.tsx').then(async ({ ChatScreen, chatI18nReady }) => ({
    ChatScreen,
    i18n: await chatI18nReady,
  })),
);
// On the chat route its screens' code loads while the connection and the device copy are set up
// (a failure here is met again, and shown, when the page renders). A share's page loads the
// picker's code at boot, and the chat screen's once a conversation is chosen.
// The list at start: its code (with the chat's stylesheet) beside the chat screen's.
const startList = moduleSlot(() => import('../../features/chat/list/start-list.tsx'));
const startRoute = parseRoute(window.location.pathname);
if (startRoute.name === 'chat' && !startRoute.share) {
  startList.load().catch(() => undefined);
  chatScreen.load().catch(() => undefined);
}
const ProfilePage = lazy(() =>
  import('../../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const NotificationSettings = lazy(() =>
  import('../../features/notification-settings/notification-settings.tsx').then((m) => ({
    default: m.NotificationSettings,
  })),
);
const SecurityPage = lazy(() =>
  import('../../features/security/security-page.tsx').then((m) => ({ default: m.SecurityPage })),
);
const ReviewQueuePage = lazy(() =>
  import('../../features/moderation/review-queue-page.tsx').then((m) => ({
    default: m.ReviewQueuePage,
  })),
);

type SignedInRoute = Extract<Route, { name: 'chat' | 'profile' | 'security' | 'moderation' }>;

function Loading({ label }: { label: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/**
 * The user whose chat can show: connected, or their conversations saved on this device are read
 * (either way the client holds the user and has something to show); null until then.
 */
function useChatUser(): string | null {
  const { state, onDevice } = useConnection();
  if (state.phase === 'idle') return null;
  return state.phase === 'connected' || onDevice === state.userId ? state.userId : null;
}

/**
 * A share from another app: its picker reads the list saved on the device itself, so it shows
 * for the signed-in person before the chat client is set up, with none of the chat screen's code
 * (which loads once a conversation is chosen).
 */
function ShareArea({ id, userId }: { id: string; userId: string }) {
  const chatUser = useChatUser();
  const picker = useModule(sharePicker);
  if (!picker) return <Loading label={t('Loading your conversations…')} />;
  return <picker.SharePicker key={id} id={id} userId={userId} chatReady={chatUser === userId} />;
}

/** The list the device saved, drawn before the chat's code is there (not at /threads). */
function StartArea({
  userId,
  route,
  fallback,
}: {
  userId: string | undefined;
  route: Extract<Route, { name: 'chat' }>;
  fallback: ReactNode;
}) {
  const saved = useSavedStart(userId);
  const start = useModule(startList);
  if (!saved || !start || route.view === 'threads') return fallback;
  return <start.StartList saved={saved} channel={route.channel} />;
}

function ChatArea({
  route,
  userId,
}: {
  route: Extract<Route, { name: 'chat' }>;
  userId: string | undefined;
}) {
  const chatUser = useChatUser();
  const ready = chatUser !== null;
  // The chat screens are a large first render: as a deferred (transition) render React can
  // split it into small tasks instead of blocking the page for seconds on a slow phone.
  const shown = useDeferredValue(ready, false);
  const screen = useModule(chatScreen);
  // Until then the list the device saved, or words for what is happening.
  if (!shown || !ready || !screen) {
    return (
      <StartArea
        userId={userId}
        route={route}
        fallback={
          !shown || !ready ? (
            <div className="chat-placeholder">
              <p>{t('Your conversations appear here once Parley is connected.')}</p>
            </div>
          ) : (
            <Loading label={t('Loading your conversations…')} />
          )
        }
      />
    );
  }
  return (
    <screen.ChatScreen
      i18n={screen.i18n}
      channel={route.channel}
      threadId={route.threadId}
      view={route.view}
      start={route.start}
    />
  );
}

/**
 * What follows the session, the outbox and the chat without showing anything: a component of its
 * own, so that their many changes at start render it alone, not the whole page.
 */
function BackgroundDuties({
  userId,
  onScreenCid,
}: {
  userId?: string;
  onScreenCid: string | null;
}) {
  useSignOutWhenSent(userId);
  // Read as soon as someone is signed in: a message may come before any settings page opens.
  const { choices } = useNotificationChoices();
  useChatNotifications(onScreenCid, choices);
  return null;
}

export function SignedInApp({ route }: { route: SignedInRoute }) {
  const userId = useSession().session?.user.id;
  // This device's Web Push subscription follows the person's choices wherever they change.
  useEffect(() => {
    // A chunk that cannot load (a new version deployed meanwhile) is tried at the next start.
    import('../../core/notification-choices/push-subscription.ts')
      .then((m) => m.followPushSubscription())
      .catch(() => undefined);
  }, []);
  const shown = route.name === 'chat' ? route.channel : undefined;
  return (
    <div
      className={`app-shell app-shell-${route.name}${route.name === 'chat' && route.channel ? ' has-channel' : ''}`}
    >
      <BackgroundDuties userId={userId} onScreenCid={shown ? `${shown.type}:${shown.id}` : null} />
      <SkipLink toConversation={route.name === 'chat' && !!route.channel} />
      <AppHeader current={route.name === 'chat' && route.view ? route.view : route.name} />
      <ConnectionBanner />
      <main className="app-main focus-region" id="main">
        {route.name === 'chat' ? (
          route.share ? (
            userId ? (
              <ShareArea id={route.share} userId={userId} />
            ) : null
          ) : (
            <ChatArea route={route} userId={userId} />
          )
        ) : (
          <Suspense fallback={<Loading label={t('Loading…')} />}>
            {route.name === 'profile' ? (
              <ProfilePage>
                <Suspense fallback={null}>
                  <NotificationSettings />
                </Suspense>
              </ProfilePage>
            ) : route.name === 'moderation' ? (
              <ReviewQueuePage />
            ) : (
              <SecurityPage />
            )}
          </Suspense>
        )}
      </main>
    </div>
  );
}
