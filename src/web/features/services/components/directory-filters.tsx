import { DIRECTORY_DELIVERY, HOURLY_RATE_BANDS } from '#contract/services-rules.ts';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ActiveFilterChips, chipText, FilterRow, FilterSheetButton } from '#web/components/filters/filter-bar.tsx';
import { FilterSelect, listOptions } from '#web/components/filters/filter-select.tsx';
import {
  activeDirectoryFilters,
  NO_DIRECTORY_FILTERS,
  type DirectoryFilterName,
  type DirectoryFilters as Filters,
} from '../lib/directory-state.ts';

// The /professionals filters (rating, hourly rate, online or in person) with the shared filter bar
// (#web/components/filters). The service-area filter comes with the district list.

type OnChange = (change: Partial<Filters>) => void;

function nameOf(t: TranslateFunction, name: DirectoryFilterName): string {
  switch (name) {
    case 'rating':
      return t('professionals.filters.rating');
    case 'rate':
      return t('professionals.filters.rate');
    case 'delivery':
      return t('professionals.filters.delivery');
  }
}

function valueOf(t: TranslateFunction, name: DirectoryFilterName, filters: Filters): string | null {
  switch (name) {
    case 'rating':
      return filters.rating && t('professionals.filters.ratedAtLeast');
    case 'rate':
      return filters.rate && optionLabel(t, 'hourlyRates', filters.rate);
    case 'delivery':
      return filters.delivery && optionLabel(t, 'serviceFormats', filters.delivery);
  }
}

function Fields({ filters, onChange, idPrefix }: { filters: Filters; onChange: OnChange; idPrefix: string }) {
  const { t } = useTranslation();
  const id = (name: DirectoryFilterName) => `${idPrefix}-${name}`;
  return (
    <>
      <FilterSelect
        id={id('rating')}
        label={nameOf(t, 'rating')}
        value={filters.rating}
        options={[{ value: '4', label: t('professionals.filters.ratedAtLeast') }] as const}
        onChange={(rating) => onChange({ rating })}
      />
      <FilterSelect
        id={id('rate')}
        label={nameOf(t, 'rate')}
        value={filters.rate}
        options={listOptions(t, 'hourlyRates', HOURLY_RATE_BANDS)}
        onChange={(rate) => onChange({ rate })}
      />
      <FilterSelect
        id={id('delivery')}
        label={nameOf(t, 'delivery')}
        value={filters.delivery}
        options={listOptions(t, 'serviceFormats', DIRECTORY_DELIVERY)}
        onChange={(delivery) => onChange({ delivery })}
      />
    </>
  );
}

/** From 640 px: each field applies at once. */
export function DirectoryFilterRow({ filters, onChange }: { filters: Filters; onChange: OnChange }) {
  const { t } = useTranslation();
  return (
    <FilterRow label={t('professionals.filters.rowLabel')} className="grid-cols-3">
      <Fields idPrefix="pro-filter" filters={filters} onChange={onChange} />
    </FilterRow>
  );
}

/** Below 640 px: the "Filters" button and its sheet. */
export function DirectoryFilterSheet({ filters, onApply }: { filters: Filters; onApply: OnChange }) {
  const { t } = useTranslation();
  return (
    <FilterSheetButton
      count={activeDirectoryFilters(filters).length}
      filters={filters}
      title={t('professionals.filters.title')}
      applyLabel={t('professionals.filters.apply')}
      cleared={NO_DIRECTORY_FILTERS}
      onApply={onApply}
      fields={(draft, change) => <Fields idPrefix="pro-filter-sheet" filters={draft} onChange={change} />}
    />
  );
}

/** Each active filter as a chip that removes it. */
export function DirectoryFilterChips({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: Filters;
  onRemove: (name: DirectoryFilterName) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const chips = activeDirectoryFilters(filters).map((name) => ({
    name,
    text: chipText(t, nameOf(t, name), valueOf(t, name, filters) ?? ''),
  }));
  return <ActiveFilterChips chips={chips} onRemove={onRemove} onClearAll={onClearAll} />;
}
