import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WriteAheadLog, type WalEntry } from './wal.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-wal-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function replay(dir: string): WalEntry[] {
  const entries: WalEntry[] = [];
  new WriteAheadLog(dir).load((entry) => entries.push(entry));
  return entries;
}

describe('WriteAheadLog', () => {
  it('replays entries in order', () => {
    const dir = tempDir();
    const wal = new WriteAheadLog(dir);
    wal.append({ t: 'users', k: 'a', v: { id: 'a' } });
    wal.append({ t: 'users', k: 'a', d: 1 });
    wal.flush();
    expect(replay(dir)).toEqual([
      { t: 'users', k: 'a', v: { id: 'a' } },
      { t: 'users', k: 'a', d: 1 },
    ]);
  });

  it('writes buffered entries only on flush, in one piece', () => {
    const dir = tempDir();
    const wal = new WriteAheadLog(dir);
    wal.append({ t: 'users', k: 'a', v: { id: 'a' } });
    wal.append({ t: 'users', k: 'b', v: { id: 'b' } });
    expect(replay(dir)).toEqual([]);
    wal.flush();
    expect(readFileSync(path.join(dir, 'wal.jsonl'), 'utf8').split('\n')).toHaveLength(3);
  });

  it('skips a torn last line left by a kill mid-write', () => {
    const dir = tempDir();
    const wal = new WriteAheadLog(dir);
    wal.append({ t: 'users', k: 'a', v: { id: 'a' } });
    wal.flush();
    appendFileSync(path.join(dir, 'wal.jsonl'), '{"t":"users","k":"b","v":{"id"');
    expect(replay(dir)).toEqual([{ t: 'users', k: 'a', v: { id: 'a' } }]);
  });

  it('compacts into a snapshot that replays before later entries', () => {
    const dir = tempDir();
    const wal = new WriteAheadLog(dir);
    wal.append({ t: 'users', k: 'a', v: { id: 'a', name: 'old' } });
    wal.compact({ users: { a: { id: 'a', name: 'snap' } } });
    expect(readFileSync(path.join(dir, 'wal.jsonl'), 'utf8')).toBe('');
    wal.append({ t: 'users', k: 'a', v: { id: 'a', name: 'new' } });
    wal.flush();
    expect(replay(dir).map((e) => ('v' in e ? (e.v as { name: string }).name : 'deleted'))).toEqual(
      ['snap', 'new'],
    );
  });
});
