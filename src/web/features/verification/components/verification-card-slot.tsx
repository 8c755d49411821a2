import { lazy, Suspense } from 'react';
import type { VerifiableRole } from '#contract/trust-lists.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { loadNamespaces } from '#web/lib/i18n.ts';

// The card and its texts load with the card, not with the dashboards' routes: the router's
// namespace lists ship in the first-load chunk, which has no bytes to spare.
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
