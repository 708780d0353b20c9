/**
 * Who is told of a new message and how: the members the rule (recipients.ts) lets
 * through once their settings, the chat server's mutes and blocks, and the people they muted
 * are known. The cheap level check runs first, so a large group costs a mute lookup only per
 * interested person. An unknown mute means silence: never telling someone who muted the author.
 */
import type { MuteReader } from './mutes.ts';
import { isNotified, levelAllows, type MessageFacts } from './recipients.ts';
import type { PushStore } from './store.ts';
import type { NewMessageEvent } from './message-event.ts';

export interface Listener {
  showText: boolean;
  unread: number;
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/** The people to push to, each with what their push shows. */
export async function audienceOf(
  event: NewMessageEvent,
  store: Pick<PushStore, 'settingsOf' | 'mutedPeopleOf'>,
  mutes: MuteReader,
  concurrency: number,
): Promise<Map<string, Listener>> {
  const message: MessageFacts = {
    authorId: event.authorId,
    memberIds: new Set(event.members.map((member) => member.userId)),
    memberCount: event.memberCount,
    mentionedIds: event.mentionedIds,
    threadOnly: event.threadOnly,
    silent: event.silent,
    shadowed: event.shadowed,
    type: event.messageType,
  };
  const told = new Map<string, Listener>();
  const candidates = event.members.filter((member) => member.userId !== event.authorId);
  const settings = await store.settingsOf(candidates.map((member) => member.userId));
  const person = (member: (typeof candidates)[number]) => ({
    userId: member.userId,
    settings: settings.get(member.userId),
    invitePending: member.invitePending,
    banned: member.banned,
  });
  const interested = candidates.filter((member) => levelAllows(message, person(member)));
  if (interested.length === 0) return told;
  const mutedPeople = await store.mutedPeopleOf(interested.map((member) => member.userId));
  const cid = `${event.channelType}:${event.channelId}`;
  await eachLimited(interested, concurrency, async (member) => {
    let found;
    try {
      const server = await mutes(cid, member.userId, event.authorId);
      // Stream keeps user mutes with the user; Parley's pages copy them to Supabase.
      const authorMuted = mutedPeople.get(member.userId)?.has(event.authorId) ?? false;
      found = { ...server, authorMuted: server.authorMuted || authorMuted };
    } catch {
      console.error(`stream-webhook: mutes unavailable for a recipient of ${cid}; not notified`);
      return;
    }
    if (isNotified(message, person(member), found)) {
      told.set(member.userId, {
        showText: settings.get(member.userId)?.showText ?? true,
        unread: member.unreadChannels,
      });
    }
  });
  return told;
}
