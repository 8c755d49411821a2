import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, X } from 'lucide-react';
import type { JobCard } from '#contract/jobs.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { jobQueryOptions } from '../api/jobs-api.ts';
import { jobPath, localisedJob } from '../lib/labels.ts';
import { ApplyPanel } from './apply-panel.tsx';
import { JobDetailBody } from './job-detail.tsx';
import { CompanyLine } from './company-line.tsx';

/**
 * "View & Apply" (spec §2 Jobs): the job's detail and the apply form. The card's data shows at
 * once; the lists and the apply state arrive with the full job. Applying closes it (spec §4).
 */
export function JobDialog({ job, onOpenChange }: { job: JobCard; onOpenChange: (open: boolean) => void }) {
  const { t, language } = useTranslation();
  const query = useQuery(jobQueryOptions(job.id));
  const { title } = localisedJob(job, language);

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(46rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <Dialog.Title className="pr-10 text-xl leading-snug font-semibold text-slate-900 sm:text-2xl">
            {title}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-1">
              <CompanyLine job={job} />
            </div>
          </Dialog.Description>
          <Link
            to={jobPath(job.id)}
            className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('jobDetail.openPage')}
          </Link>
          <div className="mt-5 space-y-6">
            <JobDetailBody job={query.data ?? job} headingLevel={3} />
            {query.isError ? (
              <LoadFailed
                messageKey="jobDetail.loadFailed"
                failedAt={query.errorUpdatedAt}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
                className="py-4"
              />
            ) : (
              <ApplyPanel job={query.data ?? null} onApplied={() => onOpenChange(false)} />
            )}
          </div>
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('jobDetail.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
