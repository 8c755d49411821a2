import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { JobCard as Job } from '#contract/jobs.ts';
import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { PagedResults } from '#web/components/data/paged-results.tsx';
import { FilterChips } from '#web/components/ui/filter-chips.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { useJobsPage } from '../api/jobs-api.ts';
import {
  JOB_SEARCH_MAX,
  jobsFiltersOf,
  jobsStateFromParams,
  paramsFromJobsState,
  withJobsCategory,
  withJobsFilters,
  withJobsPage,
  withJobsQuery,
  withJobsVerified,
  withoutJobsFilter,
  withoutJobsFilters,
  type JobsFilters,
  type JobsState,
} from '../lib/jobs-state.ts';
import { CreateAlertButton } from './create-alert-button.tsx';
import { JobCard, JobCardSkeleton } from './job-card.tsx';
import { JobFilterChips, JobFilterRow, JobFilterSheet } from './job-filters.tsx';

// The dialog (Radix, the apply form) loads on the first "View & Apply", not with the list.
const JobDialog = lazy(() => import('./job-dialog.tsx').then((module) => ({ default: module.JobDialog })));

/**
 * /jobs (spec §2 Jobs): search, chips, filters, the count line, cards and pages; the state is the
 * URL's query.
 */
export function JobsBrowser() {
  const { t } = useTranslation();
  const [state, change] = useUrlState(jobsStateFromParams, paramsFromJobsState);
  const [openJob, setOpenJob] = useState<Job | null>(null);
  const filters = jobsFiltersOf(state);
  const changeFilters = (next: Partial<JobsFilters>) => change((current) => withJobsFilters(current, next));
  // the filters' counts are asked for once the list has answered, so they never slow it down
  const countsFor = {
    search: { q: state.q, category: state.category, location: state.location },
    countsWanted: !useJobsPage(state).isFetching,
  };

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
        <JobFilterRow filters={filters} onChange={changeFilters} {...countsFor} />
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <JobFilterSheet filters={filters} onApply={changeFilters} {...countsFor} />
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={state.verified}
              onChange={(event) => change((current) => withJobsVerified(current, event.target.checked))}
            />
            {t('jobs.verifiedOnly')}
          </label>
          <div className="sm:ml-auto">
            <CreateAlertButton state={state} />
          </div>
        </div>
        <JobFilterChips
          filters={filters}
          onRemove={(name) => change((current) => withoutJobsFilter(current, name))}
          onClearAll={() => change(withoutJobsFilters)}
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
  return (
    <PagedResults
      query={useJobsPage(state)}
      onPage={onPage}
      namespace="jobs"
      skeleton={<JobCardSkeleton />}
      renderItem={(job) => (
        <li key={job.id} className="flex [&>*]:flex-1">
          <JobCard job={job} onOpen={onOpen} />
        </li>
      )}
    />
  );
}
