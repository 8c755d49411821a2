import { lazy, Suspense } from 'react';
import { loadNamespaces } from '#web/lib/i18n.ts';
import type { ReportableKind } from '#contract/trust-lists.ts';

// The "Report" button of a job, service, review, profile, program or message. Its code and texts
// load after the page has drawn (the pages' own chunks stay as they were), and a signed-out
// visitor or the item's owner sees nothing.
const ReportControl = lazy(() =>
  Promise.all([import('./report-control.tsx'), loadNamespaces(['moderation'])]).then(([module]) => ({
    default: module.ReportControl,
  })),
);

export interface ReportButtonProps {
  itemKind: ReportableKind;
  itemId: string;
  /** The owner's user id when the page knows it: nobody reports their own item. */
  ownerId?: string | null | undefined;
  /** Or what the page knows already: the item is the viewer's own. */
  isOwn?: boolean | undefined;
  /** A smaller button (in a list of reviews, a message's menu). */
  compact?: boolean;
  /** Only the flag (its name is read out): under each message of a conversation. */
  iconOnly?: boolean;
  className?: string;
}

export function ReportButton(props: ReportButtonProps) {
  return (
    <Suspense fallback={null}>
      <ReportControl {...props} />
    </Suspense>
  );
}
