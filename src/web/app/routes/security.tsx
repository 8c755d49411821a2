import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { securityQueryOptions } from '#web/features/security/api/security-api.ts';
import { DeleteAccountSection } from '#web/features/security/components/delete-account-section.tsx';
import { EmailSection } from '#web/features/security/components/email-section.tsx';
import { MethodsSection } from '#web/features/security/components/methods-section.tsx';
import { NotificationsSection } from '#web/features/security/components/notifications-section.tsx';
import { JobAlertsSection } from '#web/features/jobs/components/job-alerts-section.tsx';
import { PasswordSection } from '#web/features/security/components/password-section.tsx';
import { SessionsSection } from '#web/features/security/components/sessions-section.tsx';
import { TwoFactorSection } from '#web/features/security/components/two-factor-section.tsx';

/** /settings/security (guarded): Account Settings → Security. */
export function Component() {
  const { t } = useTranslation();
  const query = useQuery(securityQueryOptions);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageTitle title={t('security.pageTitle')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('security.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('security.subtitle')}</p>
      <div className="mt-6 space-y-4">
        {query.data ? (
          <>
            <EmailSection overview={query.data} />
            <NotificationsSection />
            <JobAlertsSection />
            <TwoFactorSection overview={query.data} />
            <SessionsSection overview={query.data} />
            <MethodsSection overview={query.data} />
            <PasswordSection overview={query.data} />
            <DeleteAccountSection overview={query.data} />
          </>
        ) : query.isError ? (
          <LoadFailed
            messageKey="security.loadFailed"
            failedAt={query.errorUpdatedAt}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          [0, 1, 2].map((index) => <Skeleton key={index} className="h-36 w-full rounded-2xl" />)
        )}
      </div>
    </div>
  );
}
