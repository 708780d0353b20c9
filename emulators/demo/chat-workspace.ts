/**
 * The demo workspace, put in place at `npm start` through the chat server's API with the official
 * client: the app secret names the demo users, then each connects with a token the server key
 * signs and writes as themselves, so everything passes the same rules and lands in the same log
 * as what a user writes (the chat server itself starts with no users or conversations):
 * - General, the `team` channel everyone is in: a welcome with a thread, a link to the app with
 *   its preview (the chat server scrapes the local page), the welcome pinned, and a reminder
 *   Alice set on a message;
 * - "Weekend trip", a group of the three demo users: reactions, a photo, a file, a quoted reply
 *   and a poll with votes, with messages Alice has not read yet;
 * - Alice and Bob's direct conversation, and Sam's question in one with Alice, unread.
 * Once per data folder: a folder whose trip conversation exists is left alone (`npm start --
 * --reset` starts from a new folder, and so brings the whole workspace back).
 */
import { StreamChat, type Channel, type ChannelData } from 'stream-chat';
import { DEMO_USERS, type DemoUser } from './users.ts';
import type { ChatInfo } from '../stack-types.ts';
import { landscapePng } from './landscape-picture.ts';
import { sendImageBytes } from './send-image.ts';

export const TRIP_ID = 'demo-weekend-trip';
const GENERAL_CID = 'team:general';

const PACKING_LIST = [
  'Packing list',
  '- tent (Bob)',
  '- stove and gas (Sam)',
  '- food for two days',
  '- warm jackets, it gets cold by the lake',
  '',
].join('\n');

async function connect(chat: ChatInfo, server: StreamChat, user: DemoUser): Promise<StreamChat> {
  const client = new StreamChat(chat.apiKey, { allowServerSideConnect: true });
  client.setBaseURL(chat.url);
  await client.connectUser({ id: user.id }, server.createToken(user.id));
  return client;
}

/** Tomorrow at nine, local time. */
function tomorrowMorning(): string {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(9, 0, 0, 0);
  return at.toISOString();
}

/** What a new folder gets first: General's welcome with its thread, and Alice and Bob talking. */
async function firstMessages(
  alice: StreamChat,
  bob: StreamChat,
  members: string[],
  pair: string[],
): Promise<void> {
  const general: ChannelData & { name: string } = { name: 'General', members };
  const asAlice = alice.channel('team', 'general', general);
  await asAlice.watch();
  const asBob = bob.channel('team', 'general');
  await asBob.watch();
  const { message: welcome } = await asAlice.sendMessage({
    text: 'Welcome to Parley! This is the team channel everyone is in.',
  });
  await asBob.sendMessage({
    text: 'Thanks! Where do we share meeting notes?',
    parent_id: welcome.id,
  });
  await asAlice.sendMessage({
    text: 'Right here in a thread, like this one.',
    parent_id: welcome.id,
  });
  // After Alice's reply, which marks the channel read for her: Bob's hello stays new to her.
  await asBob.sendMessage({ text: 'Hi all, glad to be here.' });

  const direct = alice.channel('messaging', { members: pair });
  await direct.watch();
  await direct.sendMessage({ text: 'Hey Bob, got a minute?' });
  const answer = bob.channel('messaging', { members: pair });
  await answer.watch();
  await answer.sendMessage({ text: 'Sure, what is up?' });
}

async function weekendTrip(
  alice: StreamChat,
  bob: StreamChat,
  sam: StreamChat,
  members: string[],
): Promise<void> {
  // `name` is Parley's custom channel data, declared for the app (src/stream-chat-types.d.ts).
  const trip: ChannelData & { name: string } = { name: 'Weekend trip', members };
  const asAlice = alice.channel('messaging', TRIP_ID, trip);
  await asAlice.watch();
  // The client sends reactions and files only through a channel it has loaded.
  const asBob = bob.channel('messaging', TRIP_ID);
  const asSam = sam.channel('messaging', TRIP_ID);
  await Promise.all([asBob.watch(), asSam.watch()]);

  const { message: plan } = await asSam.sendMessage({
    text: 'Who is in for the lake this weekend?',
  });
  await asBob.sendReaction(plan.id, { type: 'like' });
  await asAlice.sendReaction(plan.id, { type: 'love' });
  const photo = await sendImageBytes(asSam, landscapePng(), 'lake.png', 'image/png');
  await asSam.sendMessage({
    text: 'The view from last year.',
    attachments: [{ type: 'image', image_url: photo.file, fallback: 'lake.png' }],
  });
  const list = Buffer.from(PACKING_LIST);
  const file = await asBob.sendFile(list, 'packing-list.txt', 'text/plain');
  await asBob.sendMessage({
    text: 'Packing list, add what is missing.',
    attachments: [
      {
        type: 'file',
        asset_url: file.file,
        title: 'packing-list.txt',
        mime_type: 'text/plain',
        file_size: list.length,
      },
    ],
  });
  const { message: mine } = await asAlice.sendMessage({
    text: 'Count me in. I can drive.',
    quoted_message_id: plan.id,
  });
  await asSam.sendReaction(mine.id, { type: 'haha' });
  await asAlice.markRead();

  // What follows is new to Alice.
  const { poll } = await bob.createPoll({
    name: 'When do we leave?',
    options: [{ text: 'Friday evening' }, { text: 'Saturday morning' }],
  });
  const { message: vote } = await asBob.sendMessage({ text: '', poll_id: poll.id });
  const [friday, saturday] = poll.options;
  if (friday && saturday) {
    await sam.castPollVote(vote.id, poll.id, { option_id: friday.id });
    await bob.castPollVote(vote.id, poll.id, { option_id: saturday.id });
  }
  await asSam.sendMessage({ text: 'Friday works for me if we leave after six.' });
}

async function general(alice: StreamChat, bob: StreamChat, appUrl: string): Promise<void> {
  const asAlice = alice.channel('team', 'general');
  const { messages } = await asAlice.query({ messages: { limit: 20 } });
  const welcome = messages.find((m) => m.user?.id === alice.userID && !m.parent_id);
  if (welcome) await alice.pinMessage(welcome.id);
  const asBob = bob.channel('team', 'general');
  await asBob.watch();
  const { message: link } = await asBob.sendMessage({
    text: `For anyone new, the app itself: ${appUrl}/`,
  });
  await alice.createReminder({ messageId: link.id, remind_at: tomorrowMorning() });
}

async function question(sam: StreamChat, members: string[]): Promise<Channel> {
  const direct = sam.channel('messaging', { members });
  await direct.watch();
  await direct.sendMessage({ text: 'Hi Alice, do you have the slides from Monday?' });
  return direct;
}

export async function seedDemoWorkspace(
  chat: ChatInfo,
  appUrl: string,
): Promise<'seeded' | 'kept'> {
  const [aliceUser, bobUser, samUser] = DEMO_USERS;
  if (!aliceUser || !bobUser || !samUser) return 'kept';
  const server = new StreamChat(chat.apiKey, chat.apiSecret);
  server.setBaseURL(chat.url);
  // Asked with the app secret before anyone connects: a start that keeps the workspace opens no
  // socket at all. General alone is a folder whose last start stopped before the trip.
  const found = await server.queryChannels(
    { cid: { $in: [GENERAL_CID, `messaging:${TRIP_ID}`] } },
    {},
    { limit: 2, watch: false, state: false, presence: false },
  );
  if (found.some((channel) => channel.id === TRIP_ID)) return 'kept';
  const fresh = !found.some((channel) => channel.cid === GENERAL_CID);
  // Named with the app secret, as the app's backend names users from their profiles.
  if (fresh)
    await server.upsertUsers(DEMO_USERS.map((user) => ({ id: user.id, name: user.chatName })));
  const [alice, bob, sam] = await Promise.all([
    connect(chat, server, aliceUser),
    connect(chat, server, bobUser),
    connect(chat, server, samUser),
  ]);
  const everyone = [aliceUser.id, bobUser.id, samUser.id];
  try {
    if (fresh) await firstMessages(alice, bob, everyone, [aliceUser.id, bobUser.id]);
    await weekendTrip(alice, bob, sam, everyone);
    await general(alice, bob, appUrl);
    await question(sam, [samUser.id, aliceUser.id]);
    return 'seeded';
  } finally {
    await Promise.all([alice, bob, sam].map((client) => client.disconnectUser()));
  }
}
