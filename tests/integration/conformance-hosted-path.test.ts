/**
 * `npm run conformance` aimed at hosted services, proven offline: two conformance files run in
 * hosted mode (the variables a hosted run reads) against a chat server of this file and the
 * worker's Supabase backend, standing in for a hosted app and project. They pass through the
 * per-file id namespace, skip exactly their embedded-only tests, and the chat server only ever
 * met the namespaced ids. (`npm run conformance -- --stand-in` runs the whole suite this way.)
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { CONFORMANCE_ENV } from '../support/conformance-env.ts';
import { startTestChat } from '../support/chat-server.ts';
import { removeDataDir, repoRoot, tempDataDir } from '../support/stack.ts';
import { testStack } from '../support/test-stack.ts';

const FILES = [
  'tests/conformance/stream-chat/threads.test.ts',
  'tests/conformance/supabase-js/rest-bad-input.test.ts',
];
/** The tests of FILES marked embeddedOnly. */
const EMBEDDED_ONLY = [
  'keeps the channel read for a sender across a restart',
  "refuses 'an expired token'",
  "refuses 'a role the API cannot switch to'",
  'runs a token signed with the project secret as its role, so RLS sees its sub',
];

interface JsonReport {
  testResults: { assertionResults: { title: string; status: string }[] }[];
}

const chat = await startTestChat();
const reportDir = tempDataDir('parley-hosted-path-');
afterAll(async () => {
  await chat.remove();
  removeDataDir(reportDir);
});

/** Runs vitest as `npm run conformance` does for a hosted target; resolves with its report. */
async function runHosted(): Promise<{ report: JsonReport; output: string }> {
  const stack = testStack();
  const outputFile = path.join(reportDir, 'report.json');
  // The nested run is a vitest of its own: none of this run's worker variables go with it.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const output = await new Promise<string>((resolve) => {
    execFile(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--project',
        'conformance',
        ...FILES,
        '--reporter=json',
        `--outputFile=${outputFile}`,
      ],
      {
        cwd: repoRoot,
        env: {
          ...env,
          PARLEY_TEST_WORKERS: '1',
          PARLEY_CONFORMANCE_HOSTED: '1',
          [CONFORMANCE_ENV.streamKey]: chat.info.apiKey,
          [CONFORMANCE_ENV.streamSecret]: chat.info.apiSecret,
          [CONFORMANCE_ENV.streamBaseUrl]: chat.info.url,
          [CONFORMANCE_ENV.supabaseUrl]: stack.supabaseUrl,
          [CONFORMANCE_ENV.supabaseAnonKey]: stack.supabaseAnonKey,
          [CONFORMANCE_ENV.supabaseServiceRoleKey]: stack.supabaseServiceRoleKey,
        },
        maxBuffer: 16 * 1024 * 1024,
      },
      // A failing nested run still writes its report, which the assertions read.
      (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
    );
  });
  return { report: JSON.parse(readFileSync(outputFile, 'utf8')) as JsonReport, output };
}

it('runs conformance files against hosted-mode clients, skipping only the embedded-only tests', async () => {
  const { report, output } = await runHosted();
  const results = report.testResults.flatMap((file) => file.assertionResults);
  const titles = (status: string[]) =>
    results.filter((r) => status.includes(r.status)).map((r) => r.title);
  expect(titles(['failed']), output).toEqual([]);
  expect(titles(['skipped', 'pending']).sort()).toEqual([...EMBEDDED_ONLY].sort());
  expect(titles(['passed']).length).toBeGreaterThan(30);

  // The stand-in met only namespaced users: never the plain ids the tests wrote.
  const { users } = await chat.server().queryUsers({}, { id: 1 }, { limit: 100 });
  expect(users.length).toBeGreaterThan(0);
  expect(users.filter((user) => !/--[a-z0-9]+$/.test(user.id))).toEqual([]);
}, 120_000);
