/**
 * The auth client's settings shared by the page and the service worker: both read and renew the
 * one session kept on the device (session-on-device.ts). They take the same Web Lock around every
 * auth operation, so the worker and a tab never renew with the same refresh token (the second
 * renewal, once the reuse interval has passed, would end the session everywhere). auth-js only
 * coordinates within one page unless it is given a lock.
 */
import { navigatorLock, type GoTrueClientOptions } from '@supabase/auth-js';
import type { BrowserConfig } from '../config/env.ts';
import { sessionOnDevice } from './session-on-device.ts';
import { storageKeyFor } from './storage-key.ts';

export function authSettings({ supabaseUrl, supabaseAnonKey }: BrowserConfig): GoTrueClientOptions {
  const storageKey = storageKeyFor(supabaseUrl);
  return {
    url: `${supabaseUrl}/auth/v1`,
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
    storageKey,
    storage: sessionOnDevice(storageKey),
    lock: navigatorLock,
    persistSession: true,
  };
}
