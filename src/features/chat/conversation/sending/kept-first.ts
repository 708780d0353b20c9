/**
 * A message written with the socket down shows only once it is kept: its outbox task is
 * committed first, then the SDK shows it (its optimistic bubble) and calls the send, which finds
 * it already kept. The SDK shows a message before it calls the send, so a browser killed in that
 * frame would lose a message the screen had shown. With the socket up, nothing is waited for.
 * A message whose files are still uploading goes the SDK's way: it cannot be kept whole yet.
 * A failed message sent again follows the same rule: the SDK's retry shows it "sending" before it
 * calls the send, so it is kept first, as the SDK's retry would send it.
 */
import {
  localMessageToNewMessagePayload,
  type LocalMessage,
  type Message,
  type SendMessageOptions,
} from 'stream-chat';

/** What the composer hands its send (stream-chat-react's `overrideSubmitHandler`). */
export interface Composition {
  localMessage: LocalMessage;
  message: Message;
  sendOptions: SendMessageOptions;
}

type KeptMessage = Message & { id: string };

const keptBeforeShown = new Set<string>();

/** Whether this message was kept before it showed; true once, for the send that follows. */
export function takeKeptFirst(messageId: string): boolean {
  return keptBeforeShown.delete(messageId);
}

const uploadsSettled = ({ attachments = [] }: LocalMessage): boolean =>
  attachments.every((attachment) => {
    const state = (attachment as { localMetadata?: { uploadState?: string } }).localMetadata
      ?.uploadState;
    return state === undefined || state === 'finished';
  });

export function keptFirstSubmit(
  socketUp: () => boolean,
  keep: (message: KeptMessage, options: SendMessageOptions) => Promise<void>,
  show: (composition: Composition) => Promise<void>,
): (composition: Composition) => Promise<void> {
  return async (composition) => {
    const { localMessage, message, sendOptions } = composition;
    const id = message.id;
    if (id && !socketUp() && uploadsSettled(localMessage)) {
      // A failure throws to the composer, which puts the message back in it and says so.
      await keep({ ...message, id }, sendOptions);
      keptBeforeShown.add(id);
    }
    await show(composition);
  };
}

/**
 * What the SDK's retry (stream-chat-react's Channel `retrySendMessage`) sends for a failed
 * message: an error message goes again as a regular one, with no send options.
 */
export function retryComposition(failed: LocalMessage): Composition {
  const type = failed.type === 'error' ? 'regular' : failed.type;
  return {
    localMessage: failed,
    message: localMessageToNewMessagePayload({ ...failed, type }),
    sendOptions: {},
  };
}
