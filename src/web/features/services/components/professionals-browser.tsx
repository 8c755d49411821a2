import { useRef } from 'react';
import { SearchX } from 'lucide-react';
import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FilterChips } from '#web/components/ui/filter-chips.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { useDirectoryPage } from '../api/services-api.ts';
import { paramsFromState, SEARCH_MAX, stateFromParams, type DirectoryState } from '../lib/directory-state.ts';
import { ProfessionalCard, ProfessionalCardSkeleton } from './professional-card.tsx';

/** Search box, category chips and cards of /professionals; the state is the URL's query. */
export function ProfessionalsBrowser() {
  const { t } = useTranslation();
  const [state, change] = useUrlState(stateFromParams, paramsFromState);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <SearchBox
        value={state.q}
        onSearch={(q, replace) => change((current) => ({ ...current, q: q.trim(), page: 1 }), replace)}
        label={t('professionals.searchLabel')}
        placeholder={t('professionals.searchPlaceholder')}
        maxLength={SEARCH_MAX}
      />
      <FilterChips
        className="mt-5"
        label={t('professionals.chipsLabel')}
        options={[null, ...PROFESSIONAL_CATEGORIES]}
        selected={state.category}
        onSelect={(category) => change((current) => ({ ...current, category, page: 1 }))}
        textOf={(category) =>
          category ? optionLabel(t, 'professionalCategories', category) : t('professionals.allChip')
        }
      />
      <Results state={state} onPage={(page) => change((current) => ({ ...current, page }))} />
    </div>
  );
}

function Results({ state, onPage }: { state: DirectoryState; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useDirectoryPage(state);
  const headingRef = useRef<HTMLParagraphElement>(null);

  if (query.isError && !query.data) {
    return (
      <LoadFailed
        messageKey="professionals.loadFailed"
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
            <ProfessionalCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  const { items, total, totalIsCapped, page, pageSize } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const stale = query.isPlaceholderData;
  const changePage = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-busy={stale} aria-label={t('professionals.resultsLabel')} className="mt-4">
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-24 text-sm font-medium text-slate-700 focus:outline-none"
      >
        {t(totalIsCapped ? 'professionals.countCapped' : 'professionals.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel={2}
          title={t('professionals.emptyTitle')}
          description={t('professionals.emptyBody')}
        />
      ) : (
        <ul className={cn('mt-4 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}>
          {items.map((card) => (
            <li key={card.id}>
              <ProfessionalCard card={card} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        disabled={stale}
        onPage={changePage}
        label={t('professionals.pagination')}
        previousLabel={t('professionals.previous')}
        nextLabel={t('professionals.next')}
        position={t('professionals.pageOf', { page, pages: pageCount })}
      />
    </section>
  );
}
