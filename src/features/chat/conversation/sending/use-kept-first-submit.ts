/**
 * The composer's send for the conversation's and its open thread's composers: with the socket
 * down the message is kept before it shows (kept-first.ts), then sent through the channel's
 * send as the SDK does, whose request is Parley's (send-or-queue.ts).
 */
import { useMemo } from 'react';
import { useChannelActionContext, useChannelStateContext } from 'stream-chat-react';
import { askToKeepStorage } from '../../../../lib/storage-persistence.ts';
import { keptFirstSubmit } from './kept-first.ts';
import { keepToSend, socketUp } from './send-or-queue.ts';

export function useKeptFirstSubmit() {
  const { channel } = useChannelStateContext('useKeptFirstSubmit');
  const { sendMessage } = useChannelActionContext('useKeptFirstSubmit');
  return useMemo(
    () =>
      keptFirstSubmit(
        socketUp,
        async (message, options) => {
          void askToKeepStorage();
          await keepToSend(channel, message, options);
        },
        ({ localMessage, message, sendOptions }) =>
          sendMessage({ localMessage, message, options: sendOptions }),
      ),
    [channel, sendMessage],
  );
}
