/**
 * The deployed entry point (api/stream-token.ts) with a broken environment: every request gets a
 * generic 500 while the log names the variable to fix, and no secret reaches either.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { toVercelRequest } from '../../../emulators/functions/vercel-request.ts';
import { toVercelResponse } from '../../../emulators/functions/vercel-response.ts';

const SECRET_KEY_VALUE = 'a-supabase-jwt-secret-that-must-not-leak';
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // This file runs in its own worker: process.env is ours to shape before the module reads it.
  process.env.SUPABASE_URL = 'http://127.0.0.1:9/project';
  process.env.SUPABASE_ANON_KEY = 'anon';
  process.env.STREAM_API_KEY = 'key';
  delete process.env.STREAM_API_SECRET;
  process.env.SUPABASE_JWT_SECRET = SECRET_KEY_VALUE;
  const { default: handler } = await import('../../../api/stream-token.ts');
  const server = createServer((req, res) => {
    const vercelReq = toVercelRequest(req, Buffer.alloc(0));
    void handler(vercelReq, toVercelResponse(vercelReq, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stream-token`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

it('answers a generic 500 and logs the missing variable by name', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(url, { method, headers: { authorization: 'Bearer x.y.z' } });
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: 'server_misconfigured',
        message: 'The server is not configured correctly.',
      });
    }
    expect(log).toHaveBeenCalledWith(expect.stringContaining('STREAM_API_SECRET'));
    expect(log.mock.calls.flat().join(' ')).not.toContain(SECRET_KEY_VALUE);
  } finally {
    log.mockRestore();
  }
});
