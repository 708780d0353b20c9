/**
 * The `parley-auth` database: the Supabase session (session-on-device.ts) and what goes with it,
 * kept where the service worker can read it too (it cannot read localStorage): a sign-out waiting
 * for the outbox, one that still has to reach the servers, and why the last one happened.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

export const authStore = (): UseStore => (store ??= createStore('parley-auth', 'sessions'));

/** One value of the store, under its own key; undefined when absent or unreadable. */
export function authStoreValue<T>(key: string) {
  return {
    read: (): Promise<T | undefined> => get<T>(key, authStore()).catch(() => undefined),
    write: (value: T): Promise<void> => set(key, value, authStore()),
    remove: (): Promise<void> => del(key, authStore()),
  };
}
