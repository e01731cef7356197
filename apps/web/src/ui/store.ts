import { useSyncExternalStore } from 'react';

/** A value a module keeps outside React (the draft order's state, the points) that components follow. */
export interface Store<T> {
  get: () => T;
  /** Changes the value and tells every component that follows it. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const l of listeners) l();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Follows a store: re-renders when it changes. The server's HTML shows `serverValue` (the value itself by default). */
export function useStore<T>(store: Store<T>, serverValue: () => T = store.get): T {
  return useSyncExternalStore(store.subscribe, store.get, serverValue);
}
