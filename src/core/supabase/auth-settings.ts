/**
 * The auth client's settings shared by the page and the service worker: both read and renew the
 * one session kept on the device (session-on-device.ts). They take the same Web Lock around every
 * auth operation, so the worker and a tab do not renew with the same refresh token at once (a
 * second renewal after the reuse interval would end the session everywhere); auth-js coordinates
 * only within one page unless given a lock. A lock held past auth-js's wait (5 s) is taken over,
 * so a renewal that slow can still meet another; the reuse interval (10 s) covers that case.
 */
import { navigatorLock, type GoTrueClientOptions } from '@supabase/auth-js';
import type { BrowserConfig } from '../../config/env.ts';
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
