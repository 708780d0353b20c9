/**
 * The device copy's messages and thread replies as a search index (message-index.ts), built
 * once per signed-in user, in memory only, at the first search, never on the way to the list
 * (the index and its library are a chunk of their own, read in slices that give the page its
 * turn). From then on it follows new, edited and deleted messages; sign-out forgets it.
 */
import type { Event, MessageResponse, StreamChat } from 'stream-chat';
import { withDeviceCopyDb } from '../device-copy/schema.ts';
import type { MessageIndex } from './message-index.ts';

/** Messages indexed between two turns of the page. */
const SLICE = 500;

let current: { userId: string; index: Promise<MessageIndex> } | undefined;
const followed = new WeakSet<StreamChat>();

/** The signed-in user's index, built on first use. */
export function deviceSearchIndex(client: StreamChat): Promise<MessageIndex> {
  const userId = client.userID;
  if (!userId) return Promise.reject(new Error('No one is signed in'));
  follow(client);
  if (current?.userId !== userId) {
    const built = { userId, index: build(userId) };
    current = built;
    built.index.catch(() => {
      // Tried again at the next search.
      if (current === built) current = undefined;
    });
  }
  return current.index;
}

/** Sign-out: no one's messages stay in memory. */
export function forgetDeviceSearch(): void {
  current = undefined;
}

const turn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function build(userId: string): Promise<MessageIndex> {
  const [{ MessageIndex }, kept] = await Promise.all([
    import('./message-index.ts'),
    readKeptMessages(userId),
  ]);
  const index = new MessageIndex();
  for (let start = 0; start < kept.length; start += SLICE) {
    for (const message of kept.slice(start, start + SLICE)) index.put(message);
    await turn();
  }
  return index;
}

/** The conversations' messages and the kept threads' replies, read in one transaction. */
function readKeptMessages(userId: string): Promise<MessageResponse[]> {
  return withDeviceCopyDb(userId, async (db) => {
    const tx = db.transaction(['messages', 'replies']);
    const [messages, replies] = await Promise.all([
      tx.objectStore('messages').getAll(),
      tx.objectStore('replies').getAll(),
    ]);
    return [...messages, ...replies].map((record) => record.message);
  });
}

function follow(client: StreamChat): void {
  if (followed.has(client)) return;
  followed.add(client);
  client.on((event) => {
    const built = current;
    if (!built || built.userId !== client.userID) return;
    void built.index.then((index) => applyEvent(index, event)).catch(() => undefined);
  });
}

/** What an event changes in the index. */
export function applyEvent(index: MessageIndex, event: Event): void {
  const { message } = event;
  switch (event.type) {
    case 'message.new':
    case 'message.updated':
    case 'message.undeleted':
      if (message) index.put(message);
      return;
    case 'message.deleted':
      if (message) index.remove(message.id);
      return;
    case 'channel.deleted':
    case 'channel.truncated':
    case 'notification.removed_from_channel':
      if (event.cid) index.removeChannel(event.cid, event.channel?.truncated_at);
      return;
    default:
  }
}
