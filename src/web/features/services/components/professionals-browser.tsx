import { BadgeCheck } from 'lucide-react';
import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PagedResults } from '#web/components/data/paged-results.tsx';
import { FilterChips } from '#web/components/ui/filter-chips.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { useDirectoryPage } from '../api/services-api.ts';
import {
  directoryFiltersOf,
  NO_DIRECTORY_FILTERS,
  paramsFromState,
  SEARCH_MAX,
  stateFromParams,
  withDirectoryFilters,
  type DirectoryFilters,
  type DirectoryState,
} from '../lib/directory-state.ts';
import { DirectoryFilterChips, DirectoryFilterRow, DirectoryFilterSheet } from './directory-filters.tsx';
import { ProfessionalCard, ProfessionalCardSkeleton } from './professional-card.tsx';

/** Search box, category chips, filters and cards of /professionals; the state is the URL's query. */
export function ProfessionalsBrowser() {
  const { t } = useTranslation();
  const [state, change] = useUrlState(stateFromParams, paramsFromState);
  const filters = directoryFiltersOf(state);
  const changeFilters = (next: Partial<DirectoryFilters>) => change((current) => withDirectoryFilters(current, next));
  // the filters' counts are asked for once the list has answered, so they never slow it down
  const countsFor = {
    search: { q: state.q, category: state.category, verified: state.verified },
    countsWanted: !useDirectoryPage(state).isFetching,
  };

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
      <DirectoryFilterRow {...countsFor} filters={filters} onChange={changeFilters} />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <DirectoryFilterSheet {...countsFor} filters={filters} onApply={changeFilters} />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={state.verified}
            onChange={(event) => change((current) => ({ ...current, verified: event.target.checked, page: 1 }))}
          />
          <BadgeCheck aria-hidden="true" className="size-4 text-emerald-700" />
          {t('lists.verificationBadge.verifiedOnly')}
        </label>
      </div>
      <DirectoryFilterChips
        filters={filters}
        onRemove={(name) => changeFilters(name === 'near' ? { near: null, within: null } : { [name]: null })}
        onClearAll={() => changeFilters(NO_DIRECTORY_FILTERS)}
      />
      <Results state={state} onPage={(page) => change((current) => ({ ...current, page }))} />
    </div>
  );
}

function Results({ state, onPage }: { state: DirectoryState; onPage: (page: number) => void }) {
  return (
    <PagedResults
      query={useDirectoryPage(state)}
      onPage={onPage}
      namespace="professionals"
      skeleton={<ProfessionalCardSkeleton />}
      renderItem={(card) => (
        <li key={card.id}>
          <ProfessionalCard card={card} />
        </li>
      )}
      showStaleError={false}
    />
  );
}
