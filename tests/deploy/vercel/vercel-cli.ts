/**
 * `vercel build` as a deploy runs it, offline: the pinned CLI (scripts/vercel-cli, locked apart
 * from the app's packages so `npm start` never downloads it), a copy of the files a fresh clone
 * has, and a project link written here instead of `vercel pull`, so no account or token is needed.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../support/stack.ts';

const MANIFEST_DIR = path.join(repoRoot, 'scripts', 'vercel-cli');
// A tool cache inside node_modules: ignored everywhere, and gone with a fresh install.
const INSTALL_DIR = path.join(repoRoot, 'node_modules', '.cache', 'parley-vercel-cli');
const MARKER = path.join(INSTALL_DIR, 'installed-lock.sha256');

export interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a command with no input; past `timeoutMs` its whole process group is killed. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n[killed after ${options.timeoutMs / 1000} s]`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** What the CLI and its children see: none of the caller's VERCEL_* or npm_config_* variables. */
function cliEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NO_COLOR: '1',
    // The CLI's own opt-outs (its telemetry notice and the npm update check), so it asks no host.
    VERCEL_TELEMETRY_DISABLED: '1',
    NO_UPDATE_NOTIFIER: '1',
    // What Vercel's build image sets once it has installed: the builders then run no `npm
    // install` of their own (offline, npm would wait minutes on the registry for nothing).
    VERCEL_INSTALL_COMPLETED: '1',
  };
}

/** Installs the locked CLI once per lockfile (about 250 MB, from npm's cache when warm). */
export async function ensureVercelCli(): Promise<string> {
  const lock = readFileSync(path.join(MANIFEST_DIR, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  const bin = path.join(INSTALL_DIR, 'node_modules', 'vercel', 'dist', 'vc.js');
  if (existsSync(MARKER) && readFileSync(MARKER, 'utf8') === digest && existsSync(bin)) return bin;
  rmSync(INSTALL_DIR, { recursive: true, force: true });
  mkdirSync(INSTALL_DIR, { recursive: true });
  copyFileSync(path.join(MANIFEST_DIR, 'package.json'), path.join(INSTALL_DIR, 'package.json'));
  writeFileSync(path.join(INSTALL_DIR, 'package-lock.json'), lock);
  const result = await run('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: INSTALL_DIR,
    env: cliEnv(),
    timeoutMs: 600_000,
  });
  if (result.code !== 0) {
    throw new Error(`npm ci of scripts/vercel-cli exited ${result.code}:\n${result.output}`);
  }
  writeFileSync(MARKER, digest);
  return bin;
}

/**
 * node_modules by hard links (seconds of work, no space): a symlink would not do, since the
 * build resolves packages by their real path and the SDK plugins look for them under the copy.
 * Should a builder run npm after all, npm rewrites its hidden lockfile in place: that one is copied.
 */
function linkTree(from: string, to: string, top = true): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (top && (entry.name === '.cache' || entry.name.startsWith('.vite'))) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, false);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (top && entry.name === '.package-lock.json') copyFileSync(source, target);
    else linkSync(source, target);
  }
}

/** The files a clone of the next commit would have (tracked and new, none ignored). */
async function cloneFiles(): Promise<string[]> {
  const listed = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repoRoot,
      env: process.env,
      timeoutMs: 60_000,
    },
  );
  if (listed.code !== 0) throw new Error(`git ls-files failed:\n${listed.output}`);
  return listed.output
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(repoRoot, file)));
}

/**
 * A fresh copy under test-results/ (git-ignored, and on node_modules' file system for the
 * links), linked to a project that exists nowhere: `vercel build` reads only these settings.
 */
export async function freshCopy(): Promise<string> {
  mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
  const dir = mkdtempSync(path.join(repoRoot, 'test-results', 'vercel-build-'));
  for (const file of await cloneFiles()) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(dir, file));
  }
  linkTree(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, '.vercel'));
  const project = {
    projectId: 'prj_parley_offline_check',
    orgId: 'team_parley_offline_check',
    settings: {
      framework: 'vite',
      // Not the pinned major, so the runtime in the output can only come from package.json.
      nodeVersion: '22.x',
    },
  };
  writeFileSync(path.join(dir, '.vercel', 'project.json'), JSON.stringify(project));
  return dir;
}

/** `vercel build` in `dir`; its settings and global config stay inside `dir`. */
export function vercelBuild(bin: string, dir: string): Promise<RunResult> {
  const globalConfig = path.join(dir, '.vercel-global');
  mkdirSync(globalConfig);
  return run(process.execPath, [bin, 'build', '--yes', '--global-config', globalConfig], {
    cwd: dir,
    env: cliEnv(),
    timeoutMs: 480_000,
  });
}
