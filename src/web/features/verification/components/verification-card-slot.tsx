import { lazy, Suspense } from 'react';
import type { VerifiableRole } from '#contract/trust-lists.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { loadNamespaces } from '#web/lib/i18n.ts';

// The card (with its form, its schemas and its texts) is one lazily loaded chunk: the router's
// namespace lists and the preload map of every chunk ship in the first-load entry, which has no
// bytes to spare, so the dashboards name one chunk more and nothing else.
const VerificationCard = lazy(() =>
  Promise.all([import('./verification-card.tsx'), loadNamespaces(['verification'])]).then(([module]) => ({
    default: module.VerificationCard,
  })),
);

/** The dashboards' Verification card, loaded on its own. */
export function VerificationCardSlot({ role }: { role: VerifiableRole }) {
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full rounded-2xl" />}>
      <VerificationCard role={role} />
    </Suspense>
  );
}
