/**
 * The embedded stack on a machine shared with other users: no secret on any process command
 * line, the data folder and every key file readable by us only (also when they were looser
 * before), and every local server refusing requests addressed to a foreign name (DNS rebinding).
 */
import { chmodSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeDataDir, spawnStack } from '../support/stack.ts';
import type { VapidKeys } from '../../emulators/push/vapid-keys.ts';
import { testStack } from '../support/test-stack.ts';

const stack = testStack();

/** The command lines of every process in the stack's process group. */
function commandLines(groupLeader: number): string[] {
  const lines: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== groupLeader) continue;
      lines.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // The process ended while we looked.
    }
  }
  return lines;
}

const mode = (file: string) => statSync(file).mode & 0o777;

const vapidPrivateKey = (dataDir: string): string =>
  (JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8')) as VapidKeys).privateKey;

function status(url: string, host: string, upgrade = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request({
      hostname: target.hostname,
      port: target.port,
      path: target.pathname,
      headers: {
        host,
        ...(upgrade
          ? {
              connection: 'Upgrade',
              upgrade: 'websocket',
              'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
              'sec-websocket-version': '13',
            }
          : {}),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 101);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('secrets on a shared machine', () => {
  it('puts no key or secret on any process command line', () => {
    const lines = commandLines(stack.pid).join('\n');
    expect(lines).toContain('emulators/chat/main.ts');
    for (const secret of [
      stack.chatApiSecret,
      stack.supabaseServiceRoleKey,
      stack.supabaseAnonKey,
      stack.mailboxKey,
      vapidPrivateKey(stack.dataDir),
    ]) {
      expect(lines).not.toContain(secret);
    }
  });

  it('keeps the data folder 0700 and every key file 0600, tightening looser ones on start', async () => {
    const spawned = await spawnStack();
    const files = ['stack.json', 'chat/keys.json', 'supabase/keys.json', 'vapid-keys.json'].map(
      (f) => path.join(spawned.dataDir, f),
    );
    try {
      expect(mode(spawned.dataDir)).toBe(0o700);
      for (const file of files) expect(mode(file), file).toBe(0o600);
      await spawned.stop();
      chmodSync(spawned.dataDir, 0o755);
      for (const file of files) chmodSync(file, 0o644);
      const again = await spawnStack({ dataDir: spawned.dataDir });
      await again.stop();
      expect(mode(spawned.dataDir)).toBe(0o700);
      for (const file of files) expect(mode(file), file).toBe(0o600);
    } finally {
      await spawned.stop();
      removeDataDir(spawned.dataDir);
    }
  }, 120_000);
});

describe('requests addressed to a foreign name (DNS rebinding)', () => {
  const servers = () => [
    ['app', `${stack.appUrl}/`],
    ['supabase', `${stack.supabaseUrl}/auth/v1/health`],
    ['chat', `${stack.chatUrl}/app`],
  ];

  it.each(['evil.example', 'evil.example:80', '127.0.0.1.evil.example'])(
    'are refused by every server (Host: %s)',
    async (host) => {
      for (const [, url] of servers()) expect(await status(url as string, host)).toBe(403);
      expect(await status(`${stack.chatUrl}/connect`, host, true)).toBe(403);
    },
  );

  it.each(['localhost', '127.0.0.1', 'parley.localhost'])('are answered for %s', async (name) => {
    for (const [, url] of servers()) {
      const port = new URL(url as string).port;
      expect(await status(url as string, `${name}:${port}`)).not.toBe(403);
    }
  });
});
