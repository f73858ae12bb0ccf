'use client';

import { useSyncExternalStore } from 'react';

// A value the page's components share without a provider (what one modal hands to the next, the notice of a
// success modal, the failure a form met): set from events and effects in the browser only, read by a hook
// that re-renders on change. The server and the hydration pass always read `initial`.

export interface BrowserStore<T> {
  get: () => T;
  /** Sets the value; readers re-render only when it is another value. */
  set: (value: T) => void;
  /** The value, kept current. */
  use: () => T;
}

export function browserStore<T>(initial: T): BrowserStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
