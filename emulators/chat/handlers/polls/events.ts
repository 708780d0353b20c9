/** `poll.*` events, to the watchers of the channel whose message carries the poll. */
import type { ChatApp } from '../../app.ts';
import { channelEvent, sendTo } from '../../events/fan-out.ts';
import type { Json } from '../../http/json.ts';
import { messageShape } from '../../shapes/message.ts';
import { pollShape, voteShape } from '../../shapes/poll.ts';
import type { PollRecord, PollVoteRecord } from '../../store/records.ts';
import { pollChannel } from './access.ts';

/** Sends a poll event to the watchers; an anonymous vote names its voter only to the voter. */
export function pollEvent(
  app: ChatApp,
  poll: PollRecord,
  type: string,
  vote?: PollVoteRecord,
  fields: Json = {},
): void {
  const place = pollChannel(app, poll);
  if (!place) return;
  const base = channelEvent(type, place.channel, {
    message_id: place.message.id,
    message: messageShape(app, place.message, undefined),
    poll: pollShape(app, poll, undefined),
    ...fields,
  });
  const watchers = app.hub.watchersOf(place.channel.cid);
  if (!vote) return sendTo(watchers, base);
  if (poll.voting_visibility === 'public')
    return sendTo(watchers, { ...base, poll_vote: voteShape(app, poll, vote, undefined) });
  for (const connection of watchers)
    sendTo([connection], { ...base, poll_vote: voteShape(app, poll, vote, connection.userId) });
}
