/**
 * What goes into the outbox instead of failing, and how it is kept: an answer that says "later"
 * (none, a server error, slow mode for a send) keeps the task to try again after the retry
 * policy's pause; a refusal is the caller's to show. A kept send stays under the id the composer
 * gave it, which stops a second copy; an edit of a message still waiting to be sent changes that
 * send's text instead of queueing behind it; deleting a message never sent takes it off the
 * device (its recordings with it). A kept send holds the shares of its pictures from their
 * day-old sweep. Every task is committed before the caller shows it (kept-messages.ts).
 */
import type {
  DeleteMessageOptions,
  LocalMessage,
  Message,
  MessageResponse,
  SendMessageOptions,
  UpdateMessageOptions,
} from 'stream-chat';
import type { DeviceCopy } from '../device-copy/device-copy.ts';
import { verdictFor } from './task-verdict.ts';
import { pauseAfter } from './delivery/retry-policy.ts';
import { holdSharesOf } from '../share/shared-pictures.ts';
import { forgetRecordingsOf } from './waiting-files.ts';

type Outbox = Pick<
  DeviceCopy,
  | 'addPendingTask'
  | 'getPendingTasks'
  | 'updatePendingTask'
  | 'deletePendingTask'
  | 'softDeleteMessage'
  | 'hardDeleteMessage'
  | 'withDatabase'
>;

/** Where a task's message lives. */
export interface TaskPlace {
  channelType: string;
  channelId: string;
}

/** The pause before the outbox tries again after this failure, or null when it is a refusal. */
export function retryAfterFailure(error: unknown, taskType: 'send-message' | 'update-message') {
  const verdict = verdictFor(error, taskType);
  const keeps =
    verdict.kind === 'later' || (verdict.kind === 'slow-mode' && taskType === 'send-message');
  return keeps ? pauseAfter(verdict) : null;
}

export async function keepSend(
  outbox: Outbox,
  place: TaskPlace,
  message: Message & { id: string },
  options?: SendMessageOptions,
): Promise<void> {
  // Its shared pictures wait as long as it does, past the shares' day.
  await holdSharesOf(message, true);
  await outbox.addPendingTask({
    type: 'send-message',
    ...place,
    messageId: message.id,
    payload: [message, options],
  });
}

export async function keepEdit(
  outbox: Outbox,
  place: TaskPlace,
  message: MessageResponse | LocalMessage,
  options?: UpdateMessageOptions,
): Promise<void> {
  const tasks = await outbox.getPendingTasks({ messageId: message.id });
  const send = tasks.find((task) => task.type === 'send-message');
  if (send?.type === 'send-message' && send.id !== undefined) {
    const [payload, sendOptions] = send.payload;
    await outbox.updatePendingTask({
      id: send.id,
      task: { ...send, payload: [{ ...payload, text: message.text }, sendOptions] },
    });
    return;
  }
  await outbox.addPendingTask({
    type: 'update-message',
    ...place,
    messageId: message.id,
    payload: [message, undefined, options],
  });
}

/** Takes every task of a message never sent off the device; true when there was one. */
export async function forgetUnsent(outbox: Outbox, messageId: string): Promise<boolean> {
  const tasks = await outbox.getPendingTasks({ messageId });
  const send = tasks.find((task) => task.type === 'send-message');
  if (send?.type !== 'send-message') return false;
  for (const task of tasks)
    if (task.id !== undefined) await outbox.deletePendingTask({ id: task.id });
  await holdSharesOf(send.payload[0], false);
  await forgetRecordingsOf(send.payload[0], outbox.withDatabase);
  return true;
}

/** Keeps a deletion, and takes the message out of the saved conversation as it will be. */
export async function keepDeletion(
  outbox: Outbox,
  messageId: string,
  options: DeleteMessageOptions,
): Promise<void> {
  await outbox.addPendingTask({
    type: 'delete-message',
    messageId,
    payload: [messageId, options],
  });
  await (options.hardDelete
    ? outbox.hardDeleteMessage({ id: messageId })
    : outbox.softDeleteMessage({ id: messageId }));
}

/** Keeps the user's reaction of `type` added (or taken away when `add` is false). */
export async function keepReaction(
  outbox: Outbox,
  place: TaskPlace,
  messageId: string,
  type: string,
  add: boolean,
): Promise<void> {
  const where = { ...place, messageId };
  await outbox.addPendingTask(
    add
      ? { ...where, type: 'send-reaction', payload: [messageId, { type }] }
      : { ...where, type: 'delete-reaction', payload: [messageId, type] },
  );
}
