/**
 * The outbox on a flaky network, bounded: 100 randomized runs of the app's own delivery loop
 * (src/core/outbox/delivery/delivery-loop.ts) against the embedded chat server behind a loopback proxy
 * that drops requests, loses answers after the server acted on them, and goes unreachable for a
 * while (as a restarting server does). Each run queues messages (with client-chosen ids), edits
 * and reactions, then flushes until nothing waits; the server must then hold every message
 * exactly once, with its last edit and its one reaction. The tasks live in memory here: the
 * device store is tested in the browser; this is about what crosses the network.
 *
 * PARLEY_SOAK_SEED picks the randomness (printed, so a failing run can be replayed).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { StreamChat, type PendingTask } from 'stream-chat';
import { spawnStack } from '../tests/support/stack.ts';
import { serverChat } from '../tests/browser/support/conversations.ts';
import { deliverOutbox, type TaskStore } from '../src/core/outbox/delivery/delivery-loop.ts';
import { report } from './support/stats.ts';

const RUNS = 100;
const MAX_FLUSHES = 200;
const seed = Number(process.env.PARLEY_SOAK_SEED ?? Date.now() % 1_000_000);

/** mulberry32: a small seeded generator, so a run can be replayed from its seed. */
function generator(start: number): () => number {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(seed);

type Fate = 'pass' | 'drop' | 'lost answer' | 'unreachable';
const fates: Record<Fate, number> = { pass: 0, drop: 0, 'lost answer': 0, unreachable: 0 };

/** Forwards to the chat server, or not, as the dice say. */
function flakyProxy(upstream: string): Promise<{ url: string; close: () => void }> {
  let unreachableUntil = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const roll = random();
      let fate: Fate = 'pass';
      if (Date.now() < unreachableUntil) fate = 'unreachable';
      else if (roll < 0.05) {
        unreachableUntil = Date.now() + 200 + random() * 400;
        fate = 'unreachable';
      } else if (roll < 0.2) fate = 'drop';
      else if (roll < 0.35) fate = 'lost answer';
      fates[fate]++;
      if (fate === 'drop' || fate === 'unreachable') {
        req.socket.destroy();
        return;
      }
      const headers = { ...req.headers };
      delete headers.host;
      delete headers.connection;
      void fetch(`${upstream}${req.url ?? ''}`, {
        method: req.method,
        headers: headers as Record<string, string>,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      }).then(
        async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          // The server acted; the answer never arrives.
          if (fate === 'lost answer') return void req.socket.destroy();
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(body);
        },
        () => req.socket.destroy(),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

function memoryStore(tasks: PendingTask[]): TaskStore & { left: () => number } {
  let waiting = tasks.map((task, i) => ({ ...task, id: i + 1 }));
  return {
    getPendingTasks: async () => waiting,
    deletePendingTask: async ({ id }) => void (waiting = waiting.filter((t) => t.id !== id)),
    // The soak's messages carry no voice recording, so nothing reads a database.
    withDatabase: () => Promise.reject(new Error('no database in the soak')),
    left: () => waiting.length,
  };
}

interface Expected {
  id: string;
  text: string;
  reacted: boolean;
}

/** Messages, each maybe edited (up to twice) and maybe liked, in the order a person would. */
function randomWork(cid: string, userId: string): { tasks: PendingTask[]; expected: Expected[] } {
  const [channelType, channelId] = cid.split(':') as [string, string];
  const tasks: PendingTask[] = [];
  const expected: Expected[] = [];
  const count = 2 + Math.floor(random() * 5);
  for (let i = 0; i < count; i++) {
    const id = `soak-${randomUUID()}`;
    let text = `message ${i} ${id}`;
    tasks.push({
      type: 'send-message',
      channelType,
      channelId,
      messageId: id,
      payload: [{ id, text, user_id: userId }, {}],
    } as PendingTask);
    const edits = random() < 0.4 ? 1 + Math.floor(random() * 2) : 0;
    for (let e = 0; e < edits; e++) {
      text = `edit ${e} of ${i} ${id}`;
      tasks.push({
        type: 'update-message',
        channelType,
        channelId,
        messageId: id,
        payload: [{ id, text }, userId],
      } as PendingTask);
    }
    const reacted = random() < 0.4;
    if (reacted) {
      tasks.push({
        type: 'send-reaction',
        channelType,
        channelId,
        messageId: id,
        payload: [id, { type: 'like', user_id: userId }],
      } as PendingTask);
    }
    expected.push({ id, text, reacted });
  }
  return { tasks, expected };
}

const spawned = await spawnStack();
const { stack } = spawned;
const proxy = await flakyProxy(stack.chatUrl);
try {
  const server = serverChat(stack);
  const flaky = new StreamChat(stack.chatApiKey, stack.chatApiSecret, { timeout: 3000 });
  flaky.setBaseURL(proxy.url);
  const userId = `soak-${randomUUID()}`;
  await server.upsertUsers([{ id: userId, name: 'Soak' }]);

  let lost = 0;
  let duplicated = 0;
  let wrong = 0;
  let refused = 0;
  let undelivered = 0;
  let taskCount = 0;
  const drained: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const channel = server.channel('messaging', `soak-${randomUUID()}`, {
      members: [userId],
      created_by_id: userId,
    });
    await channel.create();
    const { tasks, expected } = randomWork(channel.cid, userId);
    taskCount += tasks.length;
    const store = memoryStore(tasks);
    const started = Date.now();
    for (let flush = 0; flush < MAX_FLUSHES && store.left() > 0; flush++) {
      await deliverOutbox(flaky, store, {
        onDelivered: () => undefined,
        onRefused: () => void refused++,
      });
      if (store.left() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (store.left() > 0) undelivered += store.left();
    else drained.push(Date.now() - started);

    const { messages } = await channel.query({ messages: { limit: 100 } });
    for (const want of expected) {
      const copies = messages.filter((m) => m.id === want.id || m.text?.includes(want.id));
      if (copies.length === 0) lost++;
      if (copies.length > 1) duplicated++;
      const [copy] = copies;
      if (!copy) continue;
      const likes = copy.reaction_counts?.like ?? 0;
      if (copy.text !== want.text || likes !== (want.reacted ? 1 : 0)) wrong++;
    }
  }

  console.log(`seed ${seed} (PARLEY_SOAK_SEED to replay)`);
  console.log(
    `${RUNS} runs, ${taskCount} tasks; requests: ${Object.entries(fates)
      .map(([fate, n]) => `${n} ${fate}`)
      .join(', ')}`,
  );
  console.log(
    `lost ${lost}, duplicated ${duplicated}, wrong text or reactions ${wrong}, refused ${refused}, still waiting ${undelivered}`,
  );
  report('one run drained (flaky network)', drained);
  if (lost + duplicated + wrong + refused + undelivered > 0) process.exitCode = 1;
} finally {
  proxy.close();
  await spawned.stop();
}
