/**
 * A device's pushes belong to the session that stored it, on the embedded stack end to end: when
 * that session ends (another session of the person signs out everywhere, or changes the password)
 * the device gets nothing more, and storing it again from a live session brings its pushes back.
 * The database holds a person to ten devices (400 push_device_limit, as PostgREST answers the
 * trigger's P0001), answers another person's endpoint with row level security's 403 as before,
 * and keeps muted ids to Stream's 255 characters. Whether a device was left out is read from the
 * sender's receipts, claimed for every device it will push to before any push is sent, so the
 * test waits for Sam's push (the control) rather than for time.
 */
import { createHash } from 'node:crypto';
import type { Channel, StreamChat } from 'stream-chat';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserSubscription } from '../../support/push-service.ts';
import {
  choose,
  conversation,
  newPerson,
  pushWorldForFile,
  signInAgain,
  storeDevice,
  storeNewDevice,
  type Person,
} from './push-world.ts';

const { stack, service, admin } = await pushWorldForFile();
const open: StreamChat[] = [];

afterAll(async () => {
  await Promise.all(open.map((client) => client.disconnectUser()));
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Alice and Sam (whose phone is the control) in Bob's group; Bob writes in it. */
async function group() {
  const [alice, bob, sam] = (await Promise.all(
    ['alice', 'bob', 'sam'].map((label) => newPerson(stack, label)),
  )) as [Person, Person, Person];
  for (const person of [alice, sam]) await choose(admin, person, 'all');
  const { channel, author } = await conversation(stack, [
    { id: bob.id, name: 'Bob' },
    { id: alice.id, name: 'Alice' },
    { id: sam.id, name: 'Sam' },
  ]);
  open.push(author);
  const samsPhone = await storeNewDevice(service, sam.client);
  return { alice, sam, channel, samsPhone };
}

/** Bob writes; resolves once Sam's phone has its push, with the devices the sender claimed. */
async function bobWrites(channel: Channel, samsPhone: BrowserSubscription) {
  const { message } = await channel.sendMessage({ text: 'Are you there?' });
  const arrived = (device: BrowserSubscription) =>
    service.pushes.some(
      (push) =>
        push.endpoint === device.endpoint &&
        (push.payload as { parley: { messageId: string } }).parley.messageId === message.id,
    );
  while (!arrived(samsPhone)) await new Promise((resolve) => setTimeout(resolve, 20));
  const { data, error } = await admin
    .from('push_receipts')
    .select('endpoint_sha256')
    .eq('message_id', message.id);
  if (error) throw error;
  const claimed = new Set(data.map((row) => row.endpoint_sha256 as string));
  const reached = (device: BrowserSubscription) =>
    claimed.has(sha256(device.endpoint)) || arrived(device);
  return { reached };
}

describe('a device’s pushes end with its session', () => {
  it('when another session of the person signs out everywhere, and come back when it is stored again', async () => {
    const { alice, channel, samsPhone } = await group();
    const laptop = await storeNewDevice(service, alice.client);
    expect((await bobWrites(channel, samsPhone)).reached(laptop)).toBe(true);

    const phone = await signInAgain(stack, alice);
    expect((await phone.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await bobWrites(channel, samsPhone)).reached(laptop)).toBe(false);

    // Parley opens on the laptop again: a new session stores the same subscription.
    const again = await signInAgain(stack, alice);
    expect((await storeDevice(again, laptop)).error).toBeNull();
    expect((await bobWrites(channel, samsPhone)).reached(laptop)).toBe(true);
  });

  it('when the password is changed from another session', async () => {
    const { alice, channel, samsPhone } = await group();
    const laptop = await storeNewDevice(service, alice.client);
    const phone = await signInAgain(stack, alice);
    expect((await phone.auth.updateUser({ password: `new-${alice.password}` })).error).toBeNull();
    expect((await bobWrites(channel, samsPhone)).reached(laptop)).toBe(false);
  });
});

describe('the database’s rules for devices', () => {
  it('refuses an eleventh device with 400 push_device_limit, and takes a tenth stored again', async () => {
    const alice = await newPerson(stack, 'many');
    const devices: BrowserSubscription[] = [];
    for (let i = 0; i < 10; i++) devices.push(await storeNewDevice(service, alice.client));
    const eleventh = await storeDevice(alice.client, service.subscribe());
    expect(eleventh.status).toBe(400);
    expect(eleventh.error).toMatchObject({ code: 'P0001', message: 'push_device_limit' });
    expect((await storeDevice(alice.client, devices[9] as BrowserSubscription)).error).toBeNull();
    const { count } = await admin
      .from('push_subscriptions')
      .select('endpoint', { count: 'exact', head: true })
      .eq('user_id', alice.id);
    expect(count).toBe(10);
  });

  it('counts no device of an ended session', async () => {
    const alice = await newPerson(stack, 'moved');
    for (let i = 0; i < 10; i++) await storeNewDevice(service, alice.client);
    await alice.client.auth.signOut({ scope: 'global' });
    const again = await signInAgain(stack, alice);
    expect((await storeDevice(again, service.subscribe())).error).toBeNull();
  });

  it('answers 403 (42501) to storing another person’s device, as before', async () => {
    const [alice, bob] = await Promise.all([newPerson(stack, 'owner'), newPerson(stack, 'other')]);
    const laptop = await storeNewDevice(service, alice.client);
    const taken = await storeDevice(bob.client, laptop);
    expect(taken.status).toBe(403);
    expect(taken.error?.code).toBe('42501');
  });

  it('keeps muted chat ids to 255 characters', async () => {
    const alice = await newPerson(stack, 'muter');
    const tooLong = await alice.client
      .from('push_mutes')
      .upsert({ muted_user_ids: ['x'.repeat(256)] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.code).toBe('23514');
    const longest = await alice.client
      .from('push_mutes')
      .upsert({ muted_user_ids: ['x'.repeat(255)] });
    expect(longest.error).toBeNull();
  });
});
