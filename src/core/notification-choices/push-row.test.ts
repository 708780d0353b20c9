import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAnotherPersonsRow, isDeviceLimit, storePushRow } from './push-row.ts';

const ACCESS = { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon', accessToken: 't' };
const ROW = { endpoint: 'https://push.test/1', p256dh: 'k', auth: 'a' };

afterEach(() => vi.unstubAllGlobals());

/** What storing the row throws when PostgREST answers `status` with `body`. */
async function refusal(status: number, body: unknown): Promise<unknown> {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })));
  return storePushRow(ACCESS, ROW).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("storing this device's push row", () => {
  it('knows the database’s device limit by its message', async () => {
    const error = await refusal(400, {
      code: 'P0001',
      message: 'push_device_limit',
      details: 'A person receives pushes on at most 10 devices.',
    });
    expect(isDeviceLimit(error)).toBe(true);
    expect(isAnotherPersonsRow(error)).toBe(false);
  });

  it('knows a row that row level security keeps for another person', async () => {
    const error = await refusal(403, {
      code: '42501',
      message: 'new row violates row-level security',
    });
    expect(isAnotherPersonsRow(error)).toBe(true);
    expect(isDeviceLimit(error)).toBe(false);
  });

  it.each<[string, number, unknown]>([
    ['another refusal', 400, { code: '23514', message: 'check violation' }],
    ['a server failure', 500, 'not json'],
  ])('takes %s for neither', async (_, status, body) => {
    const error = await refusal(status, body);
    expect(error).toBeInstanceOf(Error);
    expect(isDeviceLimit(error)).toBe(false);
    expect(isAnotherPersonsRow(error)).toBe(false);
  });
});
