/**
 * The chat server's answer to the list's query reflects the moment it was made: a message that
 * arrives while it is on its way moves its conversation up in the list shown, then the answer
 * would put it back where it was. Moving those conversations up again in the answer, in the
 * order their messages came, keeps what the person just saw.
 */
import { promoteChannel, type Channel } from 'stream-chat';
import { LIST_SORT } from '../../../../core/device-copy/lists/list-query.ts';

export function promoteArrivals(channels: Channel[], arrived: readonly string[]): Channel[] {
  return arrived.reduce((list, cid) => {
    const index = list.findIndex((channel) => channel.cid === cid);
    const channel = list[index];
    if (!channel) return list;
    return promoteChannel({
      channels: list,
      channelToMove: channel,
      channelToMoveIndexWithinChannels: index,
      sort: LIST_SORT,
    });
  }, channels);
}
