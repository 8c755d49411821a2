import { useSyncExternalStore } from 'react';

// The data router told us when a page's code was on its way (useNavigation); the declarative
// router does not, so the route table reports its lazy imports here instead. Page code is the
// only thing a navigation waits for: pages fetch their data themselves, after they render.

let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => pending > 0;

/** Counts `load` as a page on its way until it settles; returns it unchanged. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  // React.lazy starts the import while rendering; tell subscribers afterwards, not during it.
  queueMicrotask(notify);
  const settle = () => {
    pending -= 1;
    notify();
  };
  load.then(settle, settle);
  return load;
}

/** True while the code of some page is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, isLoading);
}
