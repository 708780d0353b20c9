/**
 * Durability: the chat server runs as its own process (emulators/chat/main.ts, as the stack
 * starts it), is killed with SIGKILL, and restarts on the same data folder with everything it
 * had acknowledged. A new data folder holds no app data: the demo's comes through the API
 * (tests/integration/demo-workspace.test.ts).
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { StreamChat } from 'stream-chat';
import { forkService } from '../../../emulators/shared/service-process.ts';
import type { ChatInfo, ChatOptions } from '../../../emulators/stack-types.ts';
import { repoRoot } from '../../support/stack.ts';
import { newClient } from '../../support/chat-server.ts';
import { removeDataDir, tempDataDir } from '../../support/stack.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const dataDir = tempDataDir('parley-chat-test-');
const children: ChildProcess[] = [];
const clients: StreamChat[] = [];

function spawnChat(port = 0): Promise<{ child: ChildProcess; info: ChatInfo }> {
  const options: ChatOptions = { host: '127.0.0.1', port, dataDir };
  const { child, ready } = forkService<ChatOptions, ChatInfo>(
    path.join(repoRoot, 'emulators/chat/main.ts'),
    options,
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  children.push(child);
  return ready.then((info) => ({ child, info }));
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function connectAs(info: ChatInfo, userId: string): Promise<StreamChat> {
  const client = newClient(info);
  const signer = new StreamChat(info.apiKey, info.apiSecret);
  clients.push(client);
  await client.connectUser({ id: userId }, signer.createToken(userId));
  return client;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnectUser().catch(() => undefined)));
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) await killHard(child);
  removeDataDir(dataDir);
});

embeddedOnly('kills and restarts the server').describe('persistence', () => {
  it('starts a new data folder empty, keeps the keys, and loses nothing acknowledged across kill -9', async () => {
    const alice = { id: 'alice' };
    const bob = { id: 'bob' };
    const first = await spawnChat();
    const server = new StreamChat(first.info.apiKey, first.info.apiSecret);
    server.setBaseURL(first.info.url);
    expect((await server.queryUsers({})).users).toEqual([]);
    expect(await server.queryChannels({}, {}, { watch: false, state: false })).toEqual([]);
    await server.upsertUsers([alice, bob]);
    const client = await connectAs(first.info, alice.id);

    const channel = client.channel('messaging', 'durable', {
      name: 'Durable',
      members: [alice.id, bob.id],
    });
    await channel.watch();
    const sent = [];
    for (let i = 0; i < 20; i++)
      sent.push((await channel.sendMessage({ text: `kept ${i}` })).message);
    const parent = sent[0];
    if (!parent) throw new Error('nothing sent');
    await channel.sendReaction(parent.id, { type: 'like' });
    await channel.sendMessage({ text: 'a reply', parent_id: parent.id });
    await client.updateMessage({ id: (sent[1] as { id: string }).id, text: 'edited' });
    await client.disconnectUser();
    await killHard(first.child);

    const second = await spawnChat();
    expect(second.info.apiKey).toBe(first.info.apiKey);
    expect(second.info.apiSecret).toBe(first.info.apiSecret);
    const again = await connectAs(second.info, bob.id);
    const state = await again.channel('messaging', 'durable').query({ messages: { limit: 100 } });
    expect(state.channel).toMatchObject({ name: 'Durable', member_count: 2 });
    const texts = state.messages.map((m) => m.text);
    expect(texts).toHaveLength(20);
    expect(texts).toContain('edited');
    expect(texts).toContain('kept 19');
    const root = state.messages.find((m) => m.id === parent.id);
    expect(root?.reply_count).toBe(1);
    expect(root?.reaction_groups?.like?.count).toBe(1);
    expect(state.read?.find((r) => r.user.id === bob.id)?.unread_messages).toBe(20);
    expect((await again.queryChannels({ members: { $in: [bob.id] } })).map((c) => c.id)).toEqual([
      'durable',
    ]);
    await again.disconnectUser();
    await killHard(second.child);
  }, 60_000);
});
