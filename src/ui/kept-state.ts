/**
 * useState whose value outlives the component for the page's life, under a key: for state a
 * screen hands to the one that takes its place with the same controls (a dialog opened from the
 * list at start stays open when the SDK's list takes over, chat/start/).
 */
import { useCallback, useState } from 'react';

const kept = new Map<string, unknown>();

export function useKeptState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback(
    (next: T) => {
      kept.set(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}
