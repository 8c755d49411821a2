import { CATALOGUE_TABS, chipsOfTab, type CatalogueTab } from '#contract/catalogue-rules.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PagedResults } from '#web/components/data/paged-results.tsx';
import { FilterChips } from '#web/components/ui/filter-chips.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useCataloguePage } from '../api/learning-api.ts';
import {
  SEARCH_MAX,
  catalogueFiltersOf,
  paramsFromState,
  stateFromParams,
  withCategory,
  withFilters,
  withoutFilter,
  withoutFilters,
  withPage,
  withQuery,
  withTab,
  type CatalogueFilters,
  type CatalogueState,
} from '../lib/catalogue-state.ts';
import { CatalogueFilterChips, CatalogueFilterRow, CatalogueFilterSheet } from './catalogue-filters.tsx';
import { CatalogueCard, CatalogueCardSkeleton } from './catalogue-card.tsx';

/** Search box, tabs, chips, filters and results of /courses; the state is the URL's query. */
export function CatalogueBrowser() {
  const { t } = useTranslation();
  const [state, change] = useUrlState(stateFromParams, paramsFromState);
  const filters = catalogueFiltersOf(state);
  const changeFilters = (next: Partial<CatalogueFilters>) => change((current) => withFilters(current, next));
  // the filters' counts are asked for once the list has answered, so they never slow it down
  const countsFor = {
    search: { q: state.q, tab: state.tab, category: state.category },
    countsWanted: !useCataloguePage(state).isFetching,
  };

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
          <CatalogueFilterRow {...countsFor} filters={filters} onChange={changeFilters} />
          <div className="mt-4 sm:hidden">
            <CatalogueFilterSheet {...countsFor} filters={filters} onApply={changeFilters} />
          </div>
          <CatalogueFilterChips
            filters={filters}
            onRemove={(name) => change((current) => withoutFilter(current, name))}
            onClearAll={() => change(withoutFilters)}
          />
          <Results state={state} onPage={(page) => change((current) => withPage(current, page))} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Results({ state, onPage }: { state: CatalogueState; onPage: (page: number) => void }) {
  return (
    <PagedResults
      query={useCataloguePage(state)}
      onPage={onPage}
      namespace="catalogue"
      skeleton={<CatalogueCardSkeleton />}
      renderItem={(item) => (
        <li key={`${item.kind}-${item.id}`} className="flex">
          <div className="flex w-full flex-col [&>*]:flex-1">
            <CatalogueCard item={item} headingLevel={2} />
          </div>
        </li>
      )}
    />
  );
}
