import { useRef } from 'react';
import { SearchX } from 'lucide-react';
import { CATALOGUE_TABS, chipsOfTab, type CatalogueTab } from '#contract/catalogue-rules.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { cn } from '#web/lib/cn.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FilterChips } from '#web/components/ui/filter-chips.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useCataloguePage } from '../api/learning-api.ts';
import {
  SEARCH_MAX,
  pageCountOf,
  paramsFromState,
  stateFromParams,
  withCategory,
  withPage,
  withQuery,
  withTab,
  type CatalogueState,
} from '../lib/catalogue-state.ts';
import { CatalogueCard, CatalogueCardSkeleton } from './catalogue-card.tsx';

/** Search box, tabs, chips and results of /courses; the state is the URL's query. */
export function CatalogueBrowser() {
  const { t } = useTranslation();
  const [state, change] = useUrlState(stateFromParams, paramsFromState);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <SearchBox
        value={state.q}
        onSearch={(q, replace) => change((current) => withQuery(current, q), replace)}
        label={t('catalogue.searchLabel')}
        placeholder={t('catalogue.searchPlaceholder')}
        maxLength={SEARCH_MAX}
      />
      <Tabs
        value={state.tab}
        onValueChange={(tab) => change((current) => withTab(current, tab as CatalogueTab))}
        className="mt-6"
      >
        <TabsList aria-label={t('catalogue.tabsLabel')} className="max-w-md">
          {CATALOGUE_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`catalogue.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={state.tab} className="mt-4">
          <FilterChips
            label={t('catalogue.chipsLabel')}
            options={[null, ...chipsOfTab(state.tab)]}
            selected={state.category}
            onSelect={(category) => change((current) => withCategory(current, category))}
            textOf={(category) => (category ? optionLabel(t, 'courseCategories', category) : t('catalogue.allChip'))}
          />
          <Results state={state} onPage={(page) => change((current) => withPage(current, page))} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Results({ state, onPage }: { state: CatalogueState; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useCataloguePage(state);
  const headingRef = useRef<HTMLParagraphElement>(null);

  if (query.isError && !query.data) {
    return (
      <LoadFailed
        messageKey="catalogue.loadFailed"
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
            <CatalogueCardSkeleton key={index} />
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
    <section aria-busy={stale} aria-label={t('catalogue.resultsLabel')} className="mt-4">
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-24 text-sm font-medium text-slate-700 focus:outline-none"
      >
        {t(totalIsCapped ? 'catalogue.countCapped' : 'catalogue.count', { count: total })}
      </p>
      {query.isError ? (
        <LoadFailed
          messageKey="catalogue.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="py-4"
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel={2}
          title={t('catalogue.emptyTitle')}
          description={t('catalogue.emptyBody')}
        />
      ) : (
        <ul className={cn('mt-4 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex">
              <div className="flex w-full flex-col [&>*]:flex-1">
                <CatalogueCard item={item} headingLevel={2} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        disabled={stale}
        onPage={changePage}
        label={t('catalogue.pagination')}
        previousLabel={t('catalogue.previous')}
        nextLabel={t('catalogue.next')}
        position={t('catalogue.pageOf', { page, pages: pageCount })}
      />
    </section>
  );
}
