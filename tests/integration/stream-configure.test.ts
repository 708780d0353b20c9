/**
 * `npm run stream:configure` against the embedded chat server set up like a fresh hosted Stream
 * app: it takes `update-user-owner` and `search-user` from users and guests and turns guest creation off, turns
 * polls, message reminders and shared locations on and the giphy command off for the channel
 * types Parley uses, points the webhook at the deployment's push function, says so, changes
 * nothing the second time, and names a missing variable instead of guessing.
 */
import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';
import { webhookUrlFrom } from '../../scripts/stream-configure.ts';
import { configureStreamApp } from '../../shared/stream-app-setup.ts';
import { chatForFile } from '../support/chat-server.ts';
import { failure } from '../support/chat-answers.ts';
import { repoRoot } from '../support/stack.ts';

const HOSTED_USER_GRANTS = ['flag-user', 'mute-user', 'search-user', 'update-user-owner'];

const chat = await chatForFile();
// A fresh hosted app: users may update themselves, guests may be created, the channel types
// have polls, message reminders and shared locations off, and `messaging` offers /giphy.
await chat.updateAppSettings({
  grants: { user: HOSTED_USER_GRANTS, guest: HOSTED_USER_GRANTS },
  guest_user_creation_disabled: false,
});
const HOSTED_TYPE = {
  automod: 'disabled',
  automod_behavior: 'flag',
  max_message_length: 5000,
  polls: false,
  user_message_reminders: false,
  shared_locations: false,
} as const;
const MODERATION = ['ban', 'unban', 'mute', 'unmute'] as const;
await chat.server().updateChannelType('messaging', {
  ...HOSTED_TYPE,
  commands: ['giphy', ...MODERATION],
});
await chat.server().updateChannelType('team', { ...HOSTED_TYPE, commands: [...MODERATION] });

it('takes own-user updates, user search and guest creation away and sets the channel types up, once', async () => {
  const changes = await configureStreamApp(chat.server());
  const features = (type: string) =>
    ['polls', 'user_message_reminders', 'shared_locations'].map(
      (f) => `channel_types.${type}.${f}`,
    );
  expect(changes.map((c) => c.setting)).toEqual([
    'grants.user',
    'grants.guest',
    'guest_user_creation_disabled',
    ...features('messaging'),
    'channel_types.messaging.commands',
    ...features('team'),
  ]);
  const { app } = await chat.server().getAppSettings();
  expect(app?.grants?.user).toEqual(['flag-user', 'mute-user']);
  expect(app?.grants?.guest).toEqual(['flag-user', 'mute-user']);
  expect(app?.guest_user_creation_disabled).toBe(true);
  for (const type of ['messaging', 'team']) {
    const config = await chat.server().getChannelType(type);
    expect(config).toMatchObject({
      polls: true,
      user_message_reminders: true,
      shared_locations: true,
      max_message_length: 5000,
    });
    expect(config.commands.map((c) => (typeof c === 'string' ? c : c.name))).toEqual(MODERATION);
  }
  expect(await configureStreamApp(chat.server())).toEqual([]);

  const alice = await chat.connect('configured-alice');
  expect(
    (await failure(alice.partialUpdateUser({ id: 'configured-alice', set: { name: 'Bob' } }))).code,
  ).toBe(17);
  // Nobody browses the deployment's users; the server still finds them.
  expect((await failure(alice.queryUsers({}))).code).toBe(17);
  expect((await chat.server().queryUsers({ id: 'configured-alice' })).users).toHaveLength(1);
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

it("points a webhook hook at the deployment's push function, keeping the app's other hooks", async () => {
  const server = chat.server();
  const other = {
    hook_type: 'webhook' as const,
    enabled: true,
    webhook_url: 'http://127.0.0.1:9/audit',
    event_types: ['user.updated'],
  };
  const earlier = {
    hook_type: 'webhook' as const,
    enabled: true,
    webhook_url: 'http://127.0.0.1:8/api/stream-webhook',
    event_types: ['message.updated'],
  };
  await server.updateAppSettings({ event_hooks: [other, earlier] });
  const url = 'http://127.0.0.1:7/api/stream-webhook';

  const changes = await configureStreamApp(server, { webhookUrl: url });
  expect(changes).toEqual([{ setting: 'event_hooks.webhook', from: earlier.webhook_url, to: url }]);
  const hooks = (await server.getAppSettings()).app?.event_hooks ?? [];
  expect(hooks).toEqual([
    expect.objectContaining(other),
    expect.objectContaining({
      webhook_url: url,
      enabled: true,
      event_types: ['message.updated', 'message.new'],
    }),
  ]);
  expect(await configureStreamApp(server, { webhookUrl: url })).toEqual([]);
});

it('takes the webhook URL from PARLEY_PUBLIC_URL, else the Vercel production domain, https only for hosted Stream', () => {
  expect(webhookUrlFrom({ PARLEY_PUBLIC_URL: 'https://parley.example/app' })).toBe(
    'https://parley.example/api/stream-webhook',
  );
  expect(webhookUrlFrom({ VERCEL_PROJECT_PRODUCTION_URL: 'parley.vercel.app' })).toBe(
    'https://parley.vercel.app/api/stream-webhook',
  );
  expect(webhookUrlFrom({})).toBeUndefined();
  expect(() => webhookUrlFrom({ PARLEY_PUBLIC_URL: 'http://parley.example' })).toThrow(/https/);
  expect(
    webhookUrlFrom({
      PARLEY_PUBLIC_URL: 'http://127.0.0.1:4173',
      STREAM_BASE_URL: 'http://127.0.0.1:8700',
    }),
  ).toBe('http://127.0.0.1:4173/api/stream-webhook');
});
