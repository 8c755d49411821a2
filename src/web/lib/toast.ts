import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

// sonner (~10 KiB gzip) is only needed once something is announced, which follows a user action
// or a failed call. So it is not in the first page load: it loads on the first toast, or earlier
// on the first tap or key press (see prefetchToastsOnFirstInteraction). Always import `toast`
// from here, never from 'sonner' directly, so the Toaster gets mounted when the library arrives.

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<(sonner: Sonner) => void>();

/** Loads sonner once; resolves with the module. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener(sonner);
      return sonner;
    },
    (error: unknown) => {
      loading = null; // allow a retry once the connection is back
      throw error;
    },
  );
  return loading;
}

/** The sonner module if it has arrived. */
export function loadedToasts(): Sonner | null {
  return loaded;
}

/** Calls `listener` when sonner arrives; returns an unsubscribe function. */
export function onToastsLoaded(listener: (sonner: Sonner) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, title: string, options?: ExternalToast): void {
  loadToasts().then(
    (sonner) => sonner.toast[kind](title, options),
    () => console.warn(`Could not load notifications to show: ${title}`),
  );
}

/** Same calls as sonner's `toast` (destructive: `toast.error(title, { description })`). */
export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
};

/** Fetches sonner on the first tap or key press, so the first toast appears without delay. */
export function prefetchToastsOnFirstInteraction(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): void {
  const events = ['pointerdown', 'keydown'] as const;
  const prefetch = () => {
    for (const event of events) target.removeEventListener(event, prefetch, true);
    loadToasts().catch(() => undefined);
  };
  for (const event of events) target.addEventListener(event, prefetch, { capture: true, passive: true });
}
