import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Search, SearchX } from 'lucide-react';
import type { JobCard as Job } from '#contract/jobs.ts';
import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { cn } from '#web/lib/cn.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useJobsPage } from '../api/jobs-api.ts';
import { jobLabel } from '../lib/labels.ts';
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

const SEARCH_DELAY_MS = 300;

/** /jobs (spec §2 Jobs): search, chips, the count line, cards and pages; the state is the URL's query. */
export function JobsBrowser() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = jobsStateFromParams(params);
  const [openJob, setOpenJob] = useState<Job | null>(null);
  const go = (next: JobsState, replace = false) =>
    setParams(paramsFromJobsState(next), { replace, preventScrollReset: true });

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
            value={state.q}
            onSearch={(q, replace) => go(withJobsQuery(jobsStateFromParams(params), q), replace)}
          />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <Chips selected={state.category} onSelect={(category) => go(withJobsCategory(state, category))} />
        <Results state={state} onPage={(page) => go(withJobsPage(state, page))} onOpen={setOpenJob} />
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

/** The search box: the URL follows the typing after a pause; Back and Forward refill it. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, replace: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // one history entry per search, not per keystroke: the first change pushes, later ones replace
  const typing = useRef(false);

  // the URL changed without typing (Back, Forward, a shared link): show its search
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text, typing.current);
      typing.current = true;
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // onSearch is a new function every render; the timer only depends on the text
  }, [text]);

  return (
    <form
      role="search"
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text, false);
        typing.current = false;
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('jobs.searchLabel')}
      </label>
      <div className="relative max-w-2xl">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={JOB_SEARCH_MAX}
          placeholder={t('jobs.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
          className="pl-10"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </form>
  );
}

function Chips({ selected, onSelect }: { selected: string | null; onSelect: (category: string | null) => void }) {
  const { t } = useTranslation();
  const chips: (string | null)[] = [null, ...JOB_LIST_CHIPS];
  return (
    <div role="group" aria-label={t('jobs.chipsLabel')} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {chips.map((category) => {
          const isSelected = category === selected;
          return (
            <li key={category ?? 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(category)}
                className={cn(
                  'h-9 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  isSelected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {category ? jobLabel(t, 'chips', category) : t('jobs.allChip')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
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
        {t(totalIsCapped ? 'jobs.countCapped' : 'jobs.count', { count: formatNumber(total) })}
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
      {pageCount > 1 ? (
        <nav aria-label={t('jobs.pagination')} className="mt-8 flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page <= 1 || stale} onClick={() => changePage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('jobs.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('jobs.pageOf', { page: formatNumber(page), pages: formatNumber(pageCount) })}
          </span>
          <Button variant="outline" disabled={page >= pageCount || stale} onClick={() => changePage(page + 1)}>
            {t('jobs.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
