/**
 * Chat server throughput and latency, the way the stack runs it (its own process):
 * 100 websocket clients watching 10 channels (10 members each); one member per channel sends
 * over REST at a fixed total rate; every watcher's `message.new` is timed from the start of the
 * send. Also connect-to-health.check and queryChannels with 200 channels. The load side talks
 * raw websocket/HTTP so that the SDK's own work does not eat the core the figures measure.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StreamChat } from 'stream-chat';
import WebSocket from 'ws';
import { forkService } from '../emulators/shared/service-process.ts';
import type { ChatInfo, ChatOptions } from '../emulators/stack-types.ts';
import { percentile, report } from './support/stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS = 100;
const CHANNELS = 10;
const LIST_CHANNELS = 200;
const RATES = [250, 1000, 1500];
const SECONDS = 5;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-chat-bench-'));
// Without rate limits: the load here is far past them (run.ts turns them off for the other benches).
const options: ChatOptions = { host: '127.0.0.1', port: 0, dataDir, rateLimits: false };
const { child, ready } = forkService<ChatOptions, ChatInfo>(
  path.join(root, 'emulators/chat/main.ts'),
  options,
);
const info = await ready;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const signer = new StreamChat(info.apiKey, info.apiSecret);
const tokens = new Map<string, string>();
const tokenFor = (userId: string): string => {
  let token = tokens.get(userId);
  if (!token) tokens.set(userId, (token = signer.createToken(userId)));
  return token;
};
const server = new StreamChat(info.apiKey, info.apiSecret);
server.setBaseURL(info.url);

function post(
  pathname: string,
  userId: string,
  body: unknown,
  connectionId?: string,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  const query = `api_key=${info.apiKey}${connectionId ? `&connection_id=${connectionId}` : ''}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${info.url}${pathname}?${query}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: tokenFor(userId),
          'stream-auth-type': 'jwt',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Watcher {
  userId: string;
  channel: string;
  ws: WebSocket;
  connectionId: string;
}

const users = Array.from({ length: CLIENTS }, (_, i) => `bench-${i}`);
await server.upsertUsers([...users, 'lister'].map((id) => ({ id, name: id })));
for (let c = 0; c < CHANNELS; c++) {
  const members = users.filter((_, i) => i % CHANNELS === c);
  await server.channel('messaging', `bench-${c}`, { members, created_by_id: members[0] }).create();
}

const connectTimes: number[] = [];
const received = new Map<string, Map<string, number>>();
const latencies: number[] = [];
const sentAt = new Map<string, number>();

function connect(userId: string): Promise<{ ws: WebSocket; connectionId: string }> {
  const json = encodeURIComponent(
    JSON.stringify({ user_id: userId, user_details: { id: userId } }),
  );
  const url = `${info.url.replace('http', 'ws')}/connect?json=${json}&api_key=${info.apiKey}&authorization=${tokenFor(userId)}&stream-auth-type=jwt`;
  const started = performance.now();
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('message', (data) => {
      connectTimes.push(performance.now() - started);
      const hello = JSON.parse(data.toString()) as { connection_id?: string };
      if (!hello.connection_id) reject(new Error(`bad hello ${data.toString()}`));
      else resolve({ ws, connectionId: hello.connection_id });
    });
    ws.once('error', reject);
  });
}

const watchers: Watcher[] = [];
for (const [i, userId] of users.entries()) {
  const { ws, connectionId } = await connect(userId);
  const channel = `bench-${i % CHANNELS}`;
  const seen = new Map<string, number>();
  received.set(userId, seen);
  ws.on('message', (data) => {
    const text = data.toString();
    // The load side reads only what it measures, so that its own parsing does not cap the rate.
    if (!text.startsWith('{"type":"message.new"')) return;
    const id = /"message_id":"([^"]+)"/.exec(text)?.[1];
    if (!id) return;
    seen.set(id, (seen.get(id) ?? 0) + 1);
    const start = sentAt.get(id);
    if (start !== undefined) latencies.push(performance.now() - start);
  });
  await post(
    `/channels/messaging/${channel}/query`,
    userId,
    { state: true, watch: true, presence: false },
    connectionId,
  );
  watchers.push({ userId, channel, ws, connectionId });
}
report('connect → health.check', connectTimes);

/** The server process's CPU seconds so far (Linux /proc; 100 ticks a second). */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let sequence = 0;
async function run(rate: number, print = true): Promise<void> {
  latencies.length = 0;
  for (const seen of received.values()) seen.clear();
  const sendTimes: number[] = [];
  const sentIds: { id: string; channel: number }[] = [];
  const total = rate * SECONDS;
  const interval = 1000 / rate;
  const started = performance.now();
  const cpuBefore = serverCpuSeconds();
  const ownCpuBefore = process.cpuUsage();
  const pending: Promise<void>[] = [];
  let failures = 0;
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const channel = n % CHANNELS;
    const id = `bench-msg-${sequence++}`;
    sentIds.push({ id, channel });
    const t0 = performance.now();
    sentAt.set(id, t0);
    pending.push(
      post(`/channels/messaging/bench-${channel}/message`, `bench-${channel}`, {
        message: { id, text: `load ${id}` },
      }).then((res) => {
        sendTimes.push(performance.now() - t0);
        if (res.status !== 200) failures++;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let lost = 0;
  let duplicated = 0;
  for (const watcher of watchers) {
    const seen = received.get(watcher.userId) as Map<string, number>;
    for (const { id, channel } of sentIds) {
      if (`bench-${channel}` !== watcher.channel) continue;
      const count = seen.get(id) ?? 0;
      if (count === 0) lost++;
      if (count > 1) duplicated += count - 1;
    }
  }
  if (!print) return;
  console.log(
    `\n-- target ${rate} msg/s for ${SECONDS} s: sent ${total} in ${elapsed.toFixed(2)} s (${(total / elapsed).toFixed(0)} msg/s), ${failures} failed, ${lost} lost, ${duplicated} duplicated deliveries`,
  );
  // CPU per message holds even when other work on the machine slows the wall clock down.
  const cpuPerMessage = ((serverCpuSeconds() - cpuBefore) * 1000) / total;
  const own = process.cpuUsage(ownCpuBefore);
  const ownPerMessage = (own.user + own.system) / 1000 / total;
  console.log(
    `server CPU per message (send + ${CLIENTS / CHANNELS} deliveries + log): ${cpuPerMessage.toFixed(3)} ms, i.e. about ${(1000 / cpuPerMessage).toFixed(0)} msg/s per core`,
  );
  console.log(`load generator CPU per message (this process): ${ownPerMessage.toFixed(3)} ms`);
  report(`send (REST answer) @${rate}/s`, sendTimes);
  report(`delivery to each of ${CLIENTS / CHANNELS} watchers @${rate}/s`, latencies);
}

// Warm-up (JIT, caches), not reported.
await run(500, false);
// Other work on the machine skews every figure: print the load next to them.
console.log(
  `load average before sending: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const rate of RATES) await run(rate);

const listed: string[] = [];
for (let i = 0; i < LIST_CHANNELS; i++) listed.push(`list-${i}`);
for (const id of listed) {
  await server
    .channel('messaging', id, {
      members: ['lister', 'bench-0'],
      created_by_id: 'lister',
      name: `List ${id}`,
    })
    .create();
}
for (const id of listed.slice(0, 50)) {
  await server.channel('messaging', id).sendMessage({ text: `hello ${id}`, user_id: 'bench-0' });
}
const queryTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  const res = await post('/channels', 'lister', {
    filter_conditions: { members: { $in: ['lister'] } },
    sort: [{ field: 'last_message_at', direction: -1 }],
    state: true,
    watch: false,
    presence: false,
    limit: 10,
    offset: (i % 20) * 10,
    message_limit: 25,
  });
  queryTimes.push(performance.now() - t0);
  if (res.status !== 200) throw new Error(res.text);
}
report(`queryChannels (member of ${LIST_CHANNELS}, page 10)`, queryTimes);
console.log(
  `\nsummary: connect p50 ${percentile(connectTimes, 50).toFixed(2)} ms, queryChannels p50 ${percentile(queryTimes, 50).toFixed(2)} ms`,
);

for (const watcher of watchers) watcher.ws.close(1000);
agent.destroy();
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
