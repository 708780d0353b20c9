/**
 * The signed-in page's part: the unread count on the icon and in the title, notifications of
 * messages that come while it is hidden (as the person's choices say at that moment), a copy of
 * whom the person muted for the push sender, and closing a conversation's notifications once it
 * is on screen. The app gives the conversation it shows.
 */
import { useEffect, useRef } from 'react';
import { notificationChoices } from '../../core/notification-choices/notification-choices.ts';
import {
  loadChatClient,
  useConnectionSelect,
} from '../../core/connection/connection-controller.ts';
import { showUnreadCount } from './unread-badge.ts';
import { watchUnreadConversations, type UnreadWatch } from './unread-conversations.ts';
import { watchNewMessages } from './watch-new-messages.ts';
import { mirrorMutedPeople } from './mirror-muted-people.ts';
import { storePushMutes } from '../../core/notification-choices/push-mutes-row.ts';
import { closeNotifications } from './conversation-notifications.ts';
import { onListFromDevice } from '../../core/chat/lists-read.ts';

function onVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const isVisible = () => document.visibilityState === 'visible';

export function useChatNotifications(onScreenCid: string | null): void {
  const userId = useConnectionSelect(({ state }) => (state.phase === 'idle' ? null : state.userId));
  const onDevice = useConnectionSelect((view) => view.onDevice);
  const onScreen = useRef(onScreenCid);
  const unread = useRef<UnreadWatch | null>(null);

  useEffect(() => {
    onScreen.current = onScreenCid;
  });

  useEffect(() => {
    if (!userId) return;
    // Read as soon as someone is signed in: a message may come before any settings page opens.
    notificationChoices();
    let stops: (() => void)[] = [];
    let stopped = false;
    void loadChatClient().then((client) => {
      if (stopped) return;
      const watch = watchUnreadConversations(client, showUnreadCount);
      unread.current = watch;
      stops = [
        watch.stop,
        watchNewMessages(client, {
          choices: notificationChoices,
          onScreenCid: () => onScreen.current,
        }),
        mirrorMutedPeople(client, storePushMutes),
      ];
    });
    return () => {
      stopped = true;
      unread.current = null;
      stops.forEach((stop) => stop());
    };
  }, [userId]);

  // The device copy read into the client (offline, the only count there is): once it is open,
  // and again each time the list's conversations are read from it.
  useEffect(() => unread.current?.refresh(), [onDevice]);
  useEffect(() => onListFromDevice(() => unread.current?.refresh()), []);

  // Listened to here, not held as state: the page hides and shows often (and hides as it
  // closes), and a state would render the whole signed-in app again each time.
  useEffect(() => {
    if (!onScreenCid) return undefined;
    const closeIfSeen = () => {
      if (isVisible()) void closeNotifications(onScreenCid);
    };
    closeIfSeen();
    return onVisibility(closeIfSeen);
  }, [onScreenCid]);
}
