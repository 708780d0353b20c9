/**
 * A dynamically imported module a component renders once it is loaded, without suspending.
 *
 * React.lazy suspends on first render even when the chunk is in memory, so its boundary commits a
 * fallback; React then holds back revealing any suspended content until 300 ms after the last
 * fallback it committed (its "fallback throttle"). On the warm start that kept an already-read
 * conversation list off screen for a third of a second. A component reading a slot shows its own
 * placeholder until the module is there, then renders it in the same pass as everything else.
 */
import { useEffect, useState } from 'react';

export interface ModuleSlot<T> {
  /** Starts the import once (again after a failure) and resolves to the module. */
  load(): Promise<T>;
  /** The module, once loaded. */
  loaded(): T | undefined;
}

export function moduleSlot<T>(importer: () => Promise<T>): ModuleSlot<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}

/**
 * The slot's module, or undefined while it loads; a failed import is thrown as lazy() would.
 * With `wanted` false the import waits (a module loaded by others meanwhile is still given).
 */
export function useModule<T>(slot: ModuleSlot<T>, wanted = true): T | undefined {
  const [state, setState] = useState<{ module?: T; error?: unknown }>(() => ({
    module: slot.loaded(),
  }));
  // A module loaded by others before this render is shown as it is: no state, no second commit.
  const shown = state.module ?? slot.loaded();
  useEffect(() => {
    if (shown !== undefined || !wanted) return;
    let current = true;
    slot.load().then(
      (module) => current && setState({ module }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [slot, shown, wanted]);
  if (state.error !== undefined) throw state.error;
  return shown;
}
