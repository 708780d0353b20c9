/**
 * The list's query, the SDK's own steps in another order. stream-chat's `queryChannels` keeps the
 * answer on the device before it sets the conversations from it, and that write can take a while
 * on a busy phone: what comes over the socket meanwhile (a ban lifted, a read, a member added) is
 * applied first, then the older answer sets it back. Here the answer goes into the conversations
 * the moment it is in, and is kept on the device after; events that follow are kept after it too.
 */
import type { Channel, ChannelFilters, ChannelOptions, ChannelSort, StreamChat } from 'stream-chat';

export async function queryChannelsAnswerFirst(
  client: StreamChat,
  filters: ChannelFilters,
  sort: ChannelSort,
  options: ChannelOptions,
): Promise<Channel[]> {
  const { channels } = await client.queryChannelsRequestWithResponse(filters, sort, options);
  client.dispatchEvent({
    type: 'channels.queried',
    queriedChannels: { channels, isLatestMessageSet: true },
  });
  const shown = client.hydrateActiveChannels(channels, {}, options);
  if (channels.length > 0)
    await client.offlineDb?.upsertChannels({ channels, isLatestMessagesSet: true });
  return shown;
}
