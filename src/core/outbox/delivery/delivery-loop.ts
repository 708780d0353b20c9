/**
 * Delivers the tasks waiting on the device, oldest first, in place of the SDK's own loop (which
 * keeps a refused task for ever, retries slow mode only at the next reconnect, and lets an
 * edit overtake the send it edits). A conversation's tasks, and a message's, stop at their first
 * one that must wait, so order holds; a refusal is dropped and reported. A reply is sent only
 * while the message it answers stands: the chat server may take a reply to a deleted message.
 */
import type { MessageResponse, PendingTask, StreamChat } from 'stream-chat';
import { verdictFor, type Refusal, type Verdict } from '../task-verdict.ts';
import { refusalOf } from '../../device-copy/schema.ts';
import { slowModePause } from './retry-policy.ts';
import { sendWithWaitingFiles } from '../waiting-files.ts';
import type { WithDatabase } from '../../device-copy/device-files.ts';

interface ErrorWithData {
  response?: { data?: { code?: number } };
}

export interface TaskStore {
  getPendingTasks(): Promise<PendingTask[]>;
  deletePendingTask(args: { id: number }): Promise<unknown>;
  /** The person's database, where a message's voice recording waits for its upload. */
  withDatabase: WithDatabase;
}

export interface FlushReport {
  delivered: number;
  refused: number;
  /** Tasks still waiting (no answer, or slow mode longer than we wait here). */
  waiting: number;
}

const SLOW_MODE_TRIES = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a task; a sent message is answered with the server's copy. */
export async function runTask(
  client: StreamChat,
  task: PendingTask,
  withDatabase: WithDatabase,
): Promise<MessageResponse | undefined> {
  if (task.type === 'update-message') {
    await client._updateMessage(...task.payload);
    return;
  }
  if (task.type === 'delete-message') {
    await client._deleteMessage(...task.payload);
    return;
  }
  const channel = client.channel(task.channelType ?? '', task.channelId ?? '');
  switch (task.type) {
    case 'send-reaction':
      await channel._sendReaction(...task.payload);
      return;
    case 'delete-reaction':
      await channel._deleteReaction(...task.payload);
      return;
    case 'create-draft':
      await channel._createDraft(...task.payload);
      return;
    case 'delete-draft':
      await channel._deleteDraft(...task.payload);
      return;
    case 'send-message': {
      const [kept, options] = task.payload;
      if (kept.parent_id) await requireStanding(client, channel.cid, kept.parent_id);
      const { message } = await sendWithWaitingFiles(
        channel,
        kept,
        (ready) => channel._sendMessage(ready, options),
        withDatabase,
      );
      return message;
    }
  }
}

/**
 * Refuses, as the chat server does for a missing parent, when the message is deleted or gone;
 * the deletion (which happened while the socket was down) is shown at once, in the conversation
 * and in an open thread.
 */
async function requireStanding(client: StreamChat, cid: string, messageId: string): Promise<void> {
  const found = await client.getMessage(messageId).then(
    ({ message }) => message,
    (error: unknown) => {
      const notFound = (error as ErrorWithData).response?.data?.code === 16;
      if (!notFound) throw error;
      return undefined;
    },
  );
  if (found && found.type !== 'deleted' && !found.deleted_at) return;
  const [channel_type, channel_id] = cid.split(':');
  client.dispatchEvent({
    type: 'message.deleted',
    cid,
    channel_type,
    channel_id,
    hard_delete: !found,
    message: found ?? ({ id: messageId, cid, type: 'deleted' } as MessageResponse),
  });
  const message = `parent message "${messageId}" was deleted`;
  throw Object.assign(new Error(message), { response: { data: { code: 4, message } } });
}

type Outcome = Verdict | { kind: 'delivered'; message?: MessageResponse };

async function attempt(
  client: StreamChat,
  task: PendingTask,
  withDatabase: WithDatabase,
): Promise<Outcome> {
  for (let tries = 1; ; tries++) {
    let verdict: Outcome;
    try {
      verdict = { kind: 'delivered', message: await runTask(client, task, withDatabase) };
    } catch (error) {
      verdict = verdictFor(error, task.type);
    }
    if (verdict.kind !== 'slow-mode' || tries >= SLOW_MODE_TRIES) return verdict;
    await pause(slowModePause(verdict.waitMs));
  }
}

export interface Settled {
  onDelivered(message: MessageResponse): void;
  onRefused(task: PendingTask, refusal: Refusal): void | Promise<void>;
  /**
   * Whether a refused task is left on the device for `onRefused` to keep: the service worker
   * marks a refused message for a tab to show (queued-messages.ts, settled-task.ts).
   */
  keepRefused?: (task: PendingTask) => boolean;
}

/**
 * What a task must not overtake, and what waits behind it while it waits: its conversation, its
 * message, and for a reply the message it answers. A deletion names no conversation (the SDK
 * queues it with the message's id only), so without the last a deletion could go ahead of a
 * reply written before it, and the reply would then be refused for its parent being gone.
 */
function lanesOf(task: PendingTask): string[] {
  const parentId = task.type === 'send-message' ? task.payload[0].parent_id : undefined;
  return [
    task.channelType ? `${task.channelType}:${task.channelId}` : '',
    task.messageId ? `message:${task.messageId}` : '',
    parentId ? `message:${parentId}` : '',
  ].filter(Boolean);
}

export async function deliverOutbox(
  client: StreamChat,
  store: TaskStore,
  settled: Settled,
): Promise<FlushReport> {
  const report: FlushReport = { delivered: 0, refused: 0, waiting: 0 };
  const held = new Set<string>();
  for (const task of await store.getPendingTasks()) {
    // Settled already, waiting only to be shown (queued-messages.ts).
    if (task.id === undefined || refusalOf(task)) continue;
    const lanes = lanesOf(task);
    if (lanes.some((lane) => held.has(lane))) {
      // What waits behind this task waits behind what it waits for, too.
      lanes.forEach((lane) => held.add(lane));
      report.waiting++;
      continue;
    }
    const verdict = await attempt(client, task, store.withDatabase);
    if (verdict.kind === 'delivered' || verdict.kind === 'refused') {
      if (verdict.kind === 'delivered' || !settled.keepRefused?.(task)) {
        await store.deletePendingTask({ id: task.id });
      }
      if (verdict.kind === 'refused') {
        report.refused++;
        await settled.onRefused(task, verdict);
      } else {
        report.delivered++;
        if ('message' in verdict && verdict.message) settled.onDelivered(verdict.message);
      }
      continue;
    }
    report.waiting++;
    lanes.forEach((lane) => held.add(lane));
  }
  return report;
}

/**
 * One deliverer at a time, a tab or the service worker: the others wait for the lock, then find
 * the tasks gone, and are told what became of them (news.ts).
 */
export async function flushUnderLock(
  client: StreamChat,
  store: TaskStore,
  userId: string,
  settled: Settled,
): Promise<FlushReport> {
  const flush = () => deliverOutbox(client, store, settled);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`parley-outbox:${userId}`, flush) : flush();
}
