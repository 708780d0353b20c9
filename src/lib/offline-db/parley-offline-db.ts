/**
 * stream-chat's offline database (`AbstractOfflineDB`) on IndexedDB: the web adapter Stream does
 * not ship. The SDK calls it; Parley's screens read it first (cache-first-channels.ts).
 *
 * Contract, as the SDK (stream-chat 9.53) uses it:
 * - Every write takes `execute` (default true) and returns the batch it built: an opaque list
 *   the SDK only concatenates and hands back to `executeSqlBatch`. Here an entry is
 *   `[name, [mutation]]`, and a batch runs in one readwrite transaction, so a sync's hundreds of
 *   events land all or nothing.
 * - upsertChannels: `queryChannels` awaits it with every answer, `channel.query` fires it; with
 *   `isLatestMessagesSet` the stored messages of the channel are replaced, not merged.
 * - upsertChannelData, upsertMembers, deleteMember, upsertReads, upsertMessages, updateMessage,
 *   soft/hardDeleteMessage, insert/update/deleteReaction, upsertDraft, deleteDraft, upsertPoll,
 *   deleteChannel, deleteMessagesForChannel: called from `handleEvent` for every socket event and
 *   every event `/sync` replays. Reaction events carry no own reactions: those are kept from the
 *   device copy and changed only by the user's own reaction events.
 * - upsertCidsForQuery / getChannelsForQuery: the conversation list's query and its answer.
 * - getChannels, getAllChannelCids, channelExists, getDraft, getReactions, getAppSettings,
 *   getLastSyncedAt: reads; null or [] when nothing is kept.
 * - upsertUserSyncStatus: the SDK stamps the time after a sync and when it closes a socket,
 *   including one that never opened (persistUserOnConnectionFailure). Only stamps made while
 *   the socket is up are kept, so events from a time away are never skipped.
 * - Pending tasks (add, update, delete, drop, get oldest first): kept through resetDB and every
 *   migration; `addPendingTask` answers the function that removes the task.
 * - resetDB: after a failed or too old sync; empties everything but the pending tasks.
 * - initializeDB: opens `parley-chat-<user>` for the user named by `useUser`.
 * Left out: `upsertAppSettings` and `getAppSettings` keep the settings but the SDK never reads
 * them; thread replies (the SDK's events skip them) and the channel manager's paging.
 * Limits (cache-limits.ts): 30 conversations by recency × their 50 latest messages; a full
 * device trims to 10 × 20, retries once and reports `quota`.
 */
import {
  AbstractOfflineDB,
  type ChannelAPIResponse,
  type DBChannelExistsType,
  type DBDeleteChannelType,
  type DBDeleteDraftType,
  type DBDeleteMemberType,
  type DBDeleteMessageType,
  type DBDeleteMessagesForChannelType,
  type DBDeletePendingTaskType,
  type DBDeleteReactionType,
  type DBDropPendingTasksType,
  type DBGetAppSettingsType,
  type DBGetChannelsForQueryType,
  type DBGetChannelsType,
  type DBGetDraftType,
  type DBGetLastSyncedAtType,
  type DBGetPendingTasksType,
  type DBGetReactionsType,
  type DBUpdateMessageType,
  type DBUpdatePendingTaskType,
  type DBUpdateReactionType,
  type DBUpsertAppSettingsType,
  type DBUpsertChannelDataType,
  type DBUpsertChannelsType,
  type DBUpsertCidsForQueryType,
  type DBUpsertDraftType,
  type DBUpsertMembersType,
  type DBUpsertMessagesType,
  type DBUpsertPollType,
  type DBUpsertReadsType,
  type DBUpsertUserSyncStatusType,
  type DBInsertReactionType,
  type DraftResponse,
  type ExecuteBatchDBQueriesType,
  type PendingTask,
  type PrepareBatchDBQueries,
  type ReactionResponse,
  type StreamChat,
} from 'stream-chat';
import {
  ALL_STORES,
  openChatDb,
  type ChatDb,
  type ChatTx,
  type StoredChannel,
  type StoredTask,
} from './chat-db-schema.ts';
import {
  channelAnswer,
  emptyChannel,
  inChannel,
  memberUserId,
  storedChannel,
  storedMessage,
  withReaction,
  type ReactionChange,
} from './channel-records.ts';
import {
  DEFAULT_LIMITS,
  TIGHT_LIMITS,
  deleteChannelData,
  trimCache,
  type CacheLimits,
} from './cache-limits.ts';

type Mutation = (tx: ChatTx) => Promise<void>;
/** Cids whose messages a mutation added, for trimming in the same transaction. */
interface Op {
  run: Mutation;
  touched?: string[];
}
export type StorageProblem = 'quota' | 'lost';

export const queryKey = (filters: unknown, sort: unknown): string =>
  JSON.stringify([filters ?? {}, sort ?? []]);

const op = (name: string, run: Mutation, touched?: string[]): PrepareBatchDBQueries => [
  name,
  [{ run, touched } satisfies Op],
];

function opsOf(queries: ExecuteBatchDBQueriesType): Op[] {
  return queries.flatMap((q) =>
    ((q[1] ?? []) as unknown[]).filter(
      (x): x is Op => typeof x === 'object' && x !== null && 'run' in x,
    ),
  );
}

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

export class ParleyOfflineDB extends AbstractOfflineDB {
  private userId: string | undefined;
  private db: Promise<ChatDb> | undefined;
  private limits: CacheLimits = DEFAULT_LIMITS;
  private socketWasUp = false;

  constructor(
    private readonly chat: StreamChat,
    private readonly onProblem: (problem: StorageProblem) => void = () => undefined,
  ) {
    super({ client: chat });
    chat.on('connection.changed', (event) => {
      if (event.online) this.socketWasUp = true;
    });
  }

  /** The user whose database `init`/`initializeDB` opens; a change closes the previous one. */
  useUser(userId: string): void {
    if (this.userId === userId) return;
    void this.close();
    this.userId = userId;
    this.state.partialNext({ initialized: false, userId: undefined });
  }

  async close(): Promise<void> {
    const open = this.db;
    this.db = undefined;
    if (open) (await open.catch(() => undefined))?.close();
  }

  private database(): Promise<ChatDb> {
    const userId = this.userId;
    if (!userId) return Promise.reject(new Error('No user for the offline database'));
    this.db ??= openChatDb(userId, {
      onVersionChange: () => void this.close(),
      onLost: () => {
        // Evicted or deleted under us: the next use opens (and so rebuilds) it.
        this.db = undefined;
        this.onProblem('lost');
      },
    }).catch((error: unknown) => {
      this.db = undefined;
      throw error;
    });
    return this.db;
  }

  initializeDB = async (): Promise<boolean> => {
    try {
      await this.database();
      return true;
    } catch (error) {
      console.warn('The offline database could not be opened', error);
      return false;
    }
  };

  resetDB = async (): Promise<void> => {
    const db = await this.database();
    const tx = db.transaction(['channels', 'messages', 'meta', 'queries'], 'readwrite');
    await Promise.all([
      tx.objectStore('channels').clear(),
      tx.objectStore('messages').clear(),
      tx.objectStore('meta').clear(),
      tx.objectStore('queries').clear(),
      tx.done,
    ]);
  };

  /** Never throws: the device copy is a convenience, and the SDK awaits this in queryChannels. */
  executeSqlBatch = async (queries: ExecuteBatchDBQueriesType): Promise<void> => {
    const ops = opsOf(queries);
    if (ops.length === 0) return;
    try {
      await this.runOps(ops, this.limits);
    } catch (error) {
      if (!isQuotaError(error)) {
        console.warn('The device copy of the chat could not be updated', error);
        return;
      }
      this.limits = TIGHT_LIMITS;
      this.onProblem('quota');
      try {
        await this.runOps([{ run: (tx) => trimCache(tx, TIGHT_LIMITS) }], TIGHT_LIMITS);
        await this.runOps(ops, TIGHT_LIMITS);
      } catch (again) {
        console.warn('The device is too full to keep this part of the chat', again);
      }
    }
  };

  private async runOps(ops: Op[], limits: CacheLimits): Promise<void> {
    const db = await this.database();
    const tx = db.transaction(ALL_STORES, 'readwrite');
    const touched = new Set<string>();
    try {
      for (const { run, touched: cids } of ops) {
        await run(tx);
        cids?.forEach((cid) => touched.add(cid));
      }
      if (touched.size > 0) await trimCache(tx, limits, touched);
    } catch (error) {
      if (!tx.error) tx.abort();
      await tx.done.catch(() => undefined);
      throw error;
    }
    await tx.done;
  }

  private async batch(
    execute: boolean | undefined,
    ...queries: PrepareBatchDBQueries[]
  ): Promise<ExecuteBatchDBQueriesType> {
    if (execute !== false) await this.executeSqlBatch(queries);
    return queries;
  }

  private updateChannel(
    cid: string,
    change: (c: StoredChannel) => StoredChannel | undefined,
    create?: StoredChannel,
  ): Mutation {
    return async (tx) => {
      const store = tx.objectStore('channels');
      const current = (await store.get(cid)) ?? create;
      if (!current) return;
      const next = change(current);
      if (next) await store.put(next);
    };
  }

  private updateMessageRecord(
    id: string,
    change: (m: NonNullable<ReturnType<typeof storedMessage>>) => ReturnType<typeof storedMessage>,
  ): Mutation {
    return async (tx) => {
      const store = tx.objectStore('messages');
      const current = await store.get(id);
      if (!current) return;
      const next = change(current);
      if (next) await store.put(next);
    };
  }

  // Channels and queries

  upsertChannels = ({ channels, isLatestMessagesSet, execute }: DBUpsertChannelsType) =>
    this.batch(
      execute,
      op(
        'upsertChannels',
        async (tx) => {
          for (const answer of channels)
            await this.putChannelAnswer(tx, answer, isLatestMessagesSet === true);
        },
        channels.map((c) => c.channel.cid),
      ),
    );

  private async putChannelAnswer(
    tx: ChatTx,
    answer: ChannelAPIResponse,
    latest: boolean,
  ): Promise<void> {
    const cid = answer.channel.cid;
    // A first full answer is as good as a sync: later syncs replay what follows it.
    if (!(await tx.objectStore('meta').get('lastSyncedAt'))) {
      await tx.objectStore('meta').put(new Date().toISOString(), 'lastSyncedAt');
    }
    const channels = tx.objectStore('channels');
    await channels.put(storedChannel(answer, await channels.get(cid)));
    const messages = tx.objectStore('messages');
    if (latest) {
      const waiting = new Set(
        (await tx.objectStore('pendingTasks').getAll()).map((t) => t.messageId),
      );
      for (const key of await messages.index('cid').getAllKeys(cid)) {
        if (!waiting.has(key)) await messages.delete(key);
      }
    }
    for (const message of answer.messages ?? []) {
      const record = storedMessage(message);
      if (record && inChannel(message)) await messages.put(record);
    }
  }

  upsertCidsForQuery = ({ cids, filters, sort, execute }: DBUpsertCidsForQueryType) =>
    this.batch(
      execute,
      op(
        'upsertCidsForQuery',
        async (tx) =>
          void (await tx.objectStore('queries').put({ key: queryKey(filters, sort), cids })),
      ),
    );

  upsertChannelData = ({ channel, execute }: DBUpsertChannelDataType) =>
    this.batch(
      execute,
      op(
        'upsertChannelData',
        this.updateChannel(
          channel.cid,
          (c) => ({ ...c, channel: { ...c.channel, ...channel } }),
          emptyChannel(channel),
        ),
      ),
    );

  deleteChannel = ({ cid, execute }: DBDeleteChannelType) =>
    this.batch(
      execute,
      op('deleteChannel', (tx) => deleteChannelData(tx, cid)),
    );

  deleteMessagesForChannel = ({ cid, truncated_at, execute }: DBDeleteMessagesForChannelType) =>
    this.batch(
      execute,
      op('deleteMessagesForChannel', async (tx) => {
        const store = tx.objectStore('messages');
        for (const record of await store.index('cid').getAll(cid)) {
          if (!truncated_at || record.created_at <= truncated_at) await store.delete(record.id);
        }
      }),
    );

  getChannels = async ({ cids }: DBGetChannelsType): Promise<ChannelAPIResponse[] | null> => {
    const db = await this.database();
    const tx = db.transaction(['channels', 'messages'], 'readonly');
    const found: ChannelAPIResponse[] = [];
    for (const cid of cids) {
      const stored = await tx.objectStore('channels').get(cid);
      if (!stored) continue;
      found.push(channelAnswer(stored, await tx.objectStore('messages').index('cid').getAll(cid)));
    }
    return found;
  };

  getChannelsForQuery = async ({
    userId,
    filters,
    sort,
  }: DBGetChannelsForQueryType): Promise<ChannelAPIResponse[] | null> => {
    const query = await (await this.database()).get('queries', queryKey(filters, sort));
    if (!query) return null;
    return this.getChannels({ cids: query.cids, userId });
  };

  getAllChannelCids = async (): Promise<string[]> => (await this.database()).getAllKeys('channels');

  channelExists = async ({ cid }: DBChannelExistsType): Promise<boolean> =>
    (await (await this.database()).count('channels', cid)) > 0;

  // Members and reads

  upsertMembers = ({ cid, members, execute }: DBUpsertMembersType) =>
    this.batch(
      execute,
      op(
        'upsertMembers',
        this.updateChannel(cid, (c) => {
          const next = { ...c, members: { ...c.members } };
          for (const member of members) {
            const id = memberUserId(member);
            if (!id) continue;
            next.members[id] = member;
            if (id === this.chat.userID) next.membership = member;
          }
          return next;
        }),
      ),
    );

  deleteMember = ({ cid, member, execute }: DBDeleteMemberType) =>
    this.batch(
      execute,
      op(
        'deleteMember',
        this.updateChannel(cid, (c) => {
          const id = memberUserId(member);
          const members = { ...c.members };
          if (id) delete members[id];
          return { ...c, members, ...(id === this.chat.userID ? { membership: null } : {}) };
        }),
      ),
    );

  upsertReads = ({ cid, reads, execute }: DBUpsertReadsType) =>
    this.batch(
      execute,
      op(
        'upsertReads',
        this.updateChannel(cid, (c) => {
          const read = { ...c.read };
          for (const one of reads) if (one.user?.id) read[one.user.id] = one;
          return { ...c, read };
        }),
      ),
    );

  // Messages and reactions

  upsertMessages = ({ messages, execute }: DBUpsertMessagesType) => {
    const records = messages
      .filter(inChannel)
      .map(storedMessage)
      .filter((r) => r !== undefined);
    return this.batch(
      execute,
      op(
        'upsertMessages',
        async (tx) => {
          for (const record of records) await tx.objectStore('messages').put(record);
        },
        [...new Set(records.map((r) => r.cid))],
      ),
    );
  };

  updateMessage = ({ message, execute }: DBUpdateMessageType) => {
    const record = storedMessage(message);
    if (!record || !inChannel(message)) return this.batch(execute);
    return this.batch(
      execute,
      op(
        'updateMessage',
        async (tx) => {
          const store = tx.objectStore('messages');
          const before = await store.get(record.id);
          // Update events name no one's own reactions: keep the device's.
          const own = before?.message.own_reactions;
          await store.put(
            own ? { ...record, message: { ...record.message, own_reactions: own } } : record,
          );
        },
        [record.cid],
      ),
    );
  };

  softDeleteMessage = ({ id, execute }: DBDeleteMessageType) =>
    this.batch(
      execute,
      op(
        'softDeleteMessage',
        this.updateMessageRecord(id, (r) => ({
          ...r,
          message: {
            ...r.message,
            type: 'deleted',
            deleted_at: r.message.deleted_at ?? new Date().toISOString(),
          },
        })),
      ),
    );

  hardDeleteMessage = ({ id, execute }: DBDeleteMessageType) =>
    this.batch(
      execute,
      op('hardDeleteMessage', async (tx) => void (await tx.objectStore('messages').delete(id))),
    );

  private reactionOp(
    name: string,
    change: ReactionChange,
    {
      message,
      reaction,
      execute,
    }:
      | DBInsertReactionType
      | DBUpdateReactionType
      | (DBDeleteReactionType & { message?: DBInsertReactionType['message'] }),
  ) {
    if (!message?.id) return this.batch(execute);
    return this.batch(
      execute,
      op(name, async (tx) => {
        const store = tx.objectStore('messages');
        const before = await store.get(message.id);
        if (!before) return;
        const next = withReaction(before.message, message, reaction, this.chat.userID, change);
        await store.put({ ...before, message: next });
      }),
    );
  }

  insertReaction = (args: DBInsertReactionType) => this.reactionOp('insertReaction', 'added', args);
  updateReaction = (args: DBUpdateReactionType) =>
    this.reactionOp('updateReaction', 'updated', args);
  deleteReaction = (args: DBDeleteReactionType) =>
    this.reactionOp('deleteReaction', 'removed', args);

  getReactions = async ({ messageId }: DBGetReactionsType): Promise<ReactionResponse[] | null> =>
    (await (await this.database()).get('messages', messageId))?.message.latest_reactions ?? null;

  upsertPoll = ({ poll, execute }: DBUpsertPollType) =>
    this.batch(
      execute,
      op('upsertPoll', async (tx) => {
        let cursor = await tx.objectStore('messages').openCursor();
        while (cursor) {
          if (cursor.value.message.poll_id === poll.id) {
            await cursor.update({ ...cursor.value, message: { ...cursor.value.message, poll } });
          }
          cursor = await cursor.continue();
        }
      }),
    );

  // Drafts

  getDraft = async ({ cid, parent_id }: DBGetDraftType): Promise<DraftResponse | null> => {
    const stored = await (await this.database()).get('channels', cid);
    return (parent_id ? stored?.threadDrafts?.[parent_id] : stored?.draft) ?? null;
  };

  upsertDraft = ({ draft, execute }: DBUpsertDraftType) =>
    this.batch(
      execute,
      op(
        'upsertDraft',
        this.updateChannel(draft.channel_cid, (c) =>
          draft.parent_id
            ? { ...c, threadDrafts: { ...c.threadDrafts, [draft.parent_id]: draft } }
            : { ...c, draft },
        ),
      ),
    );

  deleteDraft = ({ cid, parent_id, execute }: DBDeleteDraftType) =>
    this.batch(
      execute,
      op(
        'deleteDraft',
        this.updateChannel(cid, (c) => {
          if (!parent_id) return { ...c, draft: null };
          const threadDrafts = { ...c.threadDrafts };
          delete threadDrafts[parent_id];
          return { ...c, threadDrafts };
        }),
      ),
    );

  // Sync status and settings

  upsertUserSyncStatus = ({ lastSyncedAt, execute }: DBUpsertUserSyncStatusType) => {
    if (!this.chat.wsConnection?.isHealthy) {
      // A close stamps the time too: right after a socket that was up (its events are all in),
      // wrong after one that never opened (the time away would be skipped).
      if (!this.socketWasUp) return this.batch(false);
      this.socketWasUp = false;
    }
    return this.batch(
      execute,
      op(
        'upsertUserSyncStatus',
        async (tx) => void (await tx.objectStore('meta').put(lastSyncedAt, 'lastSyncedAt')),
      ),
    );
  };

  getLastSyncedAt = async (_: DBGetLastSyncedAtType): Promise<string | undefined> =>
    (await (await this.database()).get('meta', 'lastSyncedAt')) as string | undefined;

  upsertAppSettings = ({ appSettings, execute }: DBUpsertAppSettingsType) =>
    this.batch(
      execute,
      op(
        'upsertAppSettings',
        async (tx) => void (await tx.objectStore('meta').put(appSettings, 'appSettings')),
      ),
    );

  getAppSettings = async (_: DBGetAppSettingsType) =>
    ((await (await this.database()).get('meta', 'appSettings')) as Awaited<
      ReturnType<AbstractOfflineDB['getAppSettings']>
    >) ?? null;

  // Pending tasks

  addPendingTask = async (task: PendingTask): Promise<() => Promise<void>> => {
    const { id: _unused, ...rest } = task;
    const record: StoredTask = { ...rest, createdAt: new Date().toISOString() } as StoredTask;
    const id = await (await this.database()).add('pendingTasks', record);
    return async () => void (await this.deletePendingTask({ id }));
  };

  updatePendingTask = async ({
    id,
    task,
  }: DBUpdatePendingTaskType): Promise<ExecuteBatchDBQueriesType> => {
    await (await this.database()).put('pendingTasks', { ...task, id } as StoredTask);
    return [];
  };

  deletePendingTask = async ({
    id,
  }: DBDeletePendingTaskType): Promise<ExecuteBatchDBQueriesType> => {
    await (await this.database()).delete('pendingTasks', id);
    return [];
  };

  dropPendingTasks = ({ messageId, execute }: DBDropPendingTasksType) =>
    this.batch(
      execute,
      op('dropPendingTasks', async (tx) => {
        const store = tx.objectStore('pendingTasks');
        for (const key of await store.index('messageId').getAllKeys(messageId))
          await store.delete(key);
      }),
    );

  getPendingTasks = async ({ messageId }: DBGetPendingTasksType = {}): Promise<PendingTask[]> => {
    const db = await this.database();
    const tasks = messageId
      ? await db.getAllFromIndex('pendingTasks', 'messageId', messageId)
      : await db.getAll('pendingTasks');
    return tasks.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  };
}
