/**
 * The composer's send. With the socket up it is sent at once; an answer that says "later" (none,
 * a server error, slow mode) keeps it on the device instead of failing it. With the socket down
 * it is kept at once. Kept messages stay "sending" under the id the composer gave them (which
 * stops a second copy) and go out oldest first when the socket is back, or after slow mode's
 * wait. A refusal (not allowed, too long…) fails it with the server's reason, as the SDK shows.
 * The SDK's own path would fail a message written offline and ask for a Resend, and keep a
 * refused one to retry at every reconnect.
 */
import type { Channel, Message, SendMessageAPIResponse, SendMessageOptions } from 'stream-chat';
import { chatClient, offlineDb } from '../../lib/chat-client.ts';
import { verdictFor } from '../../lib/offline-db/task-verdict.ts';

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

async function send(
  channel: Channel,
  message: Message & { id: string },
  options?: SendMessageOptions,
): Promise<SendMessageAPIResponse | undefined> {
  if (!chatClient.wsConnection?.isHealthy) {
    await keep(channel, message, options);
    return undefined;
  }
  try {
    return await channel._sendMessage(message, options);
  } catch (error) {
    const verdict = verdictFor(error, 'send-message');
    if (verdict.kind !== 'later' && verdict.kind !== 'slow-mode') throw error;
    await keep(channel, message, options);
    setTimeout(
      () => void offlineDb.executePendingTasks(),
      verdict.kind === 'slow-mode' ? verdict.waitMs + 250 : 1000,
    );
    return undefined;
  }
}

export function sendOrQueue(
  channel: Channel,
  message: Message,
  options?: SendMessageOptions,
): Promise<SendMessageAPIResponse> {
  if (!message.id) return channel.sendMessage(message, options);
  // The SDK takes an answer without a message as "still sending", which it is.
  return send(channel, { ...message, id: message.id }, options) as Promise<SendMessageAPIResponse>;
}
