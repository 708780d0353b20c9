/**
 * The conversation list from the device: the last answer the chat server gave for the list's
 * query, turned into the SDK's channels (in offline mode, so opening one watches it once the
 * socket is up), and kept for the page so the list paints in the same frame as it mounts.
 */
import type { Channel, StreamChat } from 'stream-chat';
import { LIST_SORT, listFilters } from '../device-copy/lists/list-query.ts';
import type { DeviceCopy } from '../device-copy/device-copy.ts';
import { showQueuedMessages } from '../outbox/queued-messages.ts';
import { listsRead } from './lists-read.ts';
import { forgetStartRead, takeStartAnswers } from '../device-copy/lists/saved-list.ts';

const lists = new Map<string, Channel[]>();

const listKey = (userId: string, archived: boolean): string => `${userId}|${archived}`;

/**
 * Reads the list into the client's channels; channels the network already filled stay. The
 * inbox's first load takes in the records the page's start read (the list at start drew them).
 * A list saved empty (an account with no conversations yet) is kept as the list, as any other:
 * only a list never saved leaves listOnDevice without one.
 */
export async function loadListFromDevice(
  client: StreamChat,
  db: DeviceCopy,
  userId: string,
  archived: boolean,
): Promise<Channel[]> {
  const filters = listFilters(userId, archived);
  const answers = await (
    (archived ? undefined : takeStartAnswers(userId)) ??
    db.getChannelsForQuery({ userId, filters, sort: LIST_SORT })
  ).catch(() => null);
  if (!answers) return [];
  const unfilled = answers.filter((a) => !client.activeChannels[a.channel.cid]?.initialized);
  const hydrated = client.hydrateActiveChannels(unfilled, { offlineMode: true });
  await showKeptThreads(db, hydrated);
  await showQueuedMessages(client, db, hydrated);
  const channels = answers
    .map((a) => client.activeChannels[a.channel.cid])
    .filter((c): c is Channel => c !== undefined);
  lists.set(listKey(userId, archived), channels);
  listsRead.tell();
  return channels;
}

/**
 * The kept replies of opened threads, into their channels' thread state, so a thread opens from
 * the device (the SDK drops them again when the channel is watched, and loads them afresh).
 */
async function showKeptThreads(db: DeviceCopy, channels: Channel[]): Promise<void> {
  const kept = await db.getThreadReplies(channels.map((c) => c.cid)).catch(() => undefined);
  for (const channel of channels) {
    const replies = kept?.get(channel.cid);
    if (replies) channel.state.addMessagesSorted(replies);
  }
}

export function listOnDevice(userId: string, archived: boolean): Channel[] | undefined {
  return lists.get(listKey(userId, archived));
}

/** Keeps a fresh first page as the list's answer on the device. */
export async function keepList(
  db: DeviceCopy,
  userId: string,
  archived: boolean,
  channels: Channel[],
): Promise<void> {
  lists.set(listKey(userId, archived), channels);
  await db
    .upsertCidsForQuery({
      cids: channels.map((c) => c.cid),
      filters: listFilters(userId, archived),
      sort: LIST_SORT,
    })
    .catch((error: unknown) => console.warn('The list could not be kept on the device', error));
}

/** One conversation from the device, for a link opened offline; undefined when not kept. */
export async function channelFromDevice(
  client: StreamChat,
  db: DeviceCopy,
  cid: string,
): Promise<Channel | undefined> {
  const known = client.activeChannels[cid];
  if (known) return known;
  const [answer] =
    (await db.getChannels({ cids: [cid], userId: client.userID ?? '' }).catch(() => null)) ?? [];
  // Taken in while the device was read (the list's answer from the server, or from the device):
  // that one stays, not replaced by this older read.
  const arrived = client.activeChannels[cid];
  if (arrived) return arrived;
  if (!answer) return undefined;
  const hydrated = client.hydrateActiveChannels([answer], { offlineMode: true });
  await showKeptThreads(db, hydrated);
  await showQueuedMessages(client, db, hydrated);
  return hydrated[0];
}

export function forgetLists(): void {
  lists.clear();
  forgetStartRead();
}
