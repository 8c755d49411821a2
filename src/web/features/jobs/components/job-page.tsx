import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { isRemoved, RemovedNotice } from '#web/components/moderation/removed-notice.tsx';
import { ReportButton } from '#web/components/moderation/report-button.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { jobQueryOptions } from '../api/jobs-api.ts';
import { localisedJob } from '../lib/labels.ts';
import { ApplyPanel } from './apply-panel.tsx';
import { CompanyLine } from './company-line.tsx';
import { JobDetailBody } from './job-detail.tsx';
import { SaveJobButton } from './save-job-button.tsx';

/** /jobs/:id — the shareable page of a job, with the same content as the dialog. */
export function JobPage() {
  const { t, language } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(jobQueryOptions(id));

  if (query.isError) {
    if (isRemoved(query.error)) {
      return (
        <RemovedNotice
          action={
            <Link to="/jobs" className={buttonVariants()}>
              {t('jobDetail.backToJobs')}
            </Link>
          }
        />
      );
    }
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          icon={SearchX}
          headingLevel={1}
          title={t('jobDetail.notFoundTitle')}
          description={t('jobDetail.notFoundBody')}
          action={
            <Link to="/jobs" className={buttonVariants()}>
              {t('jobDetail.backToJobs')}
            </Link>
          }
          className="py-20"
        />
      );
    }
    return (
      <LoadFailed
        messageKey="jobDetail.loadFailed"
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-20"
      />
    );
  }

  const job = query.data;
  const title = job ? localisedJob(job, language).title : '';
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      {job ? <PageTitle title={`${title} · ${job.companyName}`} /> : null}
      <Link to="/jobs" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('jobDetail.backToJobs')}
      </Link>
      {job ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <Card className="min-w-0 space-y-5 p-5 sm:p-6">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                <CompanyLine job={job} />
                <div className="flex flex-wrap items-center gap-2">
                  <SaveJobButton jobId={job.id} size="sm" />
                  <ReportButton itemKind="job" itemId={job.id} isOwn={job.isMine} />
                </div>
              </div>
            </div>
            <JobDetailBody job={job} headingLevel={2} />
          </Card>
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <ApplyPanel job={job} />
          </aside>
        </div>
      ) : (
        <div role="status" className="mt-4 space-y-4">
          <span className="sr-only">{t('shell.loading')}</span>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      )}
    </div>
  );
}
