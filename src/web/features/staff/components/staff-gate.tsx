import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { staffMeQueryOptions } from '../api/staff-api.ts';
import type { GateRefusal } from './staff-gate-panels.tsx';

// The refusals load apart: an icon in this route's own chunk made the bundler move lucide's shared
// code out of the first-load chunk (npm run bench size), which every first load would pay for.
const GatePanel = lazy(() => import('./staff-gate-panels.tsx').then((m) => ({ default: m.GatePanel })));

/**
 * Shows the console only to staff whose session passed two-step verification. The server refuses
 * everyone else anyway; this turns its refusals into a page that says why and what to do.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useQuery(staffMeQueryOptions);
  let refusal: GateRefusal | undefined;
  if (me.isError) {
    refusal =
      me.error instanceof ApiError && me.error.status === 403
        ? { kind: 'notStaff' }
        : { kind: 'failed', failedAt: me.errorUpdatedAt, retry: () => void me.refetch(), retrying: me.isFetching };
  } else if (me.data && !me.data.twoFactorEnabled) {
    refusal = { kind: 'twoFactorOff' };
  } else if (me.data && !me.data.secondFactorPassed) {
    refusal = { kind: 'signInAgain' };
  }
  const loading = (
    // LoadingStatus's markup: importing it here would split shared chunks again (see above)
    <div role="status" className="mt-6 space-y-3">
      <span className="sr-only">{t('shell.loading')}</span>
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
  if (refusal) {
    return (
      <Suspense fallback={loading}>
        <GatePanel refusal={refusal} />
      </Suspense>
    );
  }
  return me.data ? children : loading;
}
