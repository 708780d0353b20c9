/**
 * The chat screen as the app composes it: the chat feature's page inside Parley's <Chat> (the
 * other features' overrides and the app-wide notices), with reminders among the list's tools,
 * the invites feature's link panel where groups offer their invite links, and the voice feature
 * keeping the list's recent voice messages to play offline.
 * The chat route's code starts here (the shell loads it as one module).
 */
import { useEffect } from 'react';
import type { Streami18n } from 'stream-chat-react';
import { chatI18n } from '../../features/chat/chat-i18n.ts';
import { loadListWords } from '../../features/chat/list/list-words.ts';
import { ChatPage, useChatTheme } from '../../features/chat/chat-page.tsx';
import { findPreviewUrls } from '../../features/chat/conversation/messages/link-preview-urls.ts';
import { sendPickedCommands } from '../../features/moderation/send-picked-commands.ts';
import { RemindersButton } from '../../features/reminders/reminders-button.tsx';
import { recentAudioKeeper } from '../../features/voice/keep-recent-audio.ts';
import { afterFirstPaint } from '../../lib/page-moments/after-first-paint.ts';
import { chatClient } from '../../core/chat/chat-client.ts';
import { deviceFirstSearch } from '../../core/search/search-controller.ts';
import { ParleyChat } from './parley-chat.tsx';
import { GroupInviteSlot } from '../../ui/group-invite-slot.ts';
import { InviteLinkPanel } from '../../features/invites/invite-link-panel.tsx';
import type { GroupInviteProps } from '../../ui/group-invite-slot.ts';
import type { ChatIntent } from '../../features/chat/start/chat-intent.ts';

/**
 * The chat UI's translation, given to <Chat> once loaded, with the list's words from the same
 * catalogue (the screen never suspends for them).
 */
export const chatI18nReady = Promise.all([chatI18n(), loadListWords()]).then(([i18n]) => i18n);

// Drafts are the chat server's to keep, and link previews its /og scraper's to fetch; the SDK
// leaves both off unless asked (previews keep the SDK's 1,500 ms debounce). Commands picked from
// the suggestions are sent as commands.
chatClient.setMessageComposerSetupFunction(({ composer }) => {
  composer.updateConfig({
    drafts: { enabled: true },
    linkPreviews: {
      enabled: true,
      findURLFn: (text: string) => findPreviewUrls(text, new URL(window.location.href)),
    },
  });
  sendPickedCommands(composer);
});

/** Conversations, people and messages, each found on the device first (core/search/). */
const search = deviceFirstSearch(chatClient);
/** The voice messages of the list's conversations, kept to play offline once the list shows. */
const recentAudio = recentAudioKeeper(chatClient);
const invitePanel = (group: GroupInviteProps) => <InviteLinkPanel {...group} />;

interface ChatScreenProps {
  i18n: Streami18n;
  channel?: { type: string; id: string };
  threadId?: string;
  view?: 'threads';
  start?: 'new-conversation';
  intent?: ChatIntent | null;
}

export function ChatScreen({ i18n, channel, threadId, view, start, intent }: ChatScreenProps) {
  useEffect(() => afterFirstPaint(recentAudio.begin), []);
  return (
    <ParleyChat
      client={chatClient}
      i18nInstance={i18n}
      searchController={search}
      theme={useChatTheme()}
    >
      <GroupInviteSlot.Provider value={invitePanel}>
        <ChatPage
          channel={channel}
          threadId={threadId}
          view={view}
          start={start}
          intent={intent}
          listTools={<RemindersButton />}
        />
      </GroupInviteSlot.Provider>
    </ParleyChat>
  );
}
