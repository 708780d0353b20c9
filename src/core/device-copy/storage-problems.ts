/** Storage trouble the device copy met, for the app's notices to put in words. */
import type { StorageProblem } from './device-copy-store.ts';

const listeners = new Set<(problem: StorageProblem) => void>();

export function reportStorageProblem(problem: StorageProblem): void {
  listeners.forEach((listener) => listener(problem));
}

export function onStorageProblem(listener: (problem: StorageProblem) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
