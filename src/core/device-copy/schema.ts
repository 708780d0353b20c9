/**
 * The device copy of one user's chat: its stores, records and migrations. One database per user
 * (`parley-chat-<user id>`), so a second account on the device never reads the first's data.
 * Migrations only ever add: a step never drops a store, so nothing waiting to be sent is lost.
 */
import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import type {
  AppSettingsAPIResponse,
  ChannelMemberResponse,
  ChannelResponse,
  DraftResponse,
  MessageResponse,
  PendingTask,
  ReadResponse,
  ThreadResponse,
} from 'stream-chat';
import { dbName } from './db-name.ts';

export interface StoredChannel {
  cid: string;
  channel: ChannelResponse;
  /** By user id. */
  members: Record<string, ChannelMemberResponse>;
  /** By user id. */
  read: Record<string, ReadResponse>;
  membership?: ChannelMemberResponse | null;
  /** The channel's own draft; thread drafts sit in `threadDrafts` by parent id. */
  draft?: DraftResponse | null;
  threadDrafts?: Record<string, DraftResponse>;
  pinned_messages?: MessageResponse[];
  watcher_count?: number;
}

export interface StoredMessage {
  id: string;
  cid: string;
  created_at: string;
  message: MessageResponse;
}

/** A reply of a thread someone opened, kept so the thread opens offline too. */
export interface StoredReply extends StoredMessage {
  parentId: string;
}

/** The `queries` store's key of a list's query: the same filters and sort give the same key. */
export const queryKey = (filters: unknown, sort: unknown): string =>
  JSON.stringify([filters ?? {}, sort ?? []]);

export interface StoredQuery {
  key: string;
  cids: string[];
}

/** The chat server's final no to a task, as the outbox's verdict table gives it (task-verdict.ts). */
export interface Refusal {
  kind: 'refused';
  code: number;
  message: string;
  /** A message refused because its conversation or the message it answers is gone. */
  gone?: 'parent' | 'conversation';
}

export type StoredTask = PendingTask & {
  id?: number;
  createdAt?: string;
  /**
   * Refused while no tab was open to show it (the service worker delivered): the next tab shows
   * the message failed with this reason, and never sends it again.
   */
  refusal?: Refusal;
};

export const refusalOf = (task: PendingTask): Refusal | undefined => (task as StoredTask).refusal;

/** A message still to be sent (what the status banner counts and sign-out asks about). */
export const isWaitingMessage = (task: PendingTask): boolean =>
  task.type === 'send-message' && !refusalOf(task);

export interface MetaValues {
  lastSyncedAt: string;
  appSettings: AppSettingsAPIResponse;
  /** The threads view's list: the chat server's last first page of the person's threads. */
  threadList: ThreadResponse[];
}

/**
 * A file kept with the person's chat: a voice message recorded offline (`waiting`, until its
 * message is sent), or a received one's audio (`heard`, the most recent few, to play offline).
 */
export interface StoredFile {
  id: string;
  kind: 'waiting' | 'heard';
  blob: Blob;
  name: string;
  type: string;
  size: number;
  keptAt: number;
}

export interface ChatDbSchema extends DBSchema {
  channels: { key: string; value: StoredChannel };
  messages: { key: string; value: StoredMessage; indexes: { cid: string } };
  meta: { key: keyof MetaValues; value: MetaValues[keyof MetaValues] };
  pendingTasks: { key: number; value: StoredTask; indexes: { messageId: string } };
  queries: { key: string; value: StoredQuery };
  replies: { key: string; value: StoredReply; indexes: { cid: string; parentId: string } };
  files: { key: string; value: StoredFile; indexes: { kind: string } };
}

export type DeviceCopyDb = IDBPDatabase<ChatDbSchema>;
export type Store = StoreNames<ChatDbSchema>;
export type ChatTx = IDBPTransaction<ChatDbSchema, Store[], 'readwrite'>;
/** The stores of the chat itself; kept files (`files`) live beside them, trimmed on their own. */
export const ALL_STORES: Store[] = [
  'channels',
  'messages',
  'meta',
  'pendingTasks',
  'queries',
  'replies',
];

type Step = (
  db: IDBPDatabase<ChatDbSchema>,
  tx: IDBPTransaction<ChatDbSchema, Store[], 'versionchange'>,
) => void;

/** Append-only: step n upgrades a database of version n to n + 1. */
export const MIGRATIONS: Step[] = [
  (db) => {
    db.createObjectStore('channels', { keyPath: 'cid' });
    db.createObjectStore('messages', { keyPath: 'id' }).createIndex('cid', 'cid');
    db.createObjectStore('meta');
    db.createObjectStore('pendingTasks', { keyPath: 'id', autoIncrement: true });
  },
  (db, tx) => {
    // Query results came with the conversation list reading the device first.
    db.createObjectStore('queries', { keyPath: 'key' });
    tx.objectStore('pendingTasks').createIndex('messageId', 'messageId');
  },
  (db) => {
    // Opened threads came with threads readable offline.
    const replies = db.createObjectStore('replies', { keyPath: 'id' });
    replies.createIndex('cid', 'cid');
    replies.createIndex('parentId', 'parentId');
  },
  (db) => {
    // Voice messages came with recordings kept offline and received audio kept to play offline.
    db.createObjectStore('files', { keyPath: 'id' }).createIndex('kind', 'kind');
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export interface OpenHooks {
  /** Another tab upgrades the schema or someone deletes the database: let go of it. */
  onVersionChange: () => void;
  /** The browser closed the database under us (evicted, or its files removed). */
  onLost: () => void;
  /** Open only a database that exists: a missing one is not created, and the open fails. */
  existingOnly?: boolean;
}

/**
 * Opens a user's database for one job (a read, a delivery) and closes it after; let go at once if
 * another tab upgrades or deletes it meanwhile, rather than block the deletion of a sign-out.
 */
export async function withDeviceCopyDb<T>(
  userId: string,
  job: (db: DeviceCopyDb) => Promise<T>,
  options: Pick<OpenHooks, 'existingOnly'> = {},
): Promise<T> {
  const db = await openDeviceCopyDb(userId, {
    onVersionChange: () => db.close(),
    onLost: () => undefined,
    ...options,
  });
  try {
    return await job(db);
  } finally {
    db.close();
  }
}

export function openDeviceCopyDb(
  userId: string,
  hooks: OpenHooks,
  version = SCHEMA_VERSION,
): Promise<DeviceCopyDb> {
  return openDB<ChatDbSchema>(dbName(userId), version, {
    upgrade(db, oldVersion, _newVersion, tx) {
      // Aborting the creating upgrade leaves no database behind (the open then fails).
      if (oldVersion === 0 && hooks.existingOnly) {
        tx.done.catch(() => undefined);
        return tx.abort();
      }
      for (let step = oldVersion; step < version; step++) MIGRATIONS[step]?.(db, tx);
    },
    blocking: hooks.onVersionChange,
    terminated: hooks.onLost,
  });
}
