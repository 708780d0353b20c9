/**
 * One value that code outside React sets and components read: the shape
 * `useSyncExternalStore` wants, kept in one place.
 */
import { useSyncExternalStore } from 'react';
import { listeners } from './listeners.ts';

export interface ExternalValue<T> {
  get(): T;
  /** Tells every reader, even when `next` equals the value it replaces. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function externalValue<T>(initial: T): ExternalValue<T> {
  let value = initial;
  const readers = listeners();
  return {
    get: () => value,
    set(next) {
      value = next;
      readers.tell();
    },
    subscribe: (listener) => readers.add(listener),
  };
}

/** The part of the value a component shows; it re-renders when that part changes. */
export function useExternalValue<T, S>(store: ExternalValue<T>, pick: (value: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => pick(store.get()));
}
