/**
 * One user's chat database on this device, as the device copy uses it: opened on first
 * use, closed when another user signs in or another tab upgrades the schema, opened again (and
 * so rebuilt) after the browser evicts it; batches run in one readwrite transaction each,
 * trimmed to the cache limits; a full device tightens the limits, trims, and tries once more.
 */
import type * as Sdk from 'stream-chat';
import { ALL_STORES, openDeviceCopyDb, type DeviceCopyDb } from './schema.ts';
import { opsOf, type Op } from './batch-ops.ts';
import { DEFAULT_LIMITS, TIGHT_LIMITS, trimCache, type CacheLimits } from './cache-limits.ts';

export type StorageProblem = 'quota' | 'lost';

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

export class DeviceCopyStore {
  private userId: string | undefined;
  private db: Promise<DeviceCopyDb> | undefined;
  private limits: CacheLimits = DEFAULT_LIMITS;

  constructor(private readonly onProblem: (problem: StorageProblem) => void) {}

  get user(): string | undefined {
    return this.userId;
  }

  /** Whether it is open (or opening): counting never opens one being deleted at sign-out. */
  get isOpen(): boolean {
    return this.db !== undefined;
  }

  /** Whose database `open` opens from now on; a change closes the previous one. */
  switchTo(userId: string): void {
    void this.close();
    this.userId = userId;
  }

  /** No one's database from now on, until `switchTo`: an event still being handled opens none. */
  async forget(): Promise<void> {
    this.userId = undefined;
    await this.close();
  }

  async close(): Promise<void> {
    const open = this.db;
    this.db = undefined;
    if (open) (await open.catch(() => undefined))?.close();
  }

  open(): Promise<DeviceCopyDb> {
    const userId = this.userId;
    if (!userId) return Promise.reject(new Error('No user for the device copy'));
    this.db ??= openDeviceCopyDb(userId, {
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

  /** Runs the SDK's batch; never throws, since the device copy is a convenience. */
  async runBatch(queries: Sdk.ExecuteBatchDBQueriesType): Promise<void> {
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
  }

  /** One readwrite transaction for all of `ops`, trimmed to the limits; all or nothing. */
  async runOps(ops: Op[], limits: CacheLimits = this.limits): Promise<void> {
    const db = await this.open();
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
}
