import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { staffMeQueryOptions } from '../api/staff-api.ts';

/**
 * Shows the console only to staff with two-factor sign-in on. The server refuses everyone else
 * anyway; this turns its refusals into a page that says why and what to do.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useQuery(staffMeQueryOptions);
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 403) {
      return (
        <Card className="mt-6">
          <EmptyState
            icon={ShieldAlert}
            title={t('staff.gate.notAllowedTitle')}
            description={t('staff.gate.notAllowedBody')}
            action={
              <Link to="/" className={buttonVariants({ variant: 'outline' })}>
                {t('staff.gate.home')}
              </Link>
            }
          />
        </Card>
      );
    }
    return (
      <LoadFailed
        messageKey="staff.gate.loadFailed"
        failedAt={me.errorUpdatedAt}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
        className="mt-6"
      />
    );
  }
  if (!me.data) {
    return (
      <LoadingStatus className="mt-6 space-y-3">
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-40 w-full" />
      </LoadingStatus>
    );
  }
  if (!me.data.twoFactorEnabled) {
    return (
      <Card className="mt-6">
        <EmptyState
          icon={ShieldCheck}
          title={t('staff.gate.twoFactorTitle')}
          description={t('staff.gate.twoFactorBody')}
          action={
            <Link to="/settings/security" className={buttonVariants()}>
              {t('staff.gate.twoFactorAction')}
            </Link>
          }
        />
      </Card>
    );
  }
  return children;
}
