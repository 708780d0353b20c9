/**
 * The outbox's part of the device copy: the tasks the SDK keeps when a send or a change
 * could not reach the chat server, stored in the user's database, counted for the status banner,
 * told to the user's other tabs, and delivered by Parley's own loop (delivery/delivery-loop.ts),
 * tried again after a pause while some must wait (delivery/retry-policy.ts).
 */
import type * as Sdk from 'stream-chat';
import { isWaitingMessage } from '../device-copy/schema.ts';
import type { DeviceCopyStore } from '../device-copy/device-copy-store.ts';
import { KeptTasks, type PendingTasks } from '../device-copy/pending-tasks.ts';
import type { WithDatabase } from '../device-copy/device-files.ts';
import { flushUnderLock, type TaskStore } from './delivery/delivery-loop.ts';
import { OutboxRetry } from './delivery/retry-policy.ts';
import { tellOtherTabs } from './news.ts';
import { askForBackgroundDelivery } from './delivery/background-delivery.ts';
import { replaceWaitingCopies } from './settled-task.ts';
import { listenToOtherTabs, settledInTab } from './news-in-tab.ts';
import { debouncedRecount, setWaitingCount } from './waiting-count.ts';
import { forgetKept, markKept } from './kept-messages.ts';

export class OutboxTasks implements TaskStore, PendingTasks {
  private readonly kept: KeptTasks;
  private readonly retry = new OutboxRetry(
    () => this.chat.wsConnection?.isHealthy === true,
    () => void this.flush(),
  );
  private stopListening: () => void = () => undefined;
  /** The socket connection on which the session was last found standing. */
  private confirmedOn: string | undefined;

  constructor(
    private readonly chat: Sdk.StreamChat,
    private readonly device: DeviceCopyStore,
    private readonly sessionEnded: () => Promise<boolean>,
  ) {
    this.kept = new KeptTasks(device);
    chat.on('connection.changed', (event) => {
      // Asked as the connection goes, not only once a task is stored: a tab closed right after
      // writing may not live to ask (the worker finds nothing to do if nothing waits).
      if (!event.online) askForBackgroundDelivery();
    });
    replaceWaitingCopies(chat);
  }

  /** The outbox of the user whose database is now in use: their other tabs are heard. */
  useUser(userId: string): void {
    this.stopListening();
    this.confirmedOn = undefined;
    this.stopListening = listenToOtherTabs(this.chat, userId, this.recount, (id) => {
      this.deletePendingTask({ id }).catch(() => undefined);
    });
    setWaitingCount(0);
    forgetKept();
  }

  /**
   * Counts the messages waiting to be sent again, for the status banner; never opens a closed
   * database (one being deleted at sign-out would come back empty).
   */
  recount = debouncedRecount(() =>
    this.device.isOpen
      ? this.getPendingTasks().then((tasks) => tasks.filter(isWaitingMessage).length)
      : undefined,
  );

  /**
   * Asked once per socket connection before delivering on it: a chat token outlives the session
   * it came from (Stream's last up to 15 minutes), so a tab coming back after the session was
   * ended elsewhere could otherwise still send what waited, from a session its user ended.
   * A session found ended ends here too, and what waited goes with it, counted on the sign-in
   * page. No answer from the auth server does not hold delivery up.
   */
  private async sessionStands(): Promise<boolean> {
    const connection = this.chat._getConnectionID();
    if (connection && connection === this.confirmedOn) return true;
    if (await this.sessionEnded()) return false;
    this.confirmedOn = connection;
    return true;
  }

  withDatabase: WithDatabase = async (job) => job(await this.device.open());

  /** In place of the SDK's loop; what must wait is tried again after a pause. */
  flush = async (): Promise<void> => {
    this.retry.cancel();
    if (!(await this.sessionStands())) return;
    const userId = this.device.user ?? '';
    const { waiting } = await flushUnderLock(
      this.chat,
      this,
      userId,
      settledInTab(this.chat, userId),
    );
    this.retry.settled(waiting);
    if (waiting > 0) askForBackgroundDelivery();
  };

  /**
   * Resolves once the task is committed, durably: only then may the screen say it waits (the
   * browser may be closed the moment it does).
   */
  addPendingTask = async (task: Sdk.PendingTask): Promise<() => Promise<void>> => {
    const id = await this.kept.store(task);
    if (task.type === 'send-message' && task.messageId) markKept(task.messageId);
    this.recount();
    if (this.device.user) tellOtherTabs(this.device.user, { kind: 'queued' });
    // The SDK keeps a task only once sending it failed: the worker may deliver it after this tab
    // has closed.
    askForBackgroundDelivery();
    return async () => void (await this.deletePendingTask({ id }));
  };

  updatePendingTask = (args: Sdk.DBUpdatePendingTaskType) => this.kept.updatePendingTask(args);

  deletePendingTask = async (
    args: Sdk.DBDeletePendingTaskType,
  ): Promise<Sdk.ExecuteBatchDBQueriesType> => {
    await this.kept.deletePendingTask(args);
    this.recount();
    return [];
  };

  getPendingTasks = (args?: Sdk.DBGetPendingTasksType) => this.kept.getPendingTasks(args);
}
