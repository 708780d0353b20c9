/**
 * The conversation list's query, in one place: the list asks the chat server with it, and the
 * device copy keeps the answer under it, so both must build exactly the same one.
 */
import type { ChannelFilters, ChannelOptions, ChannelSort } from 'stream-chat';

export const LIST_SORT: ChannelSort = [{ pinned_at: -1 }, { last_message_at: -1 }];
/** 50 messages a conversation: what the device keeps of each, so a cached one opens full. */
export const LIST_OPTIONS: ChannelOptions = {
  limit: 20,
  message_limit: 50,
  presence: true,
  state: true,
  watch: true,
};

export function listFilters(userId: string, archived: boolean): ChannelFilters {
  return { members: { $in: [userId] }, archived };
}
