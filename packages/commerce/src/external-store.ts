/**
 * The small external store under the framework-free controllers of the lists pages (`getState`,
 * `subscribe`, and `set` for the controller itself): React binds them with useSyncExternalStore.
 */
export function externalStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: (): S => state,
    /** Calls `listener` after every change; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Replaces the given fields and tells every listener. */
    set(patch: Partial<S>): void {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };
}
