import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError, OAuthError, sendAuthError } from './errors.ts';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/oauth') sendAuthError(req, res, new OAuthError('invalid_request', 'nope'));
    else {
      sendAuthError(
        req,
        res,
        new AuthError(422, 'weak_password', 'Too short.', {
          weak_password: { reasons: ['length'] },
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sendAuthError', () => {
  it('answers 2024-01-01 clients with {code, message} and echoes the version', async () => {
    const response = await fetch(url, { headers: { 'x-supabase-api-version': '2024-06-01' } });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'Too short.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('answers older or unversioned clients with the legacy shape', async () => {
    for (const version of [undefined, '2023-01-01', 'junk']) {
      const headers: Record<string, string> = version ? { 'x-supabase-api-version': version } : {};
      const response = await fetch(url, { headers });
      expect(response.headers.get('x-supabase-api-version')).toBeNull();
      expect(await response.json()).toEqual({
        code: 422,
        error_code: 'weak_password',
        msg: 'Too short.',
        weak_password: { reasons: ['length'] },
      });
    }
  });

  it('answers OAuth-style errors as {error, error_description}', async () => {
    const response = await fetch(`${url}/oauth`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_request', error_description: 'nope' });
  });
});
