/**
 * The Supabase backend's figures: process start to ready on a new and on an existing data
 * folder (goal for existing: under 3 s), password sign-in through supabase-js, and a single-row
 * REST read (as a signed-in user, so through RLS) p50/p99 over 1,000 requests.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '../emulators/demo/users.ts';
import { forkService } from '../emulators/shared/service-process.ts';
import type { SupabaseInfo, SupabaseOptions } from '../emulators/stack-types.ts';
import { nodeClient } from '../emulators/shared/supabase-node-client.ts';
import { report } from './support/stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEW_FOLDER_RUNS = 2;
const EXISTING_FOLDER_RUNS = 5;
const SIGN_INS = 50;
const READS = 1000;

interface Started {
  child: ChildProcess;
  info: SupabaseInfo;
  ms: number;
  /** CPU the process used up to ready: wall time on a busy machine is mostly waiting. */
  cpuMs: number;
}

/** utime + stime of a process in ms, from Linux's /proc (NaN elsewhere). */
function cpuTimeMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After "pid (comm) ", utime and stime are the 12th and 13th fields, in 1/100 s ticks.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function start(dataDir: string): Promise<Started> {
  const options: SupabaseOptions = {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    siteUrl: 'http://127.0.0.1:4173',
  };
  const began = performance.now();
  const { child, ready } = forkService<SupabaseOptions, SupabaseInfo>(
    path.join(root, 'emulators/supabase/main.ts'),
    options,
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  return ready.then((info) => ({
    child,
    info,
    ms: performance.now() - began,
    cpuMs: cpuTimeMs(child.pid),
  }));
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const newDir = () => mkdtempSync(path.join(os.tmpdir(), 'parley-bench-supabase-'));
const clientFor = (info: SupabaseInfo) => nodeClient(info.url, info.anonKey);

/** Starts the backend `runs` times, each on the folder `dirFor` gives and stopped after; reports. */
async function measureStarts(folder: string, runs: number, dirFor: () => string): Promise<void> {
  const started: Started[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await start(dirFor());
    started.push(run);
    await stop(run.child);
  }
  report(
    `start to ready, ${folder} data folder`,
    started.map((run) => run.ms),
  );
  report(
    '  CPU time of that start',
    started.map((run) => run.cpuMs),
  );
}

const dirs: string[] = [];
await measureStarts('new', NEW_FOLDER_RUNS, () => {
  const dir = newDir();
  dirs.push(dir);
  return dir;
});
const dataDir = dirs[0] as string;
await measureStarts('existing', EXISTING_FOLDER_RUNS, () => dataDir);
console.log(
  `(load average while measuring: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
);

const { child, info } = await start(dataDir);
try {
  const alice = DEMO_USERS[0]!;
  const signIns: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const supabase = clientFor(info);
    const began = performance.now();
    const { error } = await supabase.auth.signInWithPassword({
      email: alice.email,
      password: alice.password,
    });
    signIns.push(performance.now() - began);
    if (error) throw error;
  }
  report('password sign-in (supabase-js)', signIns);

  const supabase = clientFor(info);
  const { error } = await supabase.auth.signInWithPassword({
    email: alice.email,
    password: alice.password,
  });
  if (error) throw error;
  const reads: number[] = [];
  for (let i = 0; i < READS; i++) {
    const began = performance.now();
    const result = await supabase
      .from('user_profiles')
      .select('*')
      .eq('user_id', alice.id)
      .single();
    reads.push(performance.now() - began);
    if (result.error) throw result.error;
  }
  report('single-row REST read as a user (supabase-js)', reads);
} finally {
  await stop(child);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
