/** The system's light or dark preference, live. */
import { useSyncExternalStore } from 'react';

const query = window.matchMedia('(prefers-color-scheme: dark)');

function subscribe(notify: () => void): () => void {
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, () => (query.matches ? 'dark' : 'light'));
}
