/**
 * The conversation search, device first: the conversations on the device whose name (or, with
 * none, whose other members' names) answers the query show at once; then the chat server's
 * pages, merged in without duplicates. Offline, the device's results are all there is.
 */
import {
  ChannelSearchSource,
  type Channel,
  type ChannelFilters,
  type SearchQueryOptions,
  type StreamChat,
} from 'stream-chat';
import { OffsetPages } from './offset-pages.ts';
import { nameMatches } from './search-text.ts';
import { searchOrigin, type WithOrigin } from './search-origin.ts';

const byCid = (channel: Channel): string => channel.cid;

/** The names a conversation goes by in the list: its own, or its other members'. */
export function channelNames(channel: Channel, readerId: string | undefined): string[] {
  const own = channel.data?.name;
  if (typeof own === 'string' && own.trim()) return [own];
  return Object.values(channel.state.members)
    .map((member) => member.user)
    .filter((user) => user && user.id !== readerId)
    .map((user) => user?.name || user?.id || '');
}

/** The conversations kept on the device (those the reader belongs to) that answer the query. */
export function deviceChannels(client: StreamChat, query: string): Channel[] {
  const reader = client.userID;
  return Object.values(client.activeChannels)
    .filter((channel) => !reader || channel.state.members[reader] || channel.state.membership)
    .filter((channel) => nameMatches(channelNames(channel, reader), query))
    .sort(
      (a, b) =>
        (b.state.last_message_at?.getTime() ?? 0) - (a.state.last_message_at?.getTime() ?? 0),
    );
}

export class DeviceFirstChannelSearch extends ChannelSearchSource implements WithOrigin {
  readonly origin = searchOrigin();
  private readonly pages = new OffsetPages<Channel>(byCid, this.origin);

  constructor(private readonly chat: StreamChat) {
    super(chat);
  }

  protected override query(searchQuery: string, options: SearchQueryOptions = {}) {
    return this.pages.page({
      first: this.next === undefined,
      device: () => deviceChannels(this.chat, searchQuery),
      show: (items) => this.state.partialNext({ items }),
      server: (offset) => this.serverPage(searchQuery, offset, options),
      pageSize: this.pageSize,
      signal: options.signal,
    });
  }

  private serverPage(
    searchQuery: string,
    offset: number,
    options: SearchQueryOptions,
  ): Promise<Channel[]> {
    const reader = this.chat.userID;
    const filters: ChannelFilters = this.filterBuilder.buildFilters({
      baseFilters: { ...(reader ? { members: { $in: [reader] } } : {}), ...this.filters },
      context: { searchQuery },
    });
    const page = { ...this.searchOptions, limit: this.pageSize, offset };
    return this.chat.queryChannels(filters, this.sort ?? {}, page, options);
  }
}
