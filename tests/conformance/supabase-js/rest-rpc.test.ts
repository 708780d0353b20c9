/**
 * Stored function calls (PostgREST's `POST /rpc/{function}`) through supabase-js's `rpc()`, on
 * the project's own public.push_devices_of: named arguments, rows answered as JSON, EXECUTE
 * grants deciding who may call, and PostgREST's 404 for a function the schema does not have.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backendForFile } from '../../support/supabase-backend.ts';

const backend = await backendForFile();
const service = backend.client(backend.serviceRoleKey);

function subscription() {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('calling a stored function', () => {
  it('passes named arguments and answers a set-returning function’s rows', async () => {
    const user = await backend.signUp('rpc');
    const none = await service.rpc('push_devices_of', { user_ids: [user.id] });
    expect(none).toMatchObject({ status: 200, error: null, data: [] });
    const device = subscription();
    expect((await user.client.from('push_subscriptions').insert(device)).error).toBeNull();
    const { data, error } = await service.rpc('push_devices_of', {
      user_ids: [user.id, randomUUID()],
    });
    expect(error).toBeNull();
    expect(data).toEqual([{ ...device, user_id: user.id }]);
  });

  it('refuses a role without EXECUTE: 401 for anon, 403 for a user, both 42501', async () => {
    const user = await backend.signUp('rpc-denied');
    const asAnon = await backend.client().rpc('push_devices_of', { user_ids: [user.id] });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
    const asUser = await user.client.rpc('push_devices_of', { user_ids: [user.id] });
    expect(asUser.status).toBe(403);
    expect(asUser.error?.code).toBe('42501');
  });

  it('answers 404 PGRST202 for a function that does not exist, or other argument names', async () => {
    const unknown = await service.rpc('no_such_function', {});
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const misnamed = await service.rpc('push_devices_of', { people: [] });
    expect(misnamed.status).toBe(404);
    expect(misnamed.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.push_devices_of(people) in the schema cache',
    });
  });
});
