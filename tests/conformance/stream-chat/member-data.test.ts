/**
 * A member's custom data through the official SDK's `channel.updateMemberPartial`: the spec's
 * UpdateMemberPartialRequest takes fields beyond pinned and archived, which every member answer
 * then carries (the answer, `member.updated`, the channel state) until unset; the server's own
 * member fields stay the server's.
 */
import { describe, expect, it } from 'vitest';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const { alice, bob } = await chatWithThree();
const channel = await watchTogether('member-data', alice, bob);

describe("a member's custom data", () => {
  it('is set, told to the watchers, kept in the channel state and unset again', async () => {
    const told = nextEvent(bob, 'member.updated', (e) => e.member?.user_id === 'alice');
    const { channel_member } = await channel.updateMemberPartial({
      set: { nickname: 'Ali', seat: 3 },
    });
    expect(channel_member).toMatchObject({ nickname: 'Ali', seat: 3, user_id: 'alice' });
    expect((await told).member).toMatchObject({ nickname: 'Ali', seat: 3 });
    const state = await bob.channel('messaging', 'member-data').query({});
    expect(state.members.find((m) => m.user_id === 'alice')).toMatchObject({ nickname: 'Ali' });

    const { channel_member: after } = await channel.updateMemberPartial({ unset: ['seat'] });
    expect(after).toMatchObject({ nickname: 'Ali' });
    expect(after).not.toHaveProperty('seat');
  });

  it("refuses to set the server's own member fields", async () => {
    const refused = await failure(
      channel.updateMemberPartial({ set: { channel_role: 'channel_moderator' } as never }),
    );
    expect(refused).toMatchObject({ code: 4, status: 400 });
  });
});
