/**
 * The list's answer is in the conversations before the device has kept it, so what comes over the
 * socket while it is being kept stays; driven through stream-chat's own client with the network
 * and the device answered by hand.
 */
import { beforeEach, expect, it } from 'vitest';
import { StreamChat, type ChannelAPIResponse } from 'stream-chat';
import { queryChannelsAnswerFirst } from './list-answer-first.ts';

const CID = 'messaging:first';
const at = new Date(Date.UTC(2026, 0, 1)).toISOString();

/** The server's view when it answered: Ben banned from the conversation. */
const answer = {
  channel: { cid: CID, id: 'first', type: 'messaging', created_at: at, updated_at: at },
  members: [{ user_id: 'ben', user: { id: 'ben' }, banned: true }],
  messages: [],
  pinned_messages: [],
  read: [],
  duration: '1ms',
} as unknown as ChannelAPIResponse;

let client: StreamChat;
let answerList: (body: unknown) => void;
let deviceKept: () => void;
const kept: ChannelAPIResponse[][] = [];

beforeEach(() => {
  client = new StreamChat('key', { allowServerSideConnect: true });
  client.userID = 'mia';
  client.user = { id: 'mia' };
  client.post = (() =>
    new Promise((resolve) => {
      answerList = resolve as typeof answerList;
    })) as StreamChat['post'];
  client.offlineDb = {
    upsertChannels: ({ channels }: { channels: ChannelAPIResponse[] }) =>
      new Promise<void>((resolve) => {
        kept.push(channels);
        deviceKept = resolve;
      }),
    executeQuerySafely: () => undefined,
  } as unknown as StreamChat['offlineDb'];
});

it('keeps a ban lifted while the device was keeping an older answer', async () => {
  const listing = queryChannelsAnswerFirst(client, {}, {}, {});
  await new Promise((r) => setTimeout(r, 0));
  answerList({ channels: [answer], duration: '1ms' });
  await new Promise((r) => setTimeout(r, 0));
  const channel = client.activeChannels[CID]!;
  expect(channel.state.members.ben?.banned).toBe(true);

  client.dispatchEvent({
    type: 'user.unbanned',
    cid: CID,
    channel_id: 'first',
    channel_type: 'messaging',
    user: { id: 'ben' },
    created_at: new Date().toISOString(),
  });
  deviceKept();
  const [shown] = await listing;
  expect(shown).toBe(channel);
  expect(channel.state.members.ben?.banned).toBe(false);
  expect(kept.at(-1)).toEqual([answer]);
});
