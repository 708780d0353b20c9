/**
 * Spawns `emulators/start.ts` as its own process on free ports and a fresh data folder, and
 * waits for its `stack.json`. Tests that kill or restart a stack spawn their own with this;
 * everything else shares the one the global set-up starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserRuntimeConfig, StackFile } from '../../emulators/stack-types.ts';
import { parseEmulatorConfig } from '../../emulators/config.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The build the stacks serve: dist/ unless PARLEY_DIST_DIR names another. */
export const buildDir = parseEmulatorConfig(process.env, [], repoRoot).distDir;

export interface SpawnedStack {
  stack: StackFile;
  process: ChildProcess;
  dataDir: string;
  /** Ctrl-C equivalent: waits for a clean exit. */
  stop(): Promise<void>;
  /** kill -9 the whole stack (parent and service processes). */
  killHard(): Promise<void>;
}

/** The runtime config the stack's app server hands the browser, for another app server of it. */
export function runtimeConfigOf(stack: StackFile): BrowserRuntimeConfig {
  return {
    supabaseUrl: stack.supabaseUrl,
    supabaseAnonKey: stack.supabaseAnonKey,
    streamApiKey: stack.chatApiKey,
    streamBaseUrl: stack.chatUrl,
  };
}

/** A copy of the build in a folder of its own, for a run that must not see dist/ rebuilt. */
export function snapshotBuild(): string {
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`no build in ${buildDir}: run \`npm run build\` first`);
  const copy = tempDataDir('parley-build-');
  cpSync(buildDir, copy, { recursive: true });
  return copy;
}

export function tempDataDir(prefix = 'parley-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function spawnStack(
  options: { dataDir?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<SpawnedStack> {
  const dataDir = options.dataDir ?? tempDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulators/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PARLEY_DATA_DIR: dataDir,
      PARLEY_APP_PORT: '0',
      PARLEY_SUPABASE_PORT: '0',
      PARLEY_CHAT_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stackFile = path.join(dataDir, 'stack.json');
  // A start takes seconds on an idle machine and has taken 90 on two cores busy with other runs.
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`stack exited early:\n${output}`);
    if (existsSync(stackFile)) {
      const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as StackFile;
      if (stack.pid === child.pid) {
        return {
          stack,
          process: child,
          dataDir,
          stop: () => waitExit(child, () => child.kill('SIGINT')),
          killHard: () => waitExit(child, () => process.kill(-(child.pid as number), 'SIGKILL')),
        };
      }
    }
    if (Date.now() > deadline) {
      process.kill(-(child.pid as number), 'SIGKILL');
      throw new Error(`stack not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function waitExit(child: ChildProcess, signal: () => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    signal();
  });
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
