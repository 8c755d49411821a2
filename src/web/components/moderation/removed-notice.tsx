import { lazy, Suspense, type ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { loadNamespaces } from '#web/lib/i18n.ts';

// What a page shows instead of an item Sipalu staff removed (the API answers 410): a page says so
// rather than "not found". Its texts load with it.
const RemovedState = lazy(() =>
  Promise.all([import('./removed-state.tsx'), loadNamespaces(['moderation'])]).then(([module]) => ({
    default: module.RemovedState,
  })),
);

/** Whether a failed read was of an item staff removed. */
export function isRemoved(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410;
}

/** The "Removed by Sipalu" state, with a way back (e.g. a link to the list). */
export function RemovedNotice({ action }: { action?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <RemovedState action={action} />
    </Suspense>
  );
}
