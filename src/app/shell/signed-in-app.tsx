/** The frame of every signed-in page: header with navigation and status, then the page. */
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { parseRoute, type Route } from '../../lib/routes.ts';
import { useConnectionSelect } from '../../core/connection/connection-controller.ts';
import { AppHeader } from './app-header.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import './shell.css';
import { t } from '../../lib/i18n/translate.ts';
import { moduleSlot, useModule } from '../../lib/module-slot.ts';
import { sharePicker } from '../share-picker-slot.ts';
import { useSignOutWhenSent } from '../../core/sign-out/sign-out-when-sent.ts';
import { useSession } from '../../core/session/session-store.ts';
import { useChatNotifications } from '../../features/notifications/use-chat-notifications.ts';
import { SkipLink } from './skip-link.tsx';
import { useSavedStart, type SavedStart } from '../../features/chat/list/saved-start.ts';
import type { ChatIntent } from '../../features/chat/start/chat-intent.ts';
import { RemindersButton } from '../../features/reminders/reminders-button.tsx';
import { channelView } from '../../features/chat/conversation/channel-view-slot.ts';
import { onSavedReading, savedReading } from '../../features/chat/list/saved-reading.ts';
import { startScreen } from '../chat-screen/start-screen-slot.ts';

// Not lazy(): the list read from the device paints in the same pass as the page (module-slot.ts).
const chatScreen = moduleSlot(() =>
  import('../chat-screen/chat-screen.tsx').then(async ({ ChatScreen, chatI18nReady }) => ({
    ChatScreen,
    i18n: await chatI18nReady,
  })),
);
// The list at start (with the chat's stylesheet) loads at boot on the chat route. The chat page's
// code loads at boot only where the list cannot stand in for it (a conversation's address, whose
// saved messages show meanwhile, the threads, a new conversation); elsewhere when someone asks
// for what only it does. A share's page loads the picker's code at boot, and the chat screen's
// once a conversation is chosen. A failure here is met again, and shown, when the page renders.
const needsChatPage = (route: Extract<Route, { name: 'chat' }>): boolean =>
  !!route.channel || route.view === 'threads' || !!route.start;
const startRoute = parseRoute(window.location.pathname);
if (startRoute.name === 'chat' && !startRoute.share) {
  startScreen.load().catch(() => undefined);
  if (needsChatPage(startRoute)) chatScreen.load().catch(() => undefined);
  if (startRoute.channel) channelView.load().catch(() => undefined);
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
  return useConnectionSelect(({ state, onDevice }) => {
    if (state.phase === 'idle') return null;
    return state.phase === 'connected' || onDevice === state.userId ? state.userId : null;
  });
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

interface StartAreaProps {
  saved: SavedStart | null | undefined;
  route: Extract<Route, { name: 'chat' }>;
  live: boolean;
  onWant: (intent: ChatIntent) => void;
  fallback: ReactNode;
}

/** The list the device saved, drawn with none of the SDK's code (not at /threads). */
function StartArea({ saved, route, live, onWant, fallback }: StartAreaProps) {
  const start = useModule(startScreen);
  if (!saved || !start || route.view === 'threads') return fallback;
  return (
    <start.StartScreen
      saved={saved}
      channel={route.channel}
      live={live}
      onWant={onWant}
      more={<RemindersButton />}
    />
  );
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
  const saved = useSavedStart(userId);
  const [intent, setIntent] = useState<ChatIntent | null>(null);
  // The list at start does all a list does; the chat page comes where it cannot (and where
  // nothing was saved to start from), and stays once it has come.
  const wanted = intent !== null || needsChatPage(route) || saved === null;
  const screen = useModule(chatScreen, wanted);
  // A conversation's saved messages stay until the chat page can show it in their place.
  const conversation = useModule(channelView, wanted && !!route.channel);
  // Not while someone reads older saved messages: the SDK's conversation opens at the newest.
  const readingSaved = useSyncExternalStore(onSavedReading, savedReading);
  const [opened, setOpened] = useState(false);
  const canOpen =
    ready && wanted && !!screen && (route.channel ? !!conversation && !readingSaved : true);
  if (canOpen && !opened) setOpened(true);
  // The chat screens are a large first render: as a deferred (transition) render React can
  // split it into small tasks instead of blocking the page for seconds on a slow phone. An
  // initial value makes React render again once mounted, so it is given only when deferring.
  const shown = useDeferredValue(opened, opened ? false : undefined);
  if (!shown || !screen) {
    return (
      <StartArea
        saved={saved}
        route={route}
        live={ready}
        onWant={setIntent}
        fallback={
          !ready ? (
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
      intent={intent}
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
  useChatNotifications(onScreenCid);
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
