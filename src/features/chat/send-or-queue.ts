/**
 * The composer's send: with the socket up, the SDK's own; with it down, the message is kept on
 * the device as the SDK's pending task (under the id the composer gave it) and left "sending",
 * so the sync manager delivers it, oldest first, when the socket is back, and its id stops a
 * second copy. The SDK's own path would show it failed first and ask for a Resend.
 */
import type { Channel, Message, SendMessageAPIResponse, SendMessageOptions } from 'stream-chat';
import { chatClient, offlineDb } from '../../lib/chat-client.ts';

async function keep(
  channel: Channel,
  message: Message & { id: string },
  options?: SendMessageOptions,
) {
  await offlineDb.addPendingTask({
    type: 'send-message',
    channelId: channel.id,
    channelType: channel.type,
    messageId: message.id,
    payload: [message, options],
  });
}

export function sendOrQueue(
  channel: Channel,
  message: Message,
  options?: SendMessageOptions,
): Promise<SendMessageAPIResponse> {
  if (chatClient.wsConnection?.isHealthy || !message.id)
    return channel.sendMessage(message, options);
  // The SDK takes an answer without a message as "still sending", which it is.
  return keep(
    channel,
    { ...message, id: message.id },
    options,
  ) as Promise<unknown> as Promise<SendMessageAPIResponse>;
}
