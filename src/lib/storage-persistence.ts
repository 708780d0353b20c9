/**
 * Whether the browser keeps this site's storage (the saved conversations, waiting messages and
 * shares) when the device runs low on space, and asking it to. Parley asks once the person has
 * shown they use it (a message sent, notifications turned on), never at first paint: Chromium
 * grants by engagement and the asking costs a prompt in some browsers.
 */
import { externalValue, useExternalValue } from './external-value.ts';

/** 'unknown' until read; 'unsupported' where the browser has no Storage API. */
export type Persistence = 'unknown' | 'kept' | 'may-evict' | 'unsupported';

const state = externalValue<Persistence>('unknown');
let asked = false;

const storage = (): StorageManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

export async function readPersistence(): Promise<Persistence> {
  const manager = storage();
  const now = !manager?.persisted
    ? 'unsupported'
    : (await manager.persisted().catch(() => false))
      ? 'kept'
      : 'may-evict';
  state.set(now);
  return now;
}

/** Asks the browser to keep the storage, once per page; answers what it then does. */
export async function askToKeepStorage(): Promise<Persistence> {
  const manager = storage();
  if (asked || !manager?.persist) return readPersistence();
  asked = true;
  if ((await readPersistence()) === 'kept') return 'kept';
  const kept = await manager.persist().catch(() => false);
  state.set(kept ? 'kept' : 'may-evict');
  return state.get();
}

export function usePersistence(): Persistence {
  return useExternalValue(state, (value) => value);
}
