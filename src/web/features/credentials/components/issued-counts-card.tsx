import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { issuedCountsQueryOptions } from '../api/credentials-api.ts';

/**
 * The issuer's figures on the institution and professional dashboards: credentials issued, still
 * valid and revoked, and a link to the list (`#issued-credentials` on the same page).
 */
export function IssuedCountsCard() {
  const { t, language } = useTranslation();
  const headingId = useId();
  const query = useQuery(issuedCountsQueryOptions);
  const figures = [
    ['issued', query.data?.issued],
    ['valid', query.data?.valid],
    ['revoked', query.data?.revoked],
  ] as const;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="issued-counts"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Award aria-hidden="true" className="size-5 text-brand-700" />
        {t('credentials.counts.title')}
      </h2>
      {query.isError && !query.data ? (
        <LoadFailed
          messageKey="credentials.counts.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <dl className="mt-3 grid grid-cols-3 gap-2">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-sm text-slate-700">{t(`credentials.counts.${key}`)}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900" data-testid={`issued-count-${key}`}>
                {value === undefined ? <Skeleton className="h-7 w-10" /> : formatNumber(value, language)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-3">
        <a href="#issued-credentials" className={buttonVariants({ variant: 'outline' })}>
          {t('credentials.counts.link')}
        </a>
      </div>
    </section>
  );
}
