import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import type { SavedJob } from '#contract/saved-jobs.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { PlaceText } from '#web/components/written-text.tsx';
import { savedJobsPageQueryOptions } from '../api/saved-jobs-api.ts';
import { jobPath, localisedJob } from '../lib/labels.ts';
import { SaveJobButton } from './save-job-button.tsx';

/**
 * "Saved jobs" on the learner dashboard: the jobs I bookmarked, newest saved first, a page at a
 * time. A job closed since stays, marked "Closed"; one removed by staff stays without anything of
 * it, as "No longer available", until I remove it.
 */
export function SavedJobs() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(savedJobsPageQueryOptions(page));
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // removing the last job of the last page leaves that page empty: show the one before
  useEffect(() => {
    if (data && data.page === page && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount]);

  return (
    <section id="saved-jobs-section" aria-labelledby="saved-jobs">
      <div className="flex items-center justify-between gap-4">
        <h2 id="saved-jobs" className="text-xl font-semibold text-slate-900">
          {t('savedJobs.title')}
        </h2>
        <Link to="/jobs" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('savedJobs.browse')}
        </Link>
      </div>
      <QueryView
        query={query}
        failedKey="savedJobs.loadFailed"
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-20 rounded-2xl" />
            <Skeleton className="h-20 rounded-2xl" />
          </LoadingStatus>
        }
        isEmpty={(saved) => saved.total === 0}
        empty={
          <EmptyCard
            icon={Bookmark}
            title={t('savedJobs.emptyTitle')}
            description={t('savedJobs.emptyBody')}
            action={
              <Link to="/jobs" className={buttonVariants()}>
                {t('savedJobs.browse')}
              </Link>
            }
          />
        }
      >
        {(saved) => (
          <>
            <Card className={query.isPlaceholderData ? 'mt-4 opacity-60' : 'mt-4'}>
              <ul className="divide-y divide-slate-100">
                {saved.items.map((item) => (
                  <SavedJobItem key={item.jobId} item={item} />
                ))}
              </ul>
            </Card>
            <Pager
              page={page}
              pageCount={pageCount}
              disabled={query.isPlaceholderData}
              onPage={setPage}
              label={t('jobs.pagination')}
              previousLabel={t('jobs.previous')}
              nextLabel={t('jobs.next')}
              position={t('jobs.pageOf', { page, pages: pageCount })}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

function SavedJobItem({ item }: { item: SavedJob }) {
  const { t, language } = useTranslation();
  const titleId = `saved-job-${item.jobId}-title`;
  const job = item.job;
  const title = job ? localisedJob({ ...job, description: '' }, language).title : t('savedJobs.unavailableBody');
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <h3 id={titleId} className={job ? 'font-semibold break-words text-slate-900' : 'font-medium text-slate-700'}>
          {/* a closed job's page is only for its company and applicants */}
          {job && item.state === 'open' ? (
            <Link to={jobPath(item.jobId)} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {job ? (
          <p className="text-sm break-words text-slate-700">
            {job.companyName} · <PlaceText text={job.location} ne={job.locationNe} />
          </p>
        ) : null}
        <p className="mt-0.5 text-xs text-slate-600">
          {t('savedJobs.savedOn', { date: formatDate(item.savedAt, language) })}
          {job?.applicationDeadline && item.state === 'open'
            ? ` · ${t('savedJobs.deadline', { date: formatDate(job.applicationDeadline, language) })}`
            : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {item.state === 'open' ? null : (
          <span className="inline-flex rounded-full border border-dashed border-slate-400 bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {t(item.state === 'closed' ? 'savedJobs.closed' : 'savedJobs.unavailable')}
          </span>
        )}
        <SaveJobButton jobId={item.jobId} describedBy={titleId} size="sm" />
      </div>
    </li>
  );
}
