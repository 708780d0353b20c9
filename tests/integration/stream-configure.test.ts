/**
 * `npm run stream:configure` against the embedded chat server set up like a fresh hosted Stream
 * app: it takes `update-user-owner` from users and guests and turns guest creation off, says so,
 * changes nothing the second time, and names a missing variable instead of guessing.
 */
import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';
import { configureStreamApp } from '../../scripts/stream-configure.ts';
import { chatForFile } from '../support/chat-server.ts';
import { failure } from '../support/chat-answers.ts';
import { repoRoot } from '../support/stack.ts';

const HOSTED_USER_GRANTS = ['flag-user', 'mute-user', 'search-user', 'update-user-owner'];

const chat = await chatForFile();
// A fresh hosted app: users may update themselves, guests may be created.
await chat.updateAppSettings({
  grants: { user: HOSTED_USER_GRANTS, guest: HOSTED_USER_GRANTS },
  guest_user_creation_disabled: false,
});

it('takes own-user updates and guest creation away, once', async () => {
  const changes = await configureStreamApp(chat.server());
  expect(changes.map((c) => c.setting)).toEqual([
    'grants.user',
    'grants.guest',
    'guest_user_creation_disabled',
  ]);
  const { app } = await chat.server().getAppSettings();
  expect(app?.grants?.user).toEqual(['flag-user', 'mute-user', 'search-user']);
  expect(app?.guest_user_creation_disabled).toBe(true);
  expect(await configureStreamApp(chat.server())).toEqual([]);

  const alice = await chat.connect('configured-alice');
  expect(
    (await failure(alice.partialUpdateUser({ id: 'configured-alice', set: { name: 'Bob' } }))).code,
  ).toBe(17);
});

/** Runs the script in its own process (asynchronously: the chat server answers from this one). */
function run(
  env: Record<string, string>,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/stream-configure.ts'],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it('runs as npm run stream:configure, with the keys from the environment only', async () => {
  const missing = await run({ STREAM_API_KEY: chat.info.apiKey });
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('STREAM_API_SECRET is not set');
  const ok = await run({
    STREAM_API_KEY: chat.info.apiKey,
    STREAM_API_SECRET: chat.info.apiSecret,
    STREAM_BASE_URL: chat.info.url,
  });
  expect(ok.stderr).toBe('');
  expect(ok.status).toBe(0);
  expect(ok.stdout).toContain('nothing changed');
});
