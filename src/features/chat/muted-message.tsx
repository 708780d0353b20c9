/**
 * The SDK's message UI, except that a message from someone the signed-in user has muted shows
 * as a one-line placeholder. Hosted Stream keeps delivering a muted user's messages and leaves
 * hiding them to the app, and stream-chat-react 14 does not hide them either. Its reactions hold
 * offline (use-offline-reaction.ts); a failed message sent again offline is kept before it shows
 * (use-kept-first-submit.ts).
 */
import {
  createContext,
  use,
  useId,
  useMemo,
  useState,
  type BaseSyntheticEvent,
  type ReactNode,
} from 'react';
import {
  MessageProvider,
  MessageUI,
  WithComponents,
  useChatContext,
  useMessageContext,
  type MessageUIComponentProps,
} from 'stream-chat-react';
import type { Mute } from 'stream-chat';
import { useMutes } from './use-mutes.ts';
import { muteHiding } from './muted-author.ts';
import { useOfflineReaction } from './conversation/sending/use-offline-reaction.ts';
import { useKeptFirstRetry } from './conversation/sending/use-kept-first-submit.ts';
import './muted-message.css';
import { t } from '../../lib/i18n/translate.ts';

/** Read once per list (HideMutedMessages) rather than subscribed to by every message. */
const MutesContext = createContext<Mute[]>([]);

/**
 * The SDK's message UI with a mute toggle that asks the client, not the channel state: the
 * SDK's channel state context is memoised without its mutes, so right after a mute its own
 * handler still sees the author as unmuted and "Unmute" mutes again.
 */
function MessageWithCurrentMute(props: MessageUIComponentProps) {
  const context = useMessageContext('MutedAwareMessageUI');
  const { client } = useChatContext('MutedAwareMessageUI');
  const authorId = context.message.user?.id;
  const handleReaction = useOfflineReaction(context);
  const handleRetry = useKeptFirstRetry(context);
  const value = useMemo(
    () => ({
      ...context,
      handleReaction,
      handleRetry,
      handleMute: async (event: BaseSyntheticEvent) => {
        event.preventDefault();
        if (!authorId) return;
        if (client.userMuteStatus(authorId)) await client.unmuteUser(authorId);
        else await client.muteUser(authorId);
      },
    }),
    [context, client, authorId, handleReaction, handleRetry],
  );
  return (
    <MessageProvider value={value}>
      <MessageUI {...props} />
    </MessageProvider>
  );
}

function MutedAwareMessageUI(props: MessageUIComponentProps) {
  const { message } = useMessageContext('MutedAwareMessageUI');
  const { client } = useChatContext('MutedAwareMessageUI');
  const mutes = use(MutesContext);
  // The mute the reader chose to look past: muting again later hides the message again.
  const [revealedMute, setRevealedMute] = useState<string | null>(null);
  const labelId = useId();
  const mute = muteHiding(message, mutes, client.userID);
  const hidden = !!mute && revealedMute !== mute.created_at;

  if (!hidden) return <MessageWithCurrentMute {...props} />;
  return (
    <div className="muted-message" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('Message from a muted user')}</span>
      <button
        type="button"
        className="button ghost small"
        aria-describedby={labelId}
        onClick={() => setRevealedMute(mute.created_at)}
      >
        {t('Show')}
      </button>
    </div>
  );
}

const OVERRIDES = { MessageUI: MutedAwareMessageUI };

/** Wraps a message list (a conversation, a thread) whose muted authors' messages are hidden. */
export function HideMutedMessages({ children }: { children: ReactNode }) {
  const mutes = useMutes();
  return (
    <MutesContext value={mutes}>
      <WithComponents overrides={OVERRIDES}>{children}</WithComponents>
    </MutesContext>
  );
}
