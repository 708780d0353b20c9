/**
 * `npm run conformance`: the conformance level (tests/conformance/**, driving the official
 * stream-chat and supabase-js) against the embedded servers, or, with the PARLEY_CONFORMANCE_*
 * variables set (.env.example), against a hosted Stream app and Supabase project: a TEST app and
 * project, never production, since the run creates users and channels there.
 *
 * `npm run conformance -- --stand-in` proves the hosted path without the internet: it starts an
 * embedded stack on free ports and runs the suite against it exactly as against hosted services
 * (clients of its URLs, a namespace per file, embedded-only tests skipped). Any other argument
 * goes to vitest (a file, `-t name`, `--reporter verbose`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CONFORMANCE_ENV,
  ConformanceConfigError,
  parseConformanceEnv,
  type ConformanceTarget,
} from '../tests/support/conformance-env.ts';
import {
  buildDir,
  removeDataDir,
  repoRoot,
  spawnStack,
  type SpawnedStack,
} from '../tests/support/stack.ts';

const STAND_IN = '--stand-in';

function describeTarget(target: ConformanceTarget, standIn: boolean): string {
  if (target.kind === 'embedded') return 'the embedded servers';
  const where = `Stream at ${target.stream.baseUrl} and Supabase at ${target.supabase.url}`;
  return standIn ? `a stand-in embedded stack as if hosted (${where})` : `hosted ${where}`;
}

/** The stand-in stack's servers under the variables a hosted run reads. */
function standInEnv(stand: SpawnedStack): Record<string, string> {
  const { stack } = stand;
  return {
    [CONFORMANCE_ENV.streamKey]: stack.chatApiKey,
    [CONFORMANCE_ENV.streamSecret]: stack.chatApiSecret,
    [CONFORMANCE_ENV.streamBaseUrl]: stack.chatUrl,
    [CONFORMANCE_ENV.supabaseUrl]: stack.supabaseUrl,
    [CONFORMANCE_ENV.supabaseAnonKey]: stack.supabaseAnonKey,
    [CONFORMANCE_ENV.supabaseServiceRoleKey]: stack.supabaseServiceRoleKey,
  };
}

function runVitest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', '--project', 'conformance', ...args], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  // Ctrl-C reaches vitest too; wait for it to finish, then stop the stand-in.
  process.on('SIGINT', () => undefined);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** The embedded stacks serve the app's build; make it once if there is none. */
async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(buildDir, 'index.html'))) return;
  console.log('conformance: no build in dist/ for the embedded stack: running `npm run build`');
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error('`npm run build` failed');
}

async function main(argv: string[]): Promise<number> {
  const standIn = argv.includes(STAND_IN);
  const vitestArgs = argv.filter((arg) => arg !== STAND_IN);
  const given = parseConformanceEnv(process.env);
  if (standIn && given.kind === 'hosted') {
    throw new ConformanceConfigError(
      `${STAND_IN} runs against a local stand-in: unset the PARLEY_CONFORMANCE_* variables first`,
    );
  }
  const started = Date.now();
  // The embedded run's stacks and the stand-in serve the app's build; a hosted run starts none.
  if (given.kind === 'embedded') await ensureBuild();
  const stand = standIn ? await spawnStack() : undefined;
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, ...(stand ? standInEnv(stand) : {}) };
    const target = stand ? parseConformanceEnv(env) : given;
    console.log(`conformance: against ${describeTarget(target, standIn)}`);
    if (target.kind === 'hosted') env.PARLEY_CONFORMANCE_HOSTED = '1';
    else delete env.PARLEY_CONFORMANCE_HOSTED;
    const code = await runVitest(vitestArgs, env);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`conformance: ${code === 0 ? 'passed' : 'failed'} in ${seconds} s`);
    return code;
  } finally {
    if (stand) {
      await stand.stop();
      removeDataDir(stand.dataDir);
    }
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConformanceConfigError ? `conformance: ${error.message}` : error,
    );
    process.exit(2);
  },
);
