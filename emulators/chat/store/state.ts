/**
 * The chat server's state: tables of records in memory, every change logged first, plus the
 * indexes the handlers need (a channel's messages in order, a thread's replies, who is in which
 * channel, a channel's kept sync events) and unread counters, which are derived and so never
 * logged.
 */
import type {
  ChannelRecord,
  MemberRecord,
  MessageRecord,
  SyncEventRecord,
  TableName,
  Tables,
} from './records.ts';
import { WriteAheadLog, type Snapshot, type WalEntry } from './wal.ts';

export const memberKey = (cid: string, userId: string): string => `${cid}|${userId}`;

export class ChatState {
  readonly tables: { [K in TableName]: Map<string, Tables[K]> } = {
    settings: new Map(),
    channelTypes: new Map(),
    users: new Map(),
    channels: new Map(),
    members: new Map(),
    messages: new Map(),
    channelMutes: new Map(),
    userMutes: new Map(),
    drafts: new Map(),
    threads: new Map(),
    threadReads: new Map(),
    polls: new Map(),
    pollVotes: new Map(),
    reminders: new Map(),
    reviewItems: new Map(),
    bans: new Map(),
    futureBans: new Map(),
    blocks: new Map(),
    syncEvents: new Map(),
    devices: new Map(),
    pushPreferences: new Map(),
    userGroups: new Map(),
    blockLists: new Map(),
    moderationConfigs: new Map(),
  };
  /** Channel cid → ids of messages shown in the channel (top level and show_in_channel replies), oldest first. */
  readonly channelMessages = new Map<string, string[]>();
  /** Parent id → reply ids, oldest first. */
  readonly replies = new Map<string, string[]>();
  readonly membersByChannel = new Map<string, Map<string, MemberRecord>>();
  readonly channelsByUser = new Map<string, Set<string>>();
  /** Channel cid → keys of its kept sync events, oldest first, so a sync reads only its channels. */
  readonly syncEventsByChannel = new Map<string, Set<string>>();
  /** Member key → unread message count (derived from last_read; rebuilt on load). */
  readonly unread = new Map<string, number>();

  private readonly wal: WriteAheadLog;
  private loading = false;

  constructor(dataDir: string) {
    this.wal = new WriteAheadLog(dataDir);
  }

  load(): void {
    this.loading = true;
    this.wal.load((entry) => this.apply(entry));
    this.loading = false;
    this.recountUnread();
  }

  get<K extends TableName>(table: K, key: string): Tables[K] | undefined {
    return this.tables[table].get(key);
  }

  put<K extends TableName>(table: K, key: string, value: Tables[K]): void {
    this.write({ t: table, k: key, v: value });
  }

  remove(table: TableName, key: string): void {
    if (!this.tables[table].has(key)) return;
    this.write({ t: table, k: key, d: 1 });
  }

  /** Makes every change so far durable; called before any answer goes out. */
  flush(): void {
    this.wal.flush();
  }

  compact(): void {
    const snapshot: Snapshot = {};
    for (const [name, rows] of Object.entries(this.tables)) {
      snapshot[name as TableName] = Object.fromEntries(rows);
    }
    this.wal.compact(snapshot);
  }

  members(cid: string): Map<string, MemberRecord> {
    return this.membersByChannel.get(cid) ?? new Map();
  }

  member(cid: string, userId: string): MemberRecord | undefined {
    return this.membersByChannel.get(cid)?.get(userId);
  }

  channelsOf(userId: string): Set<string> {
    return this.channelsByUser.get(userId) ?? new Set();
  }

  messageIds(cid: string): string[] {
    return this.channelMessages.get(cid) ?? [];
  }

  replyIds(parentId: string): string[] {
    return this.replies.get(parentId) ?? [];
  }

  syncEventKeys(cid: string): ReadonlySet<string> {
    return this.syncEventsByChannel.get(cid) ?? new Set();
  }

  unreadOf(cid: string, userId: string): number {
    return this.unread.get(memberKey(cid, userId)) ?? 0;
  }

  setUnread(cid: string, userId: string, count: number): void {
    this.unread.set(memberKey(cid, userId), count);
  }

  private write(entry: WalEntry): void {
    if (!this.loading) this.wal.append(entry);
    this.apply(entry);
  }

  private apply(entry: WalEntry): void {
    const table = this.tables[entry.t] as Map<string, unknown>;
    const previous = table.get(entry.k);
    if ('d' in entry) {
      table.delete(entry.k);
      this.unindex(entry.t, entry.k, previous);
      return;
    }
    table.set(entry.k, entry.v);
    this.index(entry.t, entry.k, previous, entry.v);
  }

  private index(table: TableName, key: string, previous: unknown, value: unknown): void {
    if (table === 'syncEvents' && previous === undefined) {
      const { cid } = value as SyncEventRecord;
      let keys = this.syncEventsByChannel.get(cid);
      if (!keys) this.syncEventsByChannel.set(cid, (keys = new Set()));
      keys.add(key);
    } else if (table === 'members') {
      const member = value as MemberRecord;
      let byChannel = this.membersByChannel.get(member.cid);
      if (!byChannel) this.membersByChannel.set(member.cid, (byChannel = new Map()));
      byChannel.set(member.user_id, member);
      let byUser = this.channelsByUser.get(member.user_id);
      if (!byUser) this.channelsByUser.set(member.user_id, (byUser = new Set()));
      byUser.add(member.cid);
    } else if (table === 'messages' && previous === undefined) {
      const message = value as MessageRecord;
      if (message.parent_id) push(this.replies, message.parent_id, message.id);
      if (!message.parent_id || message.show_in_channel)
        push(this.channelMessages, message.cid, message.id);
    }
  }

  private unindex(table: TableName, key: string, previous: unknown): void {
    if (previous === undefined) return;
    if (table === 'syncEvents') {
      const { cid } = previous as SyncEventRecord;
      const keys = this.syncEventsByChannel.get(cid);
      keys?.delete(key);
      if (keys?.size === 0) this.syncEventsByChannel.delete(cid);
    } else if (table === 'members') {
      const member = previous as MemberRecord;
      this.membersByChannel.get(member.cid)?.delete(member.user_id);
      this.channelsByUser.get(member.user_id)?.delete(member.cid);
      this.unread.delete(memberKey(member.cid, member.user_id));
    } else if (table === 'messages') {
      const message = previous as MessageRecord;
      if (message.parent_id) drop(this.replies, message.parent_id, message.id);
      drop(this.channelMessages, message.cid, message.id);
    } else if (table === 'channels') {
      const channel = previous as ChannelRecord;
      this.channelMessages.delete(channel.cid);
      this.membersByChannel.delete(channel.cid);
    }
  }

  /**
   * Unread = messages from others after the member's last read and the channel's truncation
   * (silent and system ones don't count); of one channel, or of all.
   */
  recountUnread(only?: string): void {
    if (only === undefined) this.unread.clear();
    for (const [cid, members] of this.membersByChannel) {
      if (only !== undefined && cid !== only) continue;
      const ids = this.messageIds(cid);
      const truncatedAt = this.tables.channels.get(cid)?.truncated_at ?? '';
      for (const member of members.values()) {
        const readUpTo = member.last_read > truncatedAt ? member.last_read : truncatedAt;
        let count = 0;
        for (let i = ids.length - 1; i >= 0; i--) {
          const message = this.tables.messages.get(ids[i] as string);
          if (!message) continue;
          if (message.created_at <= readUpTo) break;
          if (countsAsUnread(message, member.user_id)) count++;
        }
        this.unread.set(memberKey(cid, member.user_id), count);
      }
    }
  }
}

export function countsAsUnread(message: MessageRecord, userId: string): boolean {
  return (
    message.user_id !== userId &&
    !message.silent &&
    message.type !== 'system' &&
    message.type !== 'deleted' &&
    (!message.parent_id || message.show_in_channel === true)
  );
}

function push(index: Map<string, string[]>, key: string, id: string): void {
  const list = index.get(key);
  if (list) list.push(id);
  else index.set(key, [id]);
}

function drop(index: Map<string, string[]>, key: string, id: string): void {
  const list = index.get(key);
  if (!list) return;
  const at = list.lastIndexOf(id);
  if (at >= 0) list.splice(at, 1);
}
