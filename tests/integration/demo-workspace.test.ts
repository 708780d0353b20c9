/**
 * The demo workspace a new data folder gets (emulators/demo/chat-workspace.ts, through the API of
 * a chat server that starts empty), as Alice sees it through stream-chat: enough to explore every
 * feature.
 */
import { StreamChat, type Channel, type LocalMessage } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../emulators/demo/users.ts';
import { TRIP_ID, seedDemoWorkspace } from '../../emulators/demo/chat-workspace.ts';
import { serverChat } from '../browser/support/conversations.ts';
import { testStack } from '../support/test-stack.ts';

const stack = testStack();
const [ALICE, BOB, SAM] = DEMO_USERS;
let alice: StreamChat;
let channels: Channel[];

const byId = (id: string) => channels.find((c) => c.id === id);
const messages = (channel: Channel | undefined): LocalMessage[] => [
  ...(channel?.state.messages ?? []),
];

beforeAll(async () => {
  alice = new StreamChat(stack.chatApiKey, { allowServerSideConnect: true });
  alice.setBaseURL(stack.chatUrl);
  await alice.connectUser({ id: ALICE?.id ?? '' }, serverChat(stack).createToken(ALICE?.id ?? ''));
  channels = await alice.queryChannels(
    { members: { $in: [ALICE?.id ?? ''] } },
    { last_message_at: -1 },
    { limit: 30, message_limit: 30 },
  );
});

afterAll(() => alice.disconnectUser());

describe('the demo workspace, as Alice sees it', () => {
  it('has at least four conversations: the team channel, a group of three and two direct ones', () => {
    expect(channels.length).toBeGreaterThanOrEqual(4);
    expect(byId('general')?.type).toBe('team');
    expect(byId('general')?.data?.member_count).toBe(DEMO_USERS.length);
    const trip = byId(TRIP_ID);
    expect(trip?.data).toMatchObject({ name: 'Weekend trip' });
    expect(Object.keys(trip?.state.members ?? {}).sort()).toEqual(
      [ALICE?.id, BOB?.id, SAM?.id].sort(),
    );
    const direct = channels.filter((c) => c.id?.startsWith('!members-'));
    const partners = direct.map((c) => Object.keys(c.state.members).find((id) => id !== ALICE?.id));
    expect(partners).toEqual(expect.arrayContaining([BOB?.id, SAM?.id]));
    const withBob = direct.find((c) => c.state.members[BOB?.id ?? '']);
    expect(messages(withBob).length).toBeGreaterThan(0);
  });

  it('fills the trip with reactions, a photo, a file, a quoted reply and a poll with votes', async () => {
    const trip = messages(byId(TRIP_ID));
    expect(trip.some((m) => Object.keys(m.reaction_groups ?? {}).length >= 2)).toBe(true);
    const photo = trip.flatMap((m) => m.attachments ?? []).find((a) => a.type === 'image');
    const served = await fetch(photo?.image_url ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    const file = trip.flatMap((m) => m.attachments ?? []).find((a) => a.type === 'file');
    expect(await (await fetch(file?.asset_url ?? '')).text()).toContain('Packing list');
    const quoted = trip.find((m) => m.quoted_message_id);
    expect(quoted?.quoted_message?.text).toBe('Who is in for the lake this weekend?');
    const poll = trip.find((m) => m.poll)?.poll;
    expect(poll?.name).toBe('When do we leave?');
    expect(poll?.vote_count).toBe(2);
  });

  it('puts a link with its preview, a pinned message, a thread and a reminder in General', async () => {
    const general = messages(byId('general'));
    const link = general.find((m) => m.text?.includes(stack.appUrl));
    expect(link?.attachments?.[0]?.og_scrape_url).toBe(`${stack.appUrl}/`);
    expect(general.some((m) => m.pinned)).toBe(true);
    expect(general.some((m) => (m.reply_count ?? 0) > 0)).toBe(true);
    const { reminders } = await alice.queryReminders();
    expect(reminders.map((r) => r.message_id)).toContain(link?.id);
  });

  it('leaves Alice messages to read in the trip and from Sam', () => {
    expect(byId(TRIP_ID)?.countUnread()).toBeGreaterThanOrEqual(2);
    const fromSam = channels.find(
      (c) => c.id?.startsWith('!members-') && c.state.members[SAM?.id ?? ''],
    );
    expect(fromSam?.countUnread()).toBe(1);
  });

  it('is put in place once: another start keeps what is there', async () => {
    const kept = [TRIP_ID, 'general'];
    const before = kept.map((id) => messages(byId(id)).length);
    const chat = { url: stack.chatUrl, apiKey: stack.chatApiKey, apiSecret: stack.chatApiSecret };
    expect(await seedDemoWorkspace(chat, stack.appUrl)).toBe('kept');
    const again = await alice.queryChannels({ id: { $in: kept } }, {}, { message_limit: 30 });
    expect(kept.map((id) => messages(again.find((c) => c.id === id)).length)).toEqual(before);
  });
});
