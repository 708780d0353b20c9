/**
 * supabase-js clients as a Node process makes them (the demo seeding, the tests and benches):
 * no session kept anywhere, no automatic refresh, and no realtime.
 */
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';

type Options = SupabaseClientOptions<'public'>;
type RealtimeSocket = InstanceType<NonNullable<NonNullable<Options['realtime']>['transport']>>;

/**
 * The WebSocket class supabase-js gets for realtime. It builds realtime with every client and
 * wants a class to build it with, which Node 20 does not have; none of these clients opens
 * realtime, and one that did would learn so here.
 */
class NoRealtime implements RealtimeSocket {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readonly readyState = this.CLOSED;
  readonly url = '';
  readonly protocol = '';
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;

  constructor() {
    throw new Error('a Node supabase client here opens no realtime connection');
  }

  close(): void {}
  send(): void {}
  addEventListener(): void {}
  removeEventListener(): void {}
}

export function nodeClient(url: string, key: string, auth: Options['auth'] = {}): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, ...auth },
    realtime: { transport: NoRealtime },
  });
}
