/**
 * The composer's send for the conversation's and its threads' composers, and the send again of a
 * failed message: with the socket down the message is kept before it shows (kept-first.ts), then
 * sent through the channel's send as the SDK does, whose request is Parley's (send-or-queue.ts).
 */
import { useMemo } from 'react';
import type { Channel, Message, SendMessageOptions } from 'stream-chat';
import {
  useChannelActionContext,
  useChannelStateContext,
  useChatContext,
  type MessageContextValue,
} from 'stream-chat-react';
import { askToKeepStorage } from '../../../../lib/storage-persistence.ts';
import { keptFirstSubmit } from './kept-first.ts';
import { keptFirstResend } from './kept-first-resend.ts';
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
 * shown failed, which is what it is, and a toast says why (kept-first-resend.ts).
 */
export function useKeptFirstRetry({
  handleRetry: retry,
}: Pick<MessageContextValue, 'handleRetry'>): MessageContextValue['handleRetry'] {
  const { channel } = useChannelStateContext('useKeptFirstRetry');
  const { client } = useChatContext('useKeptFirstRetry');
  return useMemo(
    () => keptFirstResend(socketUp, keepIn(channel), retry, client.notifications),
    [channel, client, retry],
  );
}
