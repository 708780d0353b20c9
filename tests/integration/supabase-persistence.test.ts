/**
 * Nothing the Supabase backend answered with a 2xx is lost: not across a clean restart, not
 * across kill -9. Runs the backend as its own process (as `npm start` does) on one data folder.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forkService } from '../../emulators/shared/service-process.ts';
import type { SupabaseInfo, SupabaseOptions } from '../../emulators/stack-types.ts';
import { DEMO_USERS } from '../../emulators/demo/users.ts';
import { removeDataDir, repoRoot, tempDataDir } from '../support/stack.ts';
import { client, TEST_PASSWORD } from '../support/supabase-backend.ts';

const dataDir = tempDataDir('parley-persist-');
const alice = DEMO_USERS[0]!;
let running: ChildProcess | undefined;

interface Started {
  child: ChildProcess;
  info: SupabaseInfo;
}

function start(): Promise<Started> {
  const options: SupabaseOptions = {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    siteUrl: 'http://127.0.0.1:4173',
  };
  const { child, ready } = forkService<SupabaseOptions, SupabaseInfo>(
    path.join(repoRoot, 'emulators/supabase/main.ts'),
    options,
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  running = child;
  return ready.then((info) => ({ child, info }));
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function writeEverything(info: SupabaseInfo, tag: string): Promise<void> {
  const service = client(info, info.serviceRoleKey);
  const update = await service
    .from('user_profiles')
    .update({ last_name: tag })
    .eq('user_id', alice.id)
    .select('last_name');
  expect(update.status).toBe(200);
  expect(update.data).toEqual([{ last_name: tag }]);

  const upload = await service.storage
    .from('avatars')
    .upload(`${alice.id}/${tag}.png`, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
  expect(upload.error).toBeNull();

  const signUp = await client(info).auth.signUp({
    email: `${tag.toLowerCase()}@persist.test`,
    password: TEST_PASSWORD,
  });
  expect(signUp.error).toBeNull();
}

async function expectEverything(info: SupabaseInfo, tag: string): Promise<void> {
  const service = client(info, info.serviceRoleKey);
  const profile = await service
    .from('user_profiles')
    .select('last_name')
    .eq('user_id', alice.id)
    .single();
  expect(profile.data?.last_name).toBe(tag);

  const file = await fetch(
    service.storage.from('avatars').getPublicUrl(`${alice.id}/${tag}.png`).data.publicUrl,
  );
  expect(file.status).toBe(200);
  expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);

  const signIn = await client(info).auth.signInWithPassword({
    email: `${tag.toLowerCase()}@persist.test`,
    password: TEST_PASSWORD,
  });
  expect(signIn.error).toBeNull();
}

afterAll(async () => {
  if (running && running.exitCode === null && running.signalCode === null)
    await stop(running, 'SIGKILL');
  removeDataDir(dataDir);
});

describe('Supabase backend durability', () => {
  it('keeps data and keys across a clean restart', async () => {
    const first = await start();
    await writeEverything(first.info, 'Clean');
    await stop(first.child, 'SIGTERM');

    const second = await start();
    expect(second.info.anonKey).toBe(first.info.anonKey);
    await expectEverything(second.info, 'Clean');
    await stop(second.child, 'SIGTERM');
  }, 180_000);

  it('keeps everything answered 2xx across kill -9', async () => {
    const first = await start();
    await writeEverything(first.info, 'Killed');
    await stop(first.child, 'SIGKILL');

    const second = await start();
    await expectEverything(second.info, 'Killed');
    await stop(second.child, 'SIGTERM');
  }, 180_000);
});
