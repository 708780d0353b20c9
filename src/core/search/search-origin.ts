/**
 * Where a search source's latest results came from: the device alone (no network, or the
 * server did not answer) or the device and the server. The results list says so when offline.
 */
import { StateStore } from 'stream-chat';

export type SearchOrigin = { deviceOnly: boolean };

export interface WithOrigin {
  readonly origin: StateStore<SearchOrigin>;
}

export const searchOrigin = (): StateStore<SearchOrigin> =>
  new StateStore<SearchOrigin>({ deviceOnly: false });

export const hasOrigin = (source: object): source is WithOrigin =>
  'origin' in source && source.origin instanceof StateStore;

/**
 * The server's part of a search, or null when it cannot be asked (offline) or did not answer;
 * a search replaced by a newer one still ends in its abort.
 */
export async function askServer<T>(
  ask: () => Promise<T>,
  signal: AbortSignal | undefined,
  origin: StateStore<SearchOrigin>,
): Promise<T | null> {
  if (!navigator.onLine) {
    origin.next({ deviceOnly: true });
    return null;
  }
  try {
    const answer = await ask();
    origin.next({ deviceOnly: false });
    return answer;
  } catch (error) {
    if (signal?.aborted) throw error;
    origin.next({ deviceOnly: true });
    return null;
  }
}
