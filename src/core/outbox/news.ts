/**
 * Whoever delivers the outbox (a tab or the service worker, under one Web Lock) tells this
 * user's tabs what it settled, so a message one tab wrote and another delivered stops showing
 * as waiting there
 * (that tab may have missed the socket event, or merged the server's copy beside its own); a tab
 * that queues something says so too, and every tab then counts what waits again.
 */
import type { MessageResponse, PendingTask } from 'stream-chat';
import type { Refusal } from './task-verdict.ts';

export type OutboxNews =
  | { kind: 'queued' }
  | { kind: 'delivered'; message: MessageResponse }
  | { kind: 'refused'; task: PendingTask; refusal: Refusal };

export const newsChannelName = (userId: string): string => `parley-outbox:${userId}`;
// A tab hears its own channel objects too: news carries the teller, so a tab skips its own.
export const THIS_TAB = crypto.randomUUID();

export function tellOtherTabs(userId: string, news: OutboxNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(newsChannelName(userId));
  channel.postMessage({ ...news, from: THIS_TAB });
  channel.close();
}
