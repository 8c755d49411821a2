import { pageCountOf } from '#web/lib/search-state.ts';
import { Fragment, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Pager } from '#web/components/ui/pager.tsx';

/** One page of a public list's results, as /api/jobs, /api/catalogue and /api/professionals answer. */
export interface ResultsPage<T> {
  items: T[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
}

/** The locale namespaces that hold a results section's texts (count, empty, pager, …). */
export type ResultsNamespace = 'jobs' | 'catalogue' | 'professionals';

interface PagedResultsProps<T> {
  query: UseQueryResult<ResultsPage<T>>;
  onPage: (page: number) => void;
  /** Where the texts are: `${namespace}.count`, `.emptyTitle`, `.pagination`, `.loadFailed`, … */
  namespace: ResultsNamespace;
  /** One card's skeleton; six show while the first page loads. */
  skeleton: ReactNode;
  /** One `<li>` (with its key) per item. */
  renderItem: (item: T) => ReactNode;
  /** Whether a failed page change is shown above the previous page's results. */
  showStaleError?: boolean;
}

/**
 * The results of /jobs, /courses and /professionals: the count line, the cards, the pager. The
 * previous page stays on screen, dimmed, while the next one loads.
 */
export function PagedResults<T>({ query, onPage, namespace: ns, skeleton, renderItem, showStaleError = true }: PagedResultsProps<T>) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLParagraphElement>(null);
  const failed = (className?: string) => (
    <LoadFailed
      messageKey={`${ns}.loadFailed`}
      failedAt={query.errorUpdatedAt}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );

  if (query.isError && !query.data) return failed();
  if (!query.data) {
    return (
      <div role="status" className="mt-4">
        <span className="sr-only">{t('shell.loading')}</span>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Fragment key={index}>{skeleton}</Fragment>
          ))}
        </div>
      </div>
    );
  }

  const { items, total, totalIsCapped, page, pageSize } = query.data;
  // a capped total is a lower bound ("100+"): a full page may have more after it
  const more = totalIsCapped && items.length === pageSize;
  const pageCount = more ? Math.max(pageCountOf(total, pageSize), page + 1) : pageCountOf(total, pageSize);
  const stale = query.isPlaceholderData;
  const changePage = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-busy={stale} aria-label={t(`${ns}.resultsLabel`)} className="mt-4">
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-24 text-sm font-medium text-slate-700 focus:outline-none"
      >
        {t(totalIsCapped ? `${ns}.countCapped` : `${ns}.count`, { count: total })}
      </p>
      {showStaleError && query.isError ? failed('py-4') : null}
      {items.length === 0 ? (
        <EmptyState icon={SearchX} headingLevel={2} title={t(`${ns}.emptyTitle`)} description={t(`${ns}.emptyBody`)} />
      ) : (
        <ul className={cn('mt-4 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}>
          {items.map(renderItem)}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        disabled={stale}
        onPage={changePage}
        label={t(`${ns}.pagination`)}
        previousLabel={t(`${ns}.previous`)}
        nextLabel={t(`${ns}.next`)}
        position={t(more ? `${ns}.pageOfMore` : `${ns}.pageOf`, { page, pages: pageCount })}
      />
    </section>
  );
}
