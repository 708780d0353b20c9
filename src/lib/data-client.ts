/**
 * supabase-js for the database and storage, loaded with the signed-in part of the app. It borrows
 * the session from the auth client (`accessToken`), so there is still one auth client per page.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { config } from '../config/load-config.ts';
import { accessToken } from './auth-client.ts';

let client: SupabaseClient | undefined;

export function data(): SupabaseClient {
  if (client) return client;
  const { supabaseUrl, supabaseAnonKey } = config();
  client = createClient(supabaseUrl, supabaseAnonKey, { accessToken });
  return client;
}
