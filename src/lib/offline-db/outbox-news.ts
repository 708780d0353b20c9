/**
 * The tab that delivers the outbox (under its Web Lock) tells this user's other tabs what it
 * settled, so a message one tab wrote and another delivered stops showing as waiting there
 * (that tab may have missed the socket event, or merged the server's copy beside its own); a tab
 * that queues something says so too, and every tab then counts what waits again.
 */
import type { MessageResponse, PendingTask, StreamChat } from 'stream-chat';
import type { Refusal } from './task-verdict.ts';
import { showDelivered, showRefusal } from './settled-task.ts';

export type OutboxNews =
  | { kind: 'queued' }
  | { kind: 'delivered'; message: MessageResponse }
  | { kind: 'refused'; task: PendingTask; refusal: Refusal };

const channelName = (userId: string): string => `parley-outbox:${userId}`;
// A tab hears its own channel objects too: news carries the teller, so a tab skips its own.
const THIS_TAB = crypto.randomUUID();

export function tellOtherTabs(userId: string, news: OutboxNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName(userId));
  channel.postMessage({ ...news, from: THIS_TAB });
  channel.close();
}

/** Applies what other tabs delivered or saw refused; returns the way to stop listening. */
export function listenToOtherTabs(
  client: StreamChat,
  userId: string,
  onNews: () => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName(userId));
  channel.onmessage = ({ data }: MessageEvent<OutboxNews & { from: string }>) => {
    if (data.from === THIS_TAB) return;
    onNews();
    if (client.userID !== userId) return;
    if (data.kind === 'delivered') showDelivered(client, data.message);
    if (data.kind === 'refused') showRefusal(client, data.task, data.refusal);
  };
  return () => channel.close();
}
