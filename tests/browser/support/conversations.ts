/**
 * The chat server as the browser tests set it up and check it: seen with the app secret, with
 * conversations made on the server side.
 */
import { randomUUID } from 'node:crypto';
import { StreamChat, type Channel } from 'stream-chat';
import type { StackFile } from '../../../emulators/stack-types.ts';
import type { TestUser } from './app.ts';

/** The chat server seen with the app secret, as the provider's dashboard would. */
export function serverChat(stack: StackFile): StreamChat {
  const client = new StreamChat(stack.chatApiKey, stack.chatApiSecret);
  client.setBaseURL(stack.chatUrl);
  return client;
}

/** The conversation's latest messages (`limit` of them) as the chat server holds them. */
export async function serverMessages(stack: StackFile, channelId: string, limit = 50) {
  const state = await serverChat(stack)
    .channel('messaging', channelId)
    .query({ messages: { limit } });
  return state.messages;
}

/**
 * A conversation the chat server creates between these members: people it writes first (as
 * named in chat), or ids of users it has. Started by the first member unless `createdBy` says
 * who, and named when `name` is given.
 */
export async function serverConversation(
  stack: StackFile,
  id: string,
  members: ({ id: string; name: string } | string)[],
  options: { name?: string; createdBy?: string } = {},
): Promise<Channel> {
  const server = serverChat(stack);
  const people = members.filter((member) => typeof member !== 'string');
  if (people.length > 0) await server.upsertUsers(people);
  const ids = members.map((member) => (typeof member === 'string' ? member : member.id));
  const channel = server.channel('messaging', id, {
    members: ids,
    created_by_id: options.createdBy ?? ids[0],
    ...(options.name ? { name: options.name } : {}),
  });
  await channel.create();
  return channel;
}

/** Replies in the thread of `parentId`, sent in order, each as its writer. */
export async function serverReplies(
  channel: Channel,
  parentId: string,
  replies: { text: string; user_id: string }[],
): Promise<void> {
  for (const reply of replies) await channel.sendMessage({ ...reply, parent_id: parentId });
}

export async function chatUser(stack: StackFile, userId: string) {
  const { users } = await serverChat(stack).queryUsers({ id: { $eq: userId } });
  return users[0];
}

export interface SeededConversation {
  id: string;
  name: string;
  texts: string[];
}

/** Conversations between the user and a new friend, each with messages from the friend. */
export async function seedConversations(
  stack: StackFile,
  user: TestUser,
  count: number,
  messages: number,
  text: (conversation: string, n: number) => string = (conversation, n) =>
    `${conversation} says ${n}`,
): Promise<{ friend: string; conversations: SeededConversation[] }> {
  const server = serverChat(stack);
  const friend = `friend-${randomUUID()}`;
  await server.upsertUsers([
    { id: user.id, name: 'Reader' },
    { id: friend, name: 'Friend' },
  ]);
  const conversations: SeededConversation[] = [];
  for (let i = 0; i < count; i++) {
    const id = `seeded-${randomUUID()}`;
    const name = `Room ${i} ${id.slice(7, 13)}`;
    const channel = await serverConversation(stack, id, [user.id, friend], {
      createdBy: friend,
      name,
    });
    const texts: string[] = [];
    for (let n = 0; n < messages; n++) {
      texts.push(text(name, n));
      await channel.sendMessage({ text: texts[n] as string, user_id: friend });
    }
    conversations.push({ id, name, texts });
  }
  return { friend, conversations };
}

/** One conversation of `messages` from a friend, all unread by the user. */
export async function seedConversation(
  stack: StackFile,
  user: TestUser,
  messages: number,
): Promise<SeededConversation> {
  const [conversation] = (await seedConversations(stack, user, 1, messages)).conversations;
  if (!conversation) throw new Error('no conversation seeded');
  return conversation;
}
