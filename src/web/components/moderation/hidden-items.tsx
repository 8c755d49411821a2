import { lazy, Suspense } from 'react';
import { loadNamespaces } from '#web/lib/i18n.ts';

// A dashboard's notice of the owner's items Sipalu staff hid, each with the reason and an Appeal
// button. Nothing shows while there are none; its code and texts load after the dashboard.
const HiddenItemsPanel = lazy(() =>
  Promise.all([import('./hidden-items-panel.tsx'), loadNamespaces(['moderation'])]).then(([module]) => ({
    default: module.HiddenItemsPanel,
  })),
);

export function HiddenItemsNotice({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <HiddenItemsPanel className={className} />
    </Suspense>
  );
}
