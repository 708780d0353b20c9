/**
 * A message that will wait in the outbox is kept on the device before it shows. The SDK paints
 * its bubble (the optimistic message) as soon as the composer has composed it, and only then asks
 * the app to send it (send-or-queue.ts): an app killed in between lost a message it had shown.
 * So the last step of the composition stores the send when it will wait (the socket is down, or
 * a message of the conversation already waits); the composer keeps the text until the store is
 * done, and the bubble follows it. A message whose pictures or files are still uploading is left
 * to the send path, which waits for them.
 */
import type {
  Channel,
  LocalMessage,
  MessageComposer,
  MessageComposerMiddlewareState,
  MessageCompositionMiddleware,
  MiddlewareHandlerParams,
} from 'stream-chat';
import { chatClient, deviceCopy } from '../../../core/chat/chat-client.ts';
import { keepSend, type TaskPlace } from '../../../core/outbox/queue-policy.ts';

export const socketUp = (): boolean => Boolean(chatClient.wsConnection?.isHealthy);

export const placeOf = (channel: Channel): TaskPlace => ({
  channelType: channel.type,
  channelId: channel.id ?? '',
});

/** Whether a message of this conversation already waits on the device to be sent. */
export async function sendWaitsIn(channel: Channel): Promise<boolean> {
  const tasks = await deviceCopy.getPendingTasks();
  return tasks.some(
    (task) =>
      task.type === 'send-message' &&
      task.channelType === channel.type &&
      task.channelId === channel.id,
  );
}

/** Whether this message's send is already kept on the device (by the composition). */
export async function sendKept(messageId: string): Promise<boolean> {
  const tasks = await deviceCopy.getPendingTasks({ messageId });
  return tasks.some((task) => task.type === 'send-message');
}

const uploading = (message: LocalMessage): boolean =>
  (message.attachments ?? []).some((attachment) => {
    const state = (attachment as { localMetadata?: { uploadState?: string } }).localMetadata
      ?.uploadState;
    return state !== undefined && state !== 'finished';
  });

function keepWaitingSend(composer: MessageComposer): MessageCompositionMiddleware {
  return {
    id: 'parley/kept-before-shown',
    handlers: {
      compose: async ({
        state,
        forward,
      }: MiddlewareHandlerParams<MessageComposerMiddlewareState>) => {
        const { channel } = composer;
        const { message, localMessage, sendOptions } = state;
        if (composer.editedMessage || !message.id || uploading(localMessage)) return forward();
        if (socketUp() && !(await sendWaitsIn(channel))) return forward();
        try {
          await keepSend(deviceCopy, placeOf(channel), { ...message, id: message.id }, sendOptions);
        } catch (error) {
          // The send path tries to keep it again, as it did before this step.
          console.warn('The message could not be kept before it showed', error);
        }
        return forward();
      },
    },
  };
}

/** Installs the step on a composer, after the SDK's own (the message is final by then). */
export function keepBeforeShowing(composer: MessageComposer): void {
  composer.compositionMiddlewareExecutor.use(keepWaitingSend(composer));
}
