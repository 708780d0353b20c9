/**
 * stream-chat's offline database (`AbstractOfflineDB`) on IndexedDB: the web adapter Stream does
 * not ship. The SDK calls it; Parley's screens read it first (cache-first-channels.ts).
 * Contract, as stream-chat 9.53 uses it:
 * - Writes take `execute` (default true) and return their batch, which the SDK only concatenates
 *   and hands back to `executeSqlBatch`: here `[name, [op]]` (batch-ops.ts), one readwrite
 *   transaction per batch, so a sync's hundreds of events land all or nothing.
 * - upsertChannels: awaited by `queryChannels` (the list's own query awaits it after showing the
 *   answer: lists/list-answer-first.ts), fired by `channel.query`; `isLatestMessagesSet` replaces a
 *   channel's stored messages. The channel, member, read, message, reaction, draft,
 *   poll and delete writes come from `handleEvent`, for socket events and `/sync` replays;
 *   events carry no own reactions, so those are kept and changed only by the user's own.
 * - upsertCidsForQuery / getChannelsForQuery: the conversation list's query and its answer.
 * - Reads (getChannels, getAllChannelCids, channelExists, getDraft, getReactions, getAppSettings,
 *   getLastSyncedAt) answer null or [] when nothing is kept.
 * - upsertUserSyncStatus: kept only while the socket is up or as one that was up closes (the SDK
 *   also stamps after a connect that never opened, which would skip the time away).
 * - Pending tasks: kept through resetDB and migrations; stored, counted and delivered (in place
 *   of executePendingTasks' loop) by the outbox, passed in (pending-tasks.ts). resetDB empties the rest;
 *   initializeDB opens the `useUser` user's database. A shared location is never kept: queueTask
 *   sends it at once (tasks/location-shares.ts).
 * - Reads replayed by a catch-up keep the time the server gave them (timeReplayedReads).
 * - Thread replies, which the SDK leaves out, are Parley's own (thread-replies.ts): the app keeps
 *   what an opened thread shows (kept-threads.ts); the new- and updated-message handlers are wrapped
 *   so replies of kept threads follow; deletes and reactions find a reply by its id.
 * Left out: app settings are kept but never read by the SDK. Limits (cache-limits.ts):
 * 30 conversations × 50 messages; a full device 10 × 20.
 */
import { AbstractOfflineDB } from 'stream-chat';
import type * as Sdk from 'stream-chat';
import { queryKey, type StoredChannel } from './schema.ts';
import { DeviceCopyStore, type StorageProblem } from './device-copy-store.ts';
import type { WithDatabase } from './device-files.ts';
import {
  emptyChannel,
  inChannel,
  isThreadOnly,
  storedMessage,
  withChannelData,
  withDraft,
  withBan,
  withMembers,
  withoutDraft,
  withoutMember,
  withReads,
  type ReactionChange,
} from './channel-records.ts';
import { op } from './batch-ops.ts';
import { putReplyIfKept, readThreadReplies, storedReply } from './threads/thread-replies.ts';
import { isLocationShare, sendShare } from './tasks/location-shares.ts';
import { KeptTasks, type PendingTasks } from './pending-tasks.ts';
import {
  changeReaction,
  deleteChannelMessages,
  hardDelete,
  clearAllButTasks,
  dropTasks,
  putChannelAnswers,
  putMeta,
  putQuery,
  readChannelAnswers,
  putMessages,
  putPoll,
  replaceMessage,
  softDelete,
  updateChannel,
} from './mutations.ts';
import { deleteChannelData } from './cache-limits.ts';
import { mustEmpty, watchSyncOutcomes, type SyncOutcome } from './sync-resets.ts';
import { listeners } from '../../lib/listeners.ts';

export class DeviceCopy extends AbstractOfflineDB {
  private readonly device: DeviceCopyStore;
  private readonly outbox: PendingTasks;
  private socketWasUp = false;
  private readonly lastSync: () => SyncOutcome | undefined;
  private readonly emptied = listeners();

  constructor(
    private readonly chat: Sdk.StreamChat,
    {
      onProblem = () => undefined,
      outbox = (device) => new KeptTasks(device),
    }: {
      onProblem?: (problem: StorageProblem) => void;
      /** What counts and delivers the pending tasks (the outbox, above this in core's order). */
      outbox?: (device: DeviceCopyStore) => PendingTasks;
    } = {},
  ) {
    super({ client: chat });
    this.device = new DeviceCopyStore(onProblem);
    this.outbox = outbox(this.device);
    this.lastSync = watchSyncOutcomes(chat);
    chat.on('connection.changed', (event) => {
      if (event.online) this.socketWasUp = true;
    });
    this.followReplies();
    this.followBans();
    this.timeReplayedReads();
    this.sendSharesAtOnce();
  }

  /** The user whose database `init`/`initializeDB` opens; a change closes the previous one. */
  useUser(userId: string): void {
    if (this.device.user === userId) return;
    this.device.switchTo(userId);
    this.outbox.useUser(userId);
    this.state.partialNext({ initialized: false, userId: undefined });
  }

  close = (): Promise<void> => this.device.close();

  /**
   * Signed out, or someone else next: closed, and opened again by nothing until `useUser` (an
   * event the SDK was still handling would otherwise create the database again, after the
   * sign-out removed it).
   */
  letGo = async (): Promise<void> => {
    this.state.partialNext({ initialized: false, userId: undefined });
    await this.device.forget();
  };

  private database = () => this.device.open();

  /** The person's database for the files kept with their chat (device-files.ts). */
  withDatabase: WithDatabase = async (job) => job(await this.database());

  initializeDB = async (): Promise<boolean> => {
    try {
      await this.database();
      this.outbox.recount();
      return true;
    } catch (error) {
      console.warn('The device copy could not be opened', error);
      return false;
    }
  };

  /** Empties all but the outbox only when no catch-up can bring it up to date (sync-resets.ts). */
  resetDB = async (): Promise<void> => {
    const lastSyncedAt = await this.getLastSyncedAt({ userId: this.device.user ?? '' });
    if (!mustEmpty(this.lastSync(), lastSyncedAt, Date.now())) return;
    await this.device.runOps([{ run: clearAllButTasks }]);
    this.emptied.tell();
  };

  /** Called once the copy was emptied (online, as the server asked), so the list can refill it. */
  onEmptied(refill: () => void): () => void {
    return this.emptied.add(refill);
  }

  /** Never throws: the device copy is a convenience, and the SDK awaits this in queryChannels. */
  executeSqlBatch = async (queries: Sdk.ExecuteBatchDBQueriesType): Promise<void> => {
    await this.device.runBatch(queries);
    if (queries.some(([name]) => name === 'dropPendingTasks')) this.outbox.recount();
  };

  private async batch(
    execute: boolean | undefined,
    ...queries: Sdk.PrepareBatchDBQueries[]
  ): Promise<Sdk.ExecuteBatchDBQueriesType> {
    if (execute !== false) await this.executeSqlBatch(queries);
    return queries;
  }

  private channelOp(
    execute: boolean | undefined,
    name: string,
    cid: string,
    change: (c: StoredChannel) => StoredChannel,
    create?: StoredChannel,
  ) {
    return this.batch(execute, op(name, updateChannel(cid, change, create)));
  }

  // Channels and queries

  upsertChannels = ({ channels, isLatestMessagesSet, execute }: Sdk.DBUpsertChannelsType) =>
    this.batch(
      execute,
      op(
        'upsertChannels',
        putChannelAnswers(channels, isLatestMessagesSet === true),
        channels.map((c) => c.channel.cid),
      ),
    );

  upsertCidsForQuery = ({ cids, filters, sort, execute }: Sdk.DBUpsertCidsForQueryType) =>
    this.batch(execute, op('upsertCidsForQuery', putQuery(queryKey(filters, sort), cids)));

  upsertChannelData = ({ channel, execute }: Sdk.DBUpsertChannelDataType) =>
    this.channelOp(
      execute,
      'upsertChannelData',
      channel.cid,
      (c) => withChannelData(c, channel),
      emptyChannel(channel),
    );

  deleteChannel = ({ cid, execute }: Sdk.DBDeleteChannelType) =>
    this.batch(
      execute,
      op('deleteChannel', (tx) => deleteChannelData(tx, cid)),
    );

  deleteMessagesForChannel = ({ cid, truncated_at, execute }: Sdk.DBDeleteMessagesForChannelType) =>
    this.batch(execute, op('deleteMessagesForChannel', deleteChannelMessages(cid, truncated_at)));

  getChannels = async ({
    cids,
  }: Sdk.DBGetChannelsType): Promise<Sdk.ChannelAPIResponse[] | null> => {
    return readChannelAnswers(await this.database(), cids);
  };

  getChannelsForQuery = async ({
    userId,
    filters,
    sort,
  }: Sdk.DBGetChannelsForQueryType): Promise<Sdk.ChannelAPIResponse[] | null> => {
    const query = await (await this.database()).get('queries', queryKey(filters, sort));
    if (!query) return null;
    return this.getChannels({ cids: query.cids, userId });
  };

  getAllChannelCids = async (): Promise<string[]> => (await this.database()).getAllKeys('channels');

  channelExists = async ({ cid }: Sdk.DBChannelExistsType): Promise<boolean> =>
    (await (await this.database()).count('channels', cid)) > 0;

  // Members and reads

  upsertMembers = ({ cid, members, execute }: Sdk.DBUpsertMembersType) =>
    this.channelOp(execute, 'upsertMembers', cid, (c) => withMembers(c, members, this.chat.userID));

  deleteMember = ({ cid, member, execute }: Sdk.DBDeleteMemberType) =>
    this.channelOp(execute, 'deleteMember', cid, (c) => withoutMember(c, member, this.chat.userID));

  upsertReads = ({ cid, reads, execute }: Sdk.DBUpsertReadsType) =>
    this.channelOp(execute, 'upsertReads', cid, (c) => withReads(c, reads));

  // Messages and reactions

  upsertMessages = ({ messages, execute }: Sdk.DBUpsertMessagesType) => {
    const records = messages
      .filter(inChannel)
      .map(storedMessage)
      .filter((r) => r !== undefined);
    const cids = [...new Set(records.map((r) => r.cid))];
    return this.batch(execute, op('upsertMessages', putMessages(records), cids));
  };

  updateMessage = ({ message, execute }: Sdk.DBUpdateMessageType) => {
    const record = storedMessage(message);
    if (!record || !inChannel(message)) return this.batch(execute);
    return this.batch(execute, op('updateMessage', replaceMessage(record), [record.cid]));
  };

  softDeleteMessage = ({ id, execute }: Sdk.DBDeleteMessageType) =>
    this.batch(execute, op('softDeleteMessage', softDelete(id)));

  hardDeleteMessage = ({ id, execute }: Sdk.DBDeleteMessageType) =>
    this.batch(execute, op('hardDeleteMessage', hardDelete(id)));

  private reaction(
    name: string,
    change: ReactionChange,
    { message, reaction, execute }: Sdk.DBDeleteReactionType,
  ) {
    if (!message?.id) return this.batch(execute);
    return this.batch(
      execute,
      op(name, changeReaction(message, reaction, this.chat.userID, change)),
    );
  }

  insertReaction = (args: Sdk.DBInsertReactionType) =>
    this.reaction('insertReaction', 'added', args);
  updateReaction = (args: Sdk.DBUpdateReactionType) =>
    this.reaction('updateReaction', 'updated', args);
  deleteReaction = (args: Sdk.DBDeleteReactionType) =>
    this.reaction('deleteReaction', 'removed', args);

  getReactions = async ({
    messageId,
  }: Sdk.DBGetReactionsType): Promise<Sdk.ReactionResponse[] | null> =>
    (await (await this.database()).get('messages', messageId))?.message.latest_reactions ?? null;

  // Threads (the SDK leaves replies out: thread-replies.ts)

  /** The kept replies of each conversation's threads, oldest first. */
  getThreadReplies = async (cids: string[]): Promise<Map<string, Sdk.MessageResponse[]>> =>
    readThreadReplies(await this.database(), cids);

  private replyEvent(name: string, event: Sdk.Event, execute: boolean | undefined) {
    const record = event.message ? storedReply(event.message) : undefined;
    if (!record || !isThreadOnly(event.message)) return undefined;
    return this.batch(execute, op(name, putReplyIfKept(record)));
  }

  /** New and edited replies of kept threads are kept too; the SDK's handlers skip them. */
  private followReplies(): void {
    const channelNewMessage = this.handleNewMessage;
    this.handleNewMessage = (args) =>
      this.replyEvent('newReply', args.event, args.execute) ?? channelNewMessage(args);
    const channelMessageUpdated = this.handleMessageUpdatedEvent;
    this.handleMessageUpdatedEvent = (args) =>
      this.replyEvent('updateReply', args.event, args.execute) ?? channelMessageUpdated(args);
  }

  /** Bans in a conversation change its member on the device too; the SDK's handler skips them. */
  private followBans(): void {
    const sdkHandleEvent = this.handleEvent;
    this.handleEvent = (args) => {
      const { type, cid, user, shadow } = args.event;
      if ((type !== 'user.banned' && type !== 'user.unbanned') || !cid || !user?.id)
        return sdkHandleEvent(args);
      const banned = type === 'user.banned' && shadow !== true;
      return this.channelOp(args.execute, 'banMember', cid, (c) => withBan(c, user.id, banned));
    };
  }

  /**
   * The SDK keeps a read's time as the event's `received_at`, which only the socket's dispatch
   * adds: the events of a catch-up (`POST /sync`) reach handleEvent as the server sent them, and
   * a read kept with no time came back from the device as an Invalid Date, which
   * stream-chat-react's channel state throws on (`RangeError: Invalid time value`). Such a read
   * takes the time the server gave it.
   */
  private timeReplayedReads(): void {
    const sdkHandleRead = this.handleRead;
    this.handleRead = (args) =>
      sdkHandleRead(
        args.event.received_at
          ? args
          : { ...args, event: { ...args.event, received_at: args.event.created_at } },
      );
  }

  /** A shared location is sent at once, never kept for the outbox (tasks/location-shares.ts). */
  private sendSharesAtOnce(): void {
    const sdkQueueTask = this.queueTask;
    this.queueTask = <T>(args: { task: Sdk.PendingTask }): Promise<T> =>
      isLocationShare(args.task)
        ? (sendShare(this.chat, args.task) as Promise<T>)
        : sdkQueueTask<T>(args);
  }

  upsertPoll = ({ poll, execute }: Sdk.DBUpsertPollType) =>
    this.batch(execute, op('upsertPoll', putPoll(poll)));

  // Drafts

  getDraft = async ({ cid, parent_id }: Sdk.DBGetDraftType): Promise<Sdk.DraftResponse | null> => {
    const stored = await (await this.database()).get('channels', cid);
    return (parent_id ? stored?.threadDrafts?.[parent_id] : stored?.draft) ?? null;
  };

  upsertDraft = ({ draft, execute }: Sdk.DBUpsertDraftType) =>
    this.channelOp(execute, 'upsertDraft', draft.channel_cid, (c) => withDraft(c, draft));

  deleteDraft = ({ cid, parent_id, execute }: Sdk.DBDeleteDraftType) =>
    this.channelOp(execute, 'deleteDraft', cid, (c) => withoutDraft(c, parent_id));

  // Sync status and settings

  upsertUserSyncStatus = ({ lastSyncedAt, execute }: Sdk.DBUpsertUserSyncStatusType) => {
    if (!this.chat.wsConnection?.isHealthy) {
      // A close stamps the time too: right after a socket that was up (its events are all in),
      // wrong after one that never opened (the time away would be skipped).
      if (!this.socketWasUp) return this.batch(false);
      this.socketWasUp = false;
    }
    return this.batch(execute, op('upsertUserSyncStatus', putMeta('lastSyncedAt', lastSyncedAt)));
  };

  getLastSyncedAt = async (_: Sdk.DBGetLastSyncedAtType): Promise<string | undefined> =>
    (await (await this.database()).get('meta', 'lastSyncedAt')) as string | undefined;

  upsertAppSettings = ({ appSettings, execute }: Sdk.DBUpsertAppSettingsType) =>
    this.batch(execute, op('upsertAppSettings', putMeta('appSettings', appSettings)));

  getAppSettings = async (_: Sdk.DBGetAppSettingsType) =>
    ((await (await this.database()).get('meta', 'appSettings')) as Awaited<
      ReturnType<AbstractOfflineDB['getAppSettings']>
    >) ?? null;

  // Pending tasks (pending-tasks.ts)

  override executePendingTasks = (): Promise<void> => this.outbox.flush();
  addPendingTask = (task: Sdk.PendingTask) => this.outbox.addPendingTask(task);
  updatePendingTask = (args: Sdk.DBUpdatePendingTaskType) => this.outbox.updatePendingTask(args);
  deletePendingTask = (args: Sdk.DBDeletePendingTaskType) => this.outbox.deletePendingTask(args);
  getPendingTasks = (args?: Sdk.DBGetPendingTasksType) => this.outbox.getPendingTasks(args);

  dropPendingTasks = ({ messageId, execute }: Sdk.DBDropPendingTasksType) =>
    this.batch(execute, op('dropPendingTasks', dropTasks(messageId)));
}
