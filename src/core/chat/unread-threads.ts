/**
 * How many threads have replies the user has not read, for the navigation's Threads tab: the
 * chat screen reports it from the SDK's thread manager, the shell (which never loads the chat
 * client itself) shows it.
 */
import { externalValue, useExternalValue } from '../../lib/external-value.ts';

const unread = externalValue(0);

export function setUnreadThreads(count: number): void {
  if (count !== unread.get()) unread.set(count);
}

export function useUnreadThreads(): number {
  return useExternalValue(unread, (count) => count);
}
