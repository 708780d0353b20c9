/**
 * A set of listeners: code that others wait on tells them all at once, and each listener gets
 * back the function that takes it off again (the shape React's subscriptions want).
 */
export interface Listeners<A extends unknown[] = []> {
  /** Adds `listener`; the returned function removes it. */
  add(listener: (...args: A) => void): () => void;
  tell(...args: A): void;
  readonly size: number;
}

export function listeners<A extends unknown[] = []>(): Listeners<A> {
  const set = new Set<(...args: A) => void>();
  return {
    add(listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    tell: (...args) => set.forEach((listener) => listener(...args)),
    get size() {
      return set.size;
    },
  };
}
