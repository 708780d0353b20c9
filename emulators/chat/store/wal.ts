/**
 * Durability: every acknowledged mutation is appended (synchronously, before the answer goes
 * out) to `wal.jsonl`, so kill -9 loses nothing the server said yes to. Puts carry whole records,
 * so replaying a line twice is harmless; a clean close folds the log into `snapshot.json`.
 */
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { TableName } from './records.ts';

export type WalEntry = { t: TableName; k: string; v: unknown } | { t: TableName; k: string; d: 1 };

export type Snapshot = Partial<Record<TableName, Record<string, unknown>>>;

export class WriteAheadLog {
  private readonly walFile: string;
  private readonly snapshotFile: string;
  /** Kept open: opening the log for every append costs more than the write itself. */
  private fd: number | undefined;
  private pending: string[] = [];

  constructor(dataDir: string) {
    this.walFile = path.join(dataDir, 'wal.jsonl');
    this.snapshotFile = path.join(dataDir, 'snapshot.json');
  }

  /** The snapshot then every log line after it; a torn last line (kill -9 mid-write) is skipped. */
  load(apply: (entry: WalEntry) => void): void {
    if (existsSync(this.snapshotFile)) {
      const snapshot = JSON.parse(readFileSync(this.snapshotFile, 'utf8')) as Snapshot;
      for (const [table, rows] of Object.entries(snapshot)) {
        for (const [k, v] of Object.entries(rows)) apply({ t: table as TableName, k, v });
      }
    }
    if (existsSync(this.walFile)) {
      for (const line of readFileSync(this.walFile, 'utf8').split('\n')) {
        if (line.length === 0) continue;
        let entry: WalEntry;
        try {
          entry = JSON.parse(line) as WalEntry;
        } catch {
          continue;
        }
        apply(entry);
      }
    }
  }

  /**
   * Buffers the entry; the server flushes before it answers, and a microtask flushes changes no
   * request waits on (connects, timers), so a send costs one write however many records it touches.
   */
  append(entry: WalEntry): void {
    this.pending.push(JSON.stringify(entry));
    if (this.pending.length === 1) queueMicrotask(() => this.flush());
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const text = `${this.pending.join('\n')}\n`;
    this.pending = [];
    this.fd ??= openSync(this.walFile, 'a');
    writeSync(this.fd, text);
  }

  close(): void {
    this.flush();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  /** Writes the snapshot atomically, then starts an empty log. */
  compact(snapshot: Snapshot): void {
    this.close();
    const tmp = `${this.snapshotFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot));
    renameSync(tmp, this.snapshotFile);
    writeFileSync(this.walFile, '');
  }
}
