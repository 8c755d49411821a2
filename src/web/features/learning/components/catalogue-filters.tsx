import {
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PRICES,
} from '#contract/catalogue-rules.ts';
import type { LabelledList } from '#contract/list-labels.ts';
import type { CatalogueFacets } from '#contract/catalogue.ts';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ActiveFilterChips, chipText, FilterRow, FilterSheetButton } from '#web/components/filters/filter-bar.tsx';
import { FilterSelect, listOptions } from '#web/components/filters/filter-select.tsx';
import {
  activeCatalogueFilters,
  NO_CATALOGUE_FILTERS,
  type CatalogueFilterName,
  type CatalogueFilters as Filters,
  type CatalogueState,
} from '../lib/catalogue-state.ts';
import { useCatalogueFacets } from '../api/learning-api.ts';

// The /courses filters (format, price, duration, skill level) with the shared filter bar
// (#web/components/filters): the row from 640 px, the sheet below it, and the chips.

type OnChange = (change: Partial<Filters>) => void;

/** Each filter: its name and the list its values are labelled from. */
const FIELDS: { name: CatalogueFilterName; list: LabelledList; values: readonly string[] }[] = [
  { name: 'format', list: 'serviceFormats', values: CATALOGUE_FORMATS },
  { name: 'price', list: 'cataloguePrices', values: CATALOGUE_PRICES },
  { name: 'duration', list: 'catalogueDurations', values: CATALOGUE_DURATIONS },
  { name: 'level', list: 'catalogueLevels', values: CATALOGUE_LEVELS },
];

function nameOf(t: TranslateFunction, name: CatalogueFilterName): string {
  switch (name) {
    case 'format':
      return t('catalogue.filters.format');
    case 'price':
      return t('catalogue.filters.price');
    case 'duration':
      return t('catalogue.filters.duration');
    case 'level':
      return t('catalogue.filters.level');
  }
}

interface FieldsProps {
  filters: Filters;
  onChange: OnChange;
  idPrefix: string;
}

/**
 * What the counts are for besides the fields' own filters: the page's search, tab and chip, and
 * whether the list has answered: the counts wait for it.
 */
interface CountsFor {
  search: Pick<CatalogueState, 'q' | 'tab' | 'category'>;
  countsWanted: boolean;
}

/** The fields, each option with how many cards it would leave (none while loading or after a failure). */
function Fields({ filters, onChange, idPrefix, search, countsWanted }: FieldsProps & CountsFor) {
  const { t } = useTranslation();
  const counts: CatalogueFacets | undefined = useCatalogueFacets({ ...filters, ...search, page: 1 }, countsWanted).data;
  return FIELDS.map(({ name, list, values }) => (
    <FilterSelect
      key={name}
      id={`${idPrefix}-${name}`}
      label={nameOf(t, name)}
      value={filters[name]}
      options={listOptions(t, list, values)}
      counts={counts?.[name]}
      // the select offers only this list's values
      onChange={(value) => onChange({ [name]: value } as Partial<Filters>)}
    />
  ));
}

/** From 640 px: each field applies at once. */
export function CatalogueFilterRow({
  filters,
  onChange,
  ...countsFor
}: { filters: Filters; onChange: OnChange } & CountsFor) {
  const { t } = useTranslation();
  return (
    <FilterRow label={t('catalogue.filters.rowLabel')} className="grid-cols-2 md:grid-cols-4">
      <Fields {...countsFor} idPrefix="course-filter" filters={filters} onChange={onChange} />
    </FilterRow>
  );
}

/** Below 640 px: the "Filters" button and its sheet. */
export function CatalogueFilterSheet({
  filters,
  onApply,
  ...countsFor
}: { filters: Filters; onApply: OnChange } & CountsFor) {
  const { t } = useTranslation();
  return (
    <FilterSheetButton
      count={activeCatalogueFilters(filters).length}
      filters={filters}
      title={t('catalogue.filters.title')}
      applyLabel={t('catalogue.filters.apply')}
      cleared={NO_CATALOGUE_FILTERS}
      onApply={onApply}
      // the counts follow what is set in the sheet, so each option says what its button would list
      fields={(draft, change) => (
        <Fields {...countsFor} idPrefix="course-filter-sheet" filters={draft} onChange={change} />
      )}
    />
  );
}

/** Each active filter as a chip that removes it. */
export function CatalogueFilterChips({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: Filters;
  onRemove: (name: CatalogueFilterName) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const chips = FIELDS.flatMap(({ name, list }) => {
    const value = filters[name];
    return value === null ? [] : [{ name, text: chipText(t, nameOf(t, name), optionLabel(t, list, value)) }];
  });
  return <ActiveFilterChips chips={chips} onRemove={onRemove} onClearAll={onClearAll} />;
}
