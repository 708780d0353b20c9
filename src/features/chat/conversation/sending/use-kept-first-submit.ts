/**
 * The composer's send for the conversation's and its threads' composers, and the send again of a
 * failed message: with the socket down the message is kept before it shows (kept-first.ts), then
 * sent through the channel's send as the SDK does, whose request is Parley's (send-or-queue.ts).
 */
import { useMemo } from 'react';
import type { Channel, LocalMessage, Message, SendMessageOptions } from 'stream-chat';
import {
  useChannelActionContext,
  useChannelStateContext,
  type MessageContextValue,
} from 'stream-chat-react';
import { askToKeepStorage } from '../../../../lib/storage-persistence.ts';
import { keptFirstSubmit, retryComposition } from './kept-first.ts';
import { keepToSend, socketUp } from './send-or-queue.ts';

const keepIn =
  (channel: Channel) => async (message: Message & { id: string }, options: SendMessageOptions) => {
    void askToKeepStorage();
    await keepToSend(channel, message, options);
  };

export function useKeptFirstSubmit() {
  const { channel } = useChannelStateContext('useKeptFirstSubmit');
  const { sendMessage } = useChannelActionContext('useKeptFirstSubmit');
  return useMemo(
    () =>
      keptFirstSubmit(socketUp, keepIn(channel), ({ localMessage, message, sendOptions }) =>
        sendMessage({ localMessage, message, options: sendOptions }),
      ),
    [channel, sendMessage],
  );
}

/**
 * A message's "Resend" (its context's `handleRetry`). A message that could not be kept stays
 * shown failed, which is what it is.
 */
export function useKeptFirstRetry({
  handleRetry: retry,
}: Pick<MessageContextValue, 'handleRetry'>): MessageContextValue['handleRetry'] {
  const { channel } = useChannelStateContext('useKeptFirstRetry');
  return useMemo(() => {
    const submit = keptFirstSubmit(socketUp, keepIn(channel), ({ localMessage }) =>
      retry(localMessage),
    );
    return (failed: LocalMessage) =>
      submit(retryComposition(failed)).catch((error: unknown) =>
        console.warn('The message could not be kept to send again', error),
      );
  }, [channel, retry]);
}
