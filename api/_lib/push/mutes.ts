/**
 * Whether a person muted the conversation or blocked the author, asked of the chat server with
 * the server key: a query of the one conversation as that person, filtered on `muted`
 * (Stream's channel mute, which also silences Stream's own pushes), and the person's blocked
 * users. Only people the level already lets through are asked, so a large group costs a
 * lookup per interested person, not per member. Whom a person muted (a user mute) is not here:
 * Stream hands it only to that user's own connections, so the store reads the copy their pages
 * keep in push_mutes.
 */
import type { StreamChat } from 'stream-chat';
import type { MuteFacts } from './recipients.ts';

export type MuteReader = (cid: string, userId: string, authorId: string) => Promise<MuteFacts>;

export function createMuteReader(
  chat: Pick<StreamChat, 'queryChannelsRequest' | 'getBlockedUsers'>,
): MuteReader {
  return async (cid, userId, authorId) => {
    const [muted, blocked] = await Promise.all([
      chat.queryChannelsRequest(
        { cid: { $eq: cid }, muted: true },
        {},
        { user_id: userId, limit: 1, state: false, watch: false, presence: false },
      ),
      chat.getBlockedUsers(userId),
    ]);
    return {
      conversationMuted: muted.length > 0,
      authorMuted: (blocked.blocks ?? []).some((block) => block.blocked_user_id === authorId),
    };
  };
}
