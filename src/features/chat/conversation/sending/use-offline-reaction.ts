/**
 * A message's reaction handler that holds offline: with the socket down, a reaction is kept on
 * the device before it shows (send-or-queue.ts) and stays shown while it waits; with the socket
 * up, the SDK's own handler runs.
 */
import { useCallback } from 'react';
import {
  useChannelActionContext,
  useChannelStateContext,
  useMessageContext,
  useThreadContext,
} from 'stream-chat-react';
import { chatClient } from '../../../../core/chat/chat-client.ts';
import { reactOffline } from './send-or-queue.ts';

type HandleReaction = ReturnType<typeof useMessageContext>['handleReaction'];

export function useOfflineReaction({
  handleReaction: online,
  message,
}: ReturnType<typeof useMessageContext>): HandleReaction {
  const { channel } = useChannelStateContext('useOfflineReaction');
  const { updateMessage } = useChannelActionContext('useOfflineReaction');
  const thread = useThreadContext();
  return useCallback<HandleReaction>(
    async (type, event) => {
      if (chatClient.wsConnection?.isHealthy) return online(type, event);
      event?.preventDefault();
      const shown = await reactOffline(channel, message, type);
      updateMessage(shown);
      thread?.upsertReplyLocally({ message: shown });
    },
    [online, channel, message, updateMessage, thread],
  );
}
