import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { JobCard as Job } from '#contract/jobs.ts';
import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { cn } from '#web/lib/cn.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FilterChips } from '#web/components/ui/filter-chips.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { useJobsPage } from '../api/jobs-api.ts';
import {
  JOB_SEARCH_MAX,
  jobsStateFromParams,
  pageCountOf,
  paramsFromJobsState,
  withJobsCategory,
  withJobsPage,
  withJobsQuery,
  type JobsState,
} from '../lib/jobs-state.ts';
import { JobCard, JobCardSkeleton } from './job-card.tsx';

// The dialog (Radix, the apply form) loads on the first "View & Apply", not with the list.
const JobDialog = lazy(() => import('./job-dialog.tsx').then((module) => ({ default: module.JobDialog })));

/** /jobs (spec §2 Jobs): search, chips, the count line, cards and pages; the state is the URL's query. */
export function JobsBrowser() {
  const { t } = useTranslation();
  const [state, change] = useUrlState(jobsStateFromParams, paramsFromJobsState);
  const [openJob, setOpenJob] = useState<Job | null>(null);

  return (
    <>
      <PageTitle title={t('jobs.title')} />
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:px-6 sm:pb-10 lg:px-8">
          <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('jobs.backHome')}
          </Link>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('jobs.title')}</h1>
          <p className="mt-3 max-w-2xl text-base text-slate-700">{t('jobs.intro')}</p>
          <SearchBox
            className="mt-6"
            value={state.q}
            onSearch={(q, replace) => change((current) => withJobsQuery(current, q), replace)}
            label={t('jobs.searchLabel')}
            placeholder={t('jobs.searchPlaceholder')}
            maxLength={JOB_SEARCH_MAX}
          />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <FilterChips
          label={t('jobs.chipsLabel')}
          options={[null, ...JOB_LIST_CHIPS]}
          selected={state.category}
          onSelect={(category) => change((current) => withJobsCategory(current, category))}
          textOf={(category) => (category ? optionLabel(t, 'jobCategories', category) : t('jobs.allChip'))}
        />
        <Results
          state={state}
          onPage={(page) => change((current) => withJobsPage(current, page))}
          onOpen={setOpenJob}
        />
      </div>
      {openJob ? (
        <Suspense fallback={null}>
          <JobDialog
            job={openJob}
            onOpenChange={(open) => {
              if (!open) setOpenJob(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function Results({
  state,
  onPage,
  onOpen,
}: {
  state: JobsState;
  onPage: (page: number) => void;
  onOpen: (job: Job) => void;
}) {
  const { t } = useTranslation();
  const query = useJobsPage(state);
  const headingRef = useRef<HTMLParagraphElement>(null);

  if (query.isError && !query.data) {
    return (
      <LoadFailed
        messageKey="jobs.loadFailed"
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  if (!query.data) {
    return (
      <div role="status" className="mt-4">
        <span className="sr-only">{t('shell.loading')}</span>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  const { items, total, totalIsCapped, page, pageSize } = query.data;
  const pageCount = pageCountOf(total, pageSize);
  const stale = query.isPlaceholderData;
  const changePage = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-busy={stale} aria-label={t('jobs.resultsLabel')} className="mt-4">
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-24 text-sm font-medium text-slate-700 focus:outline-none"
      >
        {t(totalIsCapped ? 'jobs.countCapped' : 'jobs.count', { count: total })}
      </p>
      {query.isError ? (
        <LoadFailed
          messageKey="jobs.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="py-4"
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyState icon={SearchX} headingLevel={2} title={t('jobs.emptyTitle')} description={t('jobs.emptyBody')} />
      ) : (
        <ul className={cn('mt-4 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}>
          {items.map((job) => (
            <li key={job.id} className="flex [&>*]:flex-1">
              <JobCard job={job} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        disabled={stale}
        onPage={changePage}
        label={t('jobs.pagination')}
        previousLabel={t('jobs.previous')}
        nextLabel={t('jobs.next')}
        position={t('jobs.pageOf', { page, pages: pageCount })}
      />
    </section>
  );
}
