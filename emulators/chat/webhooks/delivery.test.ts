import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebhookDelivery, signBody } from './delivery.ts';

const SECRET = 'the-app-secret';

/** A port nothing listens on: bound, noted, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function delivery(log: string[], overrides: { maxQueued?: number } = {}): WebhookDelivery {
  return new WebhookDelivery({
    apiKey: 'key',
    apiSecret: SECRET,
    retryDelayMs: 1,
    log: (line) => log.push(line),
    ...overrides,
  });
}

describe('webhook delivery', () => {
  it('signs the exact body with the secret as hex HMAC-SHA256', () => {
    expect(signBody('{"a":1}', SECRET)).toMatch(/^[0-9a-f]{64}$/);
    expect(signBody('{"a":1}', SECRET)).not.toBe(signBody('{"a": 1}', SECRET));
  });

  it('gives up on a network error after two attempts with one log line naming no secret', async () => {
    const log: string[] = [];
    const port = await closedPort();
    const queue = delivery(log);
    queue.enqueue(`http://127.0.0.1:${port}/api/stream-webhook?token=${SECRET}`, '{"x":1}');
    await expect.poll(() => log.length).toBe(1);
    expect(log[0]).toMatch(/failed after 2 attempt\(s\): network error/);
    expect(log[0]).toContain(`http://127.0.0.1:${port}/api/stream-webhook`);
    expect(log[0]).not.toContain(SECRET);
    expect(log[0]).not.toContain('"x"');
    queue.close();
  });

  it('does not retry a 4xx answer other than 408 and 429', async () => {
    const log: string[] = [];
    let calls = 0;
    const server = createServer((_req, res) => {
      calls++;
      res.statusCode = 400;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const queue = delivery(log);
    queue.enqueue(`http://127.0.0.1:${port}/hook`, '{}');
    await expect.poll(() => log.length).toBe(1);
    expect(calls).toBe(1);
    expect(log[0]).toContain('failed after 1 attempt(s): status 400');
    queue.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('drops calls beyond the queue bound with a log line, keeping the ones queued', () => {
    const log: string[] = [];
    const queue = delivery(log, { maxQueued: 1 });
    expect(queue.enqueue('http://127.0.0.1:9/a', '{}')).toEqual(expect.any(String));
    expect(queue.enqueue('http://127.0.0.1:9/b', '{}')).toBeUndefined();
    expect(log).toEqual([expect.stringContaining('dropped: the queue is full')]);
    queue.close();
  });
});
