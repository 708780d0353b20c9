/**
 * The conversation list as last saved on the device, read straight from its database: for the
 * pages that show it before the chat client has turned it into the SDK's channels (the list at
 * start, the share picker), with none of that work.
 */
import { LIST_SORT, listFilters } from './list-query.ts';
import type { ChannelAPIResponse, Message } from 'stream-chat';
import { channelAnswer } from '../channel-records.ts';
import {
  isWaitingMessage,
  queryKey,
  withDeviceCopyDb,
  type DeviceCopyDb,
  type StoredChannel,
  type StoredMessage,
  type StoredTask,
} from '../schema.ts';

/** A message the reader wrote that waits on the device to be sent, and when it was written. */
export interface WaitingMessage {
  message: Message;
  writtenAt: string | undefined;
}

/**
 * A saved conversation with its saved messages, oldest first, and the reader's messages waiting
 * in the outbox to be sent there, in the order written.
 */
export interface SavedConversation {
  saved: StoredChannel;
  messages: StoredMessage[];
  waiting?: WaitingMessage[];
}

/** The messages waiting to be sent (not refused), by conversation. */
function waitingByCid(tasks: StoredTask[]): Map<string, WaitingMessage[]> {
  const byCid = new Map<string, WaitingMessage[]>();
  for (const task of tasks) {
    if (task.type !== 'send-message' || !isWaitingMessage(task)) continue;
    const cid = `${task.channelType}:${task.channelId}`;
    const waiting = { message: task.payload[0], writtenAt: task.createdAt };
    byCid.set(cid, [...(byCid.get(cid) ?? []), waiting]);
  }
  return byCid;
}

const byCreation = (a: StoredMessage, b: StoredMessage): number =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;

async function readList(db: DeviceCopyDb, userId: string, withMessages: boolean) {
  const tx = db.transaction(['queries', 'channels', 'messages', 'pendingTasks']);
  const query = await tx
    .objectStore('queries')
    .get(queryKey(listFilters(userId, false), LIST_SORT));
  const channels = tx.objectStore('channels');
  const messages = tx.objectStore('messages').index('cid');
  if (!query) return null;
  const waiting = waitingByCid(withMessages ? await tx.objectStore('pendingTasks').getAll() : []);
  const found = await Promise.all(
    query.cids.map(async (cid) => {
      const [saved, kept] = await Promise.all([
        channels.get(cid),
        withMessages ? messages.getAll(cid) : [],
      ]);
      if (!saved) return undefined;
      return { saved, messages: kept.sort(byCreation), waiting: waiting.get(cid) ?? [] };
    }),
  );
  return found.filter((conversation) => conversation !== undefined);
}

export function readSavedList(userId: string): Promise<StoredChannel[]> {
  return withDeviceCopyDb(userId, async (db) =>
    ((await readList(db, userId, false)) ?? []).map(({ saved }) => saved),
  );
}

/**
 * The list with each conversation's messages and those waiting to be sent, in one transaction; null when no list was saved
 * (an empty list saved is an empty array). Creates no database: the start may read for the
 * person the session marker names before the session says who is signed in.
 */
export async function readSavedConversations(userId: string): Promise<SavedConversation[] | null> {
  try {
    return await withDeviceCopyDb(userId, (db) => readList(db, userId, true), {
      existingOnly: true,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}

/** The page's first read of the list, while the chat client has not read the list itself. */
let atStart: { userId: string; read: Promise<SavedConversation[] | null> } | undefined;
/** The person whose chat client has read their list: a read made after that is not the start's. */
let clientReadFor: string | undefined;

/**
 * The read the page starts with (the list at start draws it): made once a page for a person, so
 * the chat client takes in the same records rather than reading them again a moment later.
 */
export function readSavedConversationsAtStart(userId: string): Promise<SavedConversation[] | null> {
  if (atStart?.userId === userId) return atStart.read;
  const read = readSavedConversations(userId);
  if (clientReadFor !== userId) atStart = { userId, read };
  return read;
}

/**
 * The start's read as the chat server's answers, for the client's first list from the device:
 * once, and only if the page read it before the client's first list (the device copy's own writes
 * begin after that). Undefined otherwise: the client reads the device copy itself.
 */
export function takeStartAnswers(userId: string): Promise<ChannelAPIResponse[] | null> | undefined {
  const start = atStart?.userId === userId ? atStart : undefined;
  atStart = undefined;
  clientReadFor = userId;
  return start?.read.then(
    (conversations) =>
      conversations?.map(({ saved, messages }) => channelAnswer(saved, messages)) ?? null,
  );
}

/** Sign-out: a later start reads again. */
export function forgetStartRead(): void {
  atStart = undefined;
  clientReadFor = undefined;
}
