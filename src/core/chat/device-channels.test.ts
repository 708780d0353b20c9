/** The conversation a link opens from the device, against the chat server's answers. */
import { describe, expect, it } from 'vitest';
import {
  answer,
  freshCopyForEachTest,
  type FreshCopy,
} from '../device-copy/device-copy-fixture.ts';
import { channelFromDevice } from './device-channels.ts';

let copy: FreshCopy;
freshCopyForEachTest((fresh) => (copy = fresh));

const withBob = (banned: boolean) => {
  const one = answer('one', 2);
  return {
    ...one,
    members: one.members.map((m) => (m.user_id === 'bob' ? { ...m, banned } : m)),
  };
};

describe('channelFromDevice', () => {
  it('opens the kept conversation when the chat server has not answered for it', async () => {
    await copy.db.upsertChannels({ channels: [withBob(true)], isLatestMessagesSet: true });
    const channel = await channelFromDevice(copy.client, copy.db, 'messaging:one');
    expect(channel?.initialized).toBe(false);
    expect(channel?.state.members.bob?.banned).toBe(true);
  });

  it("keeps the chat server's answer that came while the device was read", async () => {
    await copy.db.upsertChannels({ channels: [withBob(true)], isLatestMessagesSet: true });
    const opening = channelFromDevice(copy.client, copy.db, 'messaging:one');
    // The list's answer from the server lands during the read: Bob's ban was lifted meanwhile.
    const [fromServer] = copy.client.hydrateActiveChannels([withBob(false)]);
    const channel = await opening;
    expect(channel).toBe(fromServer);
    expect(channel?.initialized).toBe(true);
    expect(channel?.state.members.bob?.banned).toBe(false);
  });
});
