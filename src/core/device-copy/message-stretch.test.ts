/**
 * Which stored messages a page of a conversation's latest message set replaces: the SDK marks an
 * older page, loaded by scrolling up, as "latest" too, so the page's own stretch decides.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { StreamChat, type ChannelAPIResponse, type MessageResponse } from 'stream-chat';
import { DeviceCopy } from './device-copy.ts';

const CID = 'messaging:stretch';
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
let db: DeviceCopy;
let run = 0;

const message = (n: number) =>
  ({
    id: `m${n}`,
    cid: CID,
    text: `message ${n}`,
    type: 'regular',
    created_at: at(n),
  }) as MessageResponse;

/** The server's answer: messages `from`…`to`, the conversation's last message at `last`. */
function page(from: number, to: number, last: number): ChannelAPIResponse {
  const messages =
    from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
  const channel = {
    cid: CID,
    id: 'stretch',
    type: 'messaging',
    disabled: false,
    frozen: false,
    last_message_at: at(last),
  };
  return { channel, members: [], messages, pinned_messages: [], read: [] } as ChannelAPIResponse;
}

async function kept(): Promise<string[]> {
  const [answer] = (await db.getChannels({ cids: [CID], userId: 'alice' })) ?? [];
  return (answer?.messages ?? []).map((m) => m.id);
}

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);

beforeEach(async () => {
  const user = `alice-stretch-${++run}`;
  db = new DeviceCopy(new StreamChat('key'));
  db.useUser(user);
  await db.init(user);
  await db.upsertChannels({ channels: [page(11, 40, 40)], isLatestMessagesSet: true });
});

afterEach(() => db.close());

it('an older page loaded by scrolling up adds to what is kept, whatever it holds', async () => {
  await db.upsertChannels({ channels: [page(1, 10, 40)], isLatestMessagesSet: true });
  expect(await kept()).toEqual(ids(1, 40));
  // Nothing older than the oldest: an empty page.
  await db.upsertChannels({ channels: [page(1, 0, 40)], isLatestMessagesSet: true });
  expect(await kept()).toEqual(ids(1, 40));
});

it('the newest page replaces its stretch, keeps older ones it joins, and drops newer ones gone', async () => {
  const fresh = page(30, 41, 41);
  // m35 was deleted on the server meanwhile; m41 is new.
  fresh.messages = fresh.messages.filter((m) => m.id !== 'm35');
  await db.upsertChannels({ channels: [fresh], isLatestMessagesSet: true });
  expect(await kept()).toEqual([...ids(11, 34), ...ids(36, 41)]);
  // A newest page that does not join what is stored: the older ones are too old to join.
  await db.upsertChannels({ channels: [page(50, 52, 52)], isLatestMessagesSet: true });
  expect(await kept()).toEqual(ids(50, 52));
});

it('a conversation with no messages left keeps none', async () => {
  const empty = page(1, 0, 0);
  delete empty.channel.last_message_at;
  await db.upsertChannels({ channels: [empty], isLatestMessagesSet: true });
  expect(await kept()).toEqual([]);
});

it('an answer made before a message came keeps that message, the time it came and its count', async () => {
  const read = (lastRead: number, unread: number) => [
    { user: { id: 'alice' }, last_read: at(lastRead), unread_messages: unread },
  ];
  const newer = page(11, 41, 41);
  newer.read = read(39, 2) as ChannelAPIResponse['read'];
  await db.upsertChannels({ channels: [newer], isLatestMessagesSet: true });
  // Made before m41 came, answered after it was stored.
  const made = page(30, 40, 40);
  made.read = read(39, 1) as ChannelAPIResponse['read'];
  await db.upsertChannels({ channels: [made], isLatestMessagesSet: true });
  expect(await kept()).toEqual(ids(11, 41));
  const [answer] = (await db.getChannels({ cids: [CID], userId: 'alice' })) ?? [];
  expect(answer?.channel.last_message_at).toBe(at(41));
  expect(answer?.read?.[0]?.unread_messages).toBe(2);
  // A later read state (read elsewhere) is taken as it comes.
  const readElsewhere = page(30, 41, 41);
  readElsewhere.read = read(41, 0) as ChannelAPIResponse['read'];
  await db.upsertChannels({ channels: [readElsewhere], isLatestMessagesSet: true });
  const [after] = (await db.getChannels({ cids: [CID], userId: 'alice' })) ?? [];
  expect(after?.read?.[0]).toMatchObject({ last_read: at(41), unread_messages: 0 });
});
