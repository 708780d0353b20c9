/**
 * The SDK's pending tasks (a send or a change that could not reach the chat server) as the
 * person's database keeps them. The device copy hands them to the outbox, which counts, tells
 * and delivers them; the outbox sits above the device copy in core's order, so it is passed in
 * (`PendingTasks`), and a device copy given none only keeps them.
 */
import type * as Sdk from 'stream-chat';
import type { StoredTask } from './schema.ts';
import type { DeviceCopyStore } from './device-copy-store.ts';

/** What keeps the device copy's pending tasks: the outbox, or `KeptTasks` alone. */
export interface PendingTasks {
  /** The person whose database is now in use. */
  useUser(userId: string): void;
  /** The database opened: what waits may be counted. */
  recount(): void;
  /** In place of the SDK's `executePendingTasks`. */
  flush(): Promise<void>;
  addPendingTask(task: Sdk.PendingTask): Promise<() => Promise<void>>;
  updatePendingTask(args: Sdk.DBUpdatePendingTaskType): Promise<Sdk.ExecuteBatchDBQueriesType>;
  deletePendingTask(args: Sdk.DBDeletePendingTaskType): Promise<Sdk.ExecuteBatchDBQueriesType>;
  getPendingTasks(args?: Sdk.DBGetPendingTasksType): Promise<Sdk.PendingTask[]>;
}

/** The tasks in the database, and nothing more: nothing counts or delivers them. */
export class KeptTasks implements PendingTasks {
  constructor(private readonly device: DeviceCopyStore) {}

  useUser(): void {}

  recount(): void {}

  flush(): Promise<void> {
    return Promise.resolve();
  }

  /** The stored task's id, once committed durably: the browser may close right after. */
  async store(task: Sdk.PendingTask): Promise<number> {
    const { id: _unused, ...rest } = task;
    const record: StoredTask = { ...rest, createdAt: new Date().toISOString() } as StoredTask;
    const tx = (await this.device.open()).transaction('pendingTasks', 'readwrite', {
      durability: 'strict',
    });
    const id = await tx.store.add(record);
    await tx.done;
    return id;
  }

  async addPendingTask(task: Sdk.PendingTask): Promise<() => Promise<void>> {
    const id = await this.store(task);
    return async () => void (await this.deletePendingTask({ id }));
  }

  async updatePendingTask({
    id,
    task,
  }: Sdk.DBUpdatePendingTaskType): Promise<Sdk.ExecuteBatchDBQueriesType> {
    await (await this.device.open()).put('pendingTasks', { ...task, id } as StoredTask);
    return [];
  }

  async deletePendingTask({
    id,
  }: Sdk.DBDeletePendingTaskType): Promise<Sdk.ExecuteBatchDBQueriesType> {
    await (await this.device.open()).delete('pendingTasks', id);
    return [];
  }

  async getPendingTasks({ messageId }: Sdk.DBGetPendingTasksType = {}): Promise<Sdk.PendingTask[]> {
    const db = await this.device.open();
    const tasks = messageId
      ? await db.getAllFromIndex('pendingTasks', 'messageId', messageId)
      : await db.getAll('pendingTasks');
    return tasks.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  }
}
