/**
 * The auth client through which the worker reaches the session kept on the device: no refresh
 * timer (a worker sleeps between events) and no address to read a session from; getSession
 * renews an expired token under the lock the tabs use.
 */
import { GoTrueClient } from '@supabase/auth-js';
import type { BrowserConfig } from '../config/env.ts';
import { authSettings } from '../core/supabase/auth-settings.ts';

export function keptSessionAuth(config: BrowserConfig): GoTrueClient {
  return new GoTrueClient({
    ...authSettings(config),
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}
