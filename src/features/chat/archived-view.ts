/**
 * Whether the list shows archived conversations instead of the inbox: one flag for the page, so
 * a choice made in the list at start holds in the SDK's list that takes over from it.
 */
import { useSyncExternalStore } from 'react';
import { listeners } from '../../lib/listeners.ts';

let archived = false;
const viewers = listeners();

export function useArchivedView(): [boolean, (next: boolean) => void] {
  const shown = useSyncExternalStore(viewers.add, () => archived);
  return [
    shown,
    (next) => {
      archived = next;
      viewers.tell();
    },
  ];
}
