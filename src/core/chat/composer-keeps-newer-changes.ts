/**
 * The SDK sets a conversation's composer from every channel answer it takes in: the draft the
 * answer carries replaces what the composer holds, and an answer without one empties a composer
 * whose draft was saved (and deletes that draft from the device copy). An answer asked for before
 * the composer last changed is older than what it shows: the list's refresh still on its way
 * while the person wrote and left the conversation would empty the composer they come back to.
 * So each answer is stamped with when it was asked, and a composer takes only answers asked after
 * its last change, a change being an edit, a draft saved or an event, or an answer it took.
 */
import type { Channel, ChannelAPIResponse, StreamChat } from 'stream-chat';

/** Orders asks and changes; a counter, so the order does not rest on any clock. */
let tick = 0;
const askedAt = new WeakMap<ChannelAPIResponse, number>();
const guarded = new WeakSet<Channel>();

export function keepNewerComposerChanges(client: StreamChat): void {
  const queryChannels = client.queryChannelsRequestWithResponse.bind(client);
  client.queryChannelsRequestWithResponse = async (...args) => {
    const asked = ++tick;
    const response = await queryChannels(...args);
    for (const answer of response.channels ?? []) askedAt.set(answer, asked);
    return response;
  };
  const channel = client.channel.bind(client) as (...args: unknown[]) => Channel;
  client.channel = ((...args: unknown[]) => guard(channel(...args))) as StreamChat['channel'];
}

function guard(channel: Channel): Channel {
  if (guarded.has(channel)) return channel;
  guarded.add(channel);
  // The channel's own queries (opening it, watching it again) still on their way.
  const pending: number[] = [];
  const query = channel.query.bind(channel);
  channel.query = (async (...args: Parameters<Channel['query']>) => {
    const asked = ++tick;
    pending.push(asked);
    try {
      return await query(...args);
    } finally {
      pending.splice(pending.indexOf(asked), 1);
    }
  }) as Channel['query'];

  const composer = channel.messageComposer;
  let lastChange = 0;
  let taking = false;
  let subscribed = false;
  // The store calls a new subscriber at once with what it holds, which is no change.
  composer.editingAuditState.subscribe(() => {
    if (subscribed && !taking) lastChange = ++tick;
  });
  subscribed = true;
  const take = composer.initStateFromChannelResponse;
  composer.initStateFromChannelResponse = (answer) => {
    // An answer that was never asked for here (read from the device copy) is older than any.
    const asked = askedAt.get(answer) ?? (pending.length > 0 ? Math.min(...pending) : 0);
    if (asked < lastChange) return;
    taking = true;
    try {
      take(answer);
    } finally {
      taking = false;
    }
    lastChange = Math.max(lastChange, asked);
  };
  return channel;
}
