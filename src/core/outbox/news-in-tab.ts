/**
 * The outbox's news as a tab hears and tells it: what this tab settled is shown here and told to
 * the user's other tabs; what another tab or the service worker settled is shown here.
 */
import type { StreamChat } from 'stream-chat';
import type { Settled } from './delivery/delivery-loop.ts';
import { THIS_TAB, newsChannelName, tellOtherTabs, type OutboxNews } from './news.ts';
import { showDelivered, showRefusal } from './settled-task.ts';

/** What a tab does with what it settled: show it here, and tell the user's other tabs. */
export function settledInTab(client: StreamChat, userId: string): Settled {
  return {
    onDelivered: (message) => {
      showDelivered(client, message);
      tellOtherTabs(userId, { kind: 'delivered', message });
    },
    onRefused: (task, refusal) => {
      showRefusal(client, task, refusal);
      tellOtherTabs(userId, { kind: 'refused', task, refusal });
    },
  };
}

/**
 * Applies what other tabs or the service worker settled; returns the way to stop listening. A
 * refused message the worker kept on the device is taken off it once shown (`forget`).
 */
export function listenToOtherTabs(
  client: StreamChat,
  userId: string,
  onNews: () => void,
  forget: (taskId: number) => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(newsChannelName(userId));
  channel.onmessage = ({ data }: MessageEvent<OutboxNews & { from: string }>) => {
    if (data.from === THIS_TAB) return;
    onNews();
    if (client.userID !== userId) return;
    if (data.kind === 'delivered') showDelivered(client, data.message);
    if (data.kind !== 'refused') return;
    showRefusal(client, data.task, data.refusal);
    if (data.task.id !== undefined) forget(data.task.id);
  };
  return () => channel.close();
}
