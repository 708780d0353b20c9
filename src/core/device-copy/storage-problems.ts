/** Storage trouble the device copy met, for the app's notices to put in words. */
import type { StorageProblem } from './device-copy-store.ts';
import { listeners } from '../../lib/listeners.ts';

const problems = listeners<[StorageProblem]>();

export function reportStorageProblem(problem: StorageProblem): void {
  problems.tell(problem);
}

export function onStorageProblem(listener: (problem: StorageProblem) => void): () => void {
  return problems.add(listener);
}
