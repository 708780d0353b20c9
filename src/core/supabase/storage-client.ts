/** Supabase storage (the avatars bucket), loaded only by the profile page. */
import { StorageClient } from '@supabase/storage-js';
import { config } from '../../config/load-config.ts';
import { fetchAsUser } from './data-client.ts';

let client: StorageClient | undefined;

export function storage(): StorageClient {
  client ??= new StorageClient(`${config().supabaseUrl}/storage/v1`, {}, fetchAsUser());
  return client;
}
