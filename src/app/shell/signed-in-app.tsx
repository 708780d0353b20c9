/** The frame of every signed-in page: header with navigation and status, then the page. */
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { parseRoute, type Route } from '../../lib/routes.ts';
import { useConnection } from '../../core/connection/connection-controller.ts';
import { AppHeader } from './app-header.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import './shell.css';
import { t } from '../../lib/i18n/translate.ts';
import { useModule } from '../../lib/module-slot.ts';
import { chatScreen, startChat } from '../chat-slots.ts';
import { savedStartOf } from '../../core/device-copy/saved-start.ts';
import { RemindersButton } from '../../features/reminders/reminders-button.tsx';
import { sharePicker } from '../share-picker-slot.ts';
import { useSignOutWhenSent } from '../../core/sign-out/sign-out-when-sent.ts';
import { useSession } from '../../core/session/session-store.ts';
import { useChatNotifications } from '../../features/notifications/use-chat-notifications.ts';
import { useNotificationChoices } from '../../core/notification-choices/notification-choices.ts';
import { SkipLink } from './skip-link.tsx';
import { LoadingStatus } from '../../ui/loading-status.tsx';

// On the chat route its screens' code loads while the connection and the device copy are set up
// (a failure here is met again, and shown, when the page renders). A share's page loads the
// picker's code at boot, and the chat screen's once a conversation is chosen.
const startRoute = parseRoute(window.location.pathname);
if (startRoute.name === 'chat' && !startRoute.share) chatScreen.load().catch(() => undefined);
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
  if (!picker) return <LoadingStatus label={t('Loading your conversations…')} />;
  return <picker.SharePicker key={id} id={id} userId={userId} chatReady={chatUser === userId} />;
}

/**
 * The list and conversation the device saved for `person`, drawn before the chat client and the
 * SDK have loaded (features/chat/start/), and handed to the chat screen to show until the SDK's
 * own list and view have what they need.
 */
function useStartViews(person: string | undefined, route: Extract<Route, { name: 'chat' }>) {
  const start = useModule(startChat);
  const saved = person ? savedStartOf(person) : undefined;
  const { channel } = route;
  const cid = channel ? `${channel.type}:${channel.id}` : undefined;
  return useMemo(() => {
    if (!start || !saved) return undefined;
    const props = { saved, words: start.words, channel };
    return {
      chat: (
        <start.StartChat {...props} start={route.start} tools={<RemindersButton ready={false} />} />
      ),
      rows: <start.StartListRows {...props} />,
      conversation: saved.conversations.some((kept) => kept.saved.cid === cid) ? (
        <start.StartConversation {...props} />
      ) : undefined,
    };
    // The channel's key stands for the channel: its object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, saved, cid, route.start]);
}

function ChatArea({ route, person }: { route: Extract<Route, { name: 'chat' }>; person?: string }) {
  const userId = useChatUser();
  const ready = userId !== null;
  // The chat screens are a large first render: as a deferred (transition) render React can
  // split it into small tasks instead of blocking the page for seconds on a slow phone.
  const shown = useDeferredValue(ready, false);
  const screen = useModule(chatScreen);
  const start = useStartViews(person, route);
  if (shown && ready && screen) {
    return (
      <screen.ChatScreen
        i18n={screen.i18n}
        channel={route.channel}
        threadId={route.threadId}
        view={route.view}
        start={route.start}
        startRows={start?.rows}
        startConversation={start?.conversation}
      />
    );
  }
  if (start && !route.view) return start.chat;
  // Until then the banner says what is happening.
  if (!shown || !ready) {
    return (
      <div className="chat-placeholder">
        <p>{t('Your conversations appear here once Parley is connected.')}</p>
      </div>
    );
  }
  return <LoadingStatus label={t('Loading your conversations…')} />;
}

export function SignedInApp({ route }: { route: SignedInRoute }) {
  const userId = useSession().session?.user.id;
  useSignOutWhenSent(userId);
  // This device's Web Push subscription follows the person's choices wherever they change.
  useEffect(() => {
    // A chunk that cannot load (a new version deployed meanwhile) is tried at the next start.
    import('../../core/notification-choices/push-subscription.ts')
      .then((m) => m.followPushSubscription())
      .catch(() => undefined);
  }, []);
  const shown = route.name === 'chat' ? route.channel : undefined;
  // Read as soon as someone is signed in: a message may come before any settings page opens.
  const { choices } = useNotificationChoices();
  useChatNotifications(shown ? `${shown.type}:${shown.id}` : null, choices);
  return (
    <div
      className={`app-shell app-shell-${route.name}${route.name === 'chat' && route.channel ? ' has-channel' : ''}`}
    >
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
            <ChatArea route={route} person={userId} />
          )
        ) : (
          <Suspense fallback={<LoadingStatus label={t('Loading…')} />}>
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
