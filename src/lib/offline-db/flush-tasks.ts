/**
 * Delivers the tasks waiting on the device, oldest first, in place of the SDK's own loop (which
 * keeps a refused task for ever, retries slow mode only at the next reconnect, and lets an
 * edit overtake the send it edits). A conversation's tasks, and a message's, stop at their first
 * one that must wait, so order holds; a refusal is dropped and reported.
 */
import type { PendingTask, StreamChat } from 'stream-chat';
import { verdictFor, type Verdict } from './task-verdict.ts';
import { showRefusal } from './refused-task.ts';

export interface TaskStore {
  getPendingTasks(): Promise<PendingTask[]>;
  deletePendingTask(args: { id: number }): Promise<unknown>;
}

export type Refusal = Extract<Verdict, { kind: 'refused' }>;

export interface FlushReport {
  delivered: number;
  refused: number;
  /** Tasks still waiting (no answer, or slow mode longer than we wait here). */
  waiting: number;
}

const SLOW_MODE_TRIES = 3;
const MAX_SLOW_MODE_WAIT_MS = 30_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runTask(client: StreamChat, task: PendingTask): Promise<void> {
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
      const { message } = await channel._sendMessage(...task.payload);
      if (message.parent_id) {
        client.threads.threadsById[message.parent_id]?.upsertReplyLocally({
          message,
          timestampChanged: true,
        });
      }
      channel.state.addMessageSorted(message, true);
    }
  }
}

async function attempt(client: StreamChat, task: PendingTask): Promise<Verdict> {
  for (let tries = 1; ; tries++) {
    let verdict: Verdict;
    try {
      await runTask(client, task);
      verdict = { kind: 'delivered' };
    } catch (error) {
      verdict = verdictFor(error, task.type);
    }
    if (verdict.kind !== 'slow-mode' || tries >= SLOW_MODE_TRIES) return verdict;
    await pause(Math.min(verdict.waitMs + 250, MAX_SLOW_MODE_WAIT_MS));
  }
}

export async function flushTasks(
  client: StreamChat,
  store: TaskStore,
  onRefused: (task: PendingTask, refusal: Refusal) => void,
): Promise<FlushReport> {
  const report: FlushReport = { delivered: 0, refused: 0, waiting: 0 };
  const held = new Set<string>();
  for (const task of await store.getPendingTasks()) {
    if (task.id === undefined) continue;
    const lanes = [
      task.channelType ? `${task.channelType}:${task.channelId}` : '',
      task.messageId ? `message:${task.messageId}` : '',
    ].filter(Boolean);
    if (lanes.some((lane) => held.has(lane))) {
      report.waiting++;
      continue;
    }
    const verdict = await attempt(client, task);
    if (verdict.kind === 'delivered' || verdict.kind === 'refused') {
      await store.deletePendingTask({ id: task.id });
      if (verdict.kind === 'refused') {
        report.refused++;
        onRefused(task, verdict);
      } else report.delivered++;
      continue;
    }
    report.waiting++;
    lanes.forEach((lane) => held.add(lane));
  }
  return report;
}

/** One tab delivers at a time: the others wait for the lock and then find the tasks gone. */
export async function flushUnderLock(
  client: StreamChat,
  store: TaskStore,
  userId: string,
): Promise<FlushReport> {
  const flush = () =>
    flushTasks(client, store, (task, refusal) => showRefusal(client, task, refusal));
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`parley-outbox:${userId}`, flush) : flush();
}
