/**
 * The sender end to end on the embedded stack: Bob sends through the stream-chat SDK in a
 * conversation with Alice, Sam, Mo (who muted it), Kim (who blocked Bob) and Lee (who muted Bob,
 * which Lee's pages copy to push_mutes); the chat server posts its signed webhook to
 * /api/stream-webhook; the function pushes to this test's own push service
 * (tests/support/push-service.ts), which decrypts each push. Exactly one push arrives per
 * subscribed device of Alice and Sam, none for Bob, Mo, Kim or Lee, with the link, title, text,
 * unread count and recipient, all of one size; a 410 removes that subscription; the text and
 * level choices change what is sent. Each device is stored by its person, as a page does.
 */
import { StreamChat, type Channel } from 'stream-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../shared/push-payload.ts';
import type { BrowserSubscription } from '../../support/push-service.ts';
import {
  choose,
  conversation,
  newPerson,
  pushWorldForFile,
  storeNewDevice,
  type Person,
} from './push-world.ts';

const { stack, service, admin } = await pushWorldForFile();
const NAMES = {
  alice: 'Alice Jones',
  bob: 'Bob Smith',
  sam: 'Sam Lee',
  mo: 'Mo Reid',
  kim: 'Kim Park',
  lee: 'Lee Chen',
};
type Name = keyof typeof NAMES;

let bob: StreamChat;
let bobsChannel: Channel;
const people = {} as Record<Name, Person>;
const ids = {} as Record<Name, string>;
const devices = {} as Record<string, BrowserSubscription>;

async function subscribe(device: string, person: Name): Promise<void> {
  devices[device] = await storeNewDevice(service, people[person].client);
}

/** Bob sends; resolves with the pushes once `expected` arrived and a short quiet followed. */
async function bobSends(text: string, expected: number) {
  const before = service.pushes.length;
  const { message } = await bobsChannel.sendMessage({ text });
  await service.waitFor(before + expected, 10_000);
  // Nothing more may follow: the webhook for this message has been answered by now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    message,
    pushes: service.pushes.slice(before).map((push) => ({
      ...push,
      device: Object.keys(devices).find((name) => devices[name]?.endpoint === push.endpoint),
      payload: push.payload as PushMessage,
    })),
  };
}

beforeAll(async () => {
  for (const name of Object.keys(NAMES) as Name[]) {
    people[name] = await newPerson(stack, name);
    ids[name] = people[name].id;
  }
  ({ channel: bobsChannel, author: bob } = await conversation(
    stack,
    (['bob', 'alice', 'sam', 'mo', 'kim', 'lee'] as Name[]).map((name) => ({
      id: ids[name],
      name: NAMES[name],
    })),
    { name: 'Team' },
  ));
  const server = new StreamChat(stack.chatApiKey, stack.chatApiSecret, { timeout: 5000 });
  server.setBaseURL(stack.chatUrl);
  await server.channel('messaging', bobsChannel.id).mute({ user_id: ids.mo });
  await server.blockUser(ids.bob, ids.kim);
  await server.muteUser(ids.bob, ids.lee);
  // What Lee's pages copy once the chat server tells them of the mute.
  const copied = await admin
    .from('push_mutes')
    .insert({ user_id: ids.lee, muted_user_ids: [ids.bob] });
  if (copied.error) throw copied.error;

  for (const name of Object.keys(NAMES) as Name[]) await choose(admin, people[name], 'all');
  await subscribe('alice-phone', 'alice');
  await subscribe('alice-laptop', 'alice');
  await subscribe('sam-phone', 'sam');
  await subscribe('bob-phone', 'bob');
  await subscribe('mo-phone', 'mo');
  await subscribe('kim-phone', 'kim');
  await subscribe('lee-phone', 'lee');
}, 60_000);

afterAll(() => bob?.disconnectUser());

afterEach(() => {
  expect(service.refusals).toEqual([]);
});

describe('Web Push from the chat server’s webhook', () => {
  it('pushes once to each device of Alice and Sam, none to Bob, or to Mo, Kim and Lee who silenced it', async () => {
    const { message, pushes } = await bobSends('Lunch at noon?', 3);
    expect(pushes.map((push) => push.device).sort()).toEqual([
      'alice-laptop',
      'alice-phone',
      'sam-phone',
    ]);
    for (const push of pushes) {
      expect(push).toMatchObject({ ttl: '86400', urgency: 'high' });
      const uid = push.device?.startsWith('alice') ? ids.alice : ids.sam;
      expect(push.payload).toEqual({
        web_push: 8030,
        notification: {
          title: 'Bob Smith in Team',
          body: 'Lunch at noon?',
          navigate: `${stack.appUrl}/c/messaging/${bobsChannel.id}`,
          tag: bobsChannel.cid,
        },
        app_badge: 1,
        mutable: true,
        parley: {
          v: 2,
          uid,
          cid: bobsChannel.cid,
          path: `/c/messaging/${bobsChannel.id}`,
          messageId: message.id,
        },
        pad: expect.stringMatching(/^ +$/) as unknown,
      });
    }
    // Every push the same size, whatever its text (and whoever it is for).
    expect(new Set(pushes.map((push) => push.bodyBytes)).size).toBe(1);
  });

  it('removes a subscription its push service answers 410, and still pushes to the rest', async () => {
    service.answer(devices['alice-laptop']?.endpoint ?? '', 410);
    const { pushes } = await bobSends('Still on?', 2);
    expect(pushes.map((push) => push.device).sort()).toEqual(['alice-phone', 'sam-phone']);
    const { data } = await admin
      .from('push_subscriptions')
      .select('endpoint')
      .eq('user_id', ids.alice);
    expect(data?.map((row) => row.endpoint)).toEqual([devices['alice-phone']?.endpoint]);
  });

  it('sends "New message" to who hides the text, and nothing to who chose off', async () => {
    await choose(admin, people.alice, 'all', false);
    await choose(admin, people.sam, 'off');
    const { pushes } = await bobSends('The secret plan', 1);
    expect(pushes.map((push) => [push.device, push.payload.notification.body])).toEqual([
      ['alice-phone', 'New message'],
    ]);
  });

  it('at the direct level, a group message reaches only who it mentions', async () => {
    await choose(admin, people.alice, 'direct');
    await choose(admin, people.sam, 'direct');
    const before = service.pushes.length;
    await bobsChannel.sendMessage({ text: 'Sam, see this', mentioned_users: [ids.sam] });
    await service.waitFor(before + 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pushes = service.pushes.slice(before);
    expect(pushes.map((push) => push.endpoint)).toEqual([devices['sam-phone']?.endpoint]);
  });
});
