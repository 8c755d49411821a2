import { DIRECTORY_DELIVERY, HOURLY_RATE_BANDS } from '#contract/services-rules.ts';
import type { DirectoryFacets } from '#contract/services.ts';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ActiveFilterChips, chipText, FilterRow, FilterSheetButton } from '#web/components/filters/filter-bar.tsx';
import { FilterSelect, listOptions } from '#web/components/filters/filter-select.tsx';
import { PlaceInput } from '#web/components/place-input/place-input.tsx';
import { placeNameOf, usePlaces } from '#web/components/place-input/use-places.ts';
import { NEAR_RADII_KM } from '#contract/locations/near-radii.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { localDigits } from '#contract/format/numbers.ts';
import {
  activeDirectoryFilters,
  NO_DIRECTORY_FILTERS,
  type DirectoryFilterName,
  type DirectoryFilters as Filters,
  type DirectoryState,
} from '../lib/directory-state.ts';
import { useDirectoryFacets } from '../api/services-api.ts';

// The /professionals filters (rating, hourly rate, online or in person; where they work: a province,
// a district, or near a municipality within a distance) with the shared filter bar
// (#web/components/filters).

type OnChange = (change: Partial<Filters>) => void;

function nameOf(t: TranslateFunction, name: DirectoryFilterName): string {
  switch (name) {
    case 'rating':
      return t('professionals.filters.rating');
    case 'rate':
      return t('professionals.filters.rate');
    case 'delivery':
      return t('professionals.filters.delivery');
    case 'province':
      return t('lists.places.province');
    case 'district':
      return t('lists.places.district');
    case 'near':
      return t('lists.places.near');
    case 'within':
      return t('lists.places.distance');
  }
}

const withinText = (t: TranslateFunction, km: string) =>
  t('lists.places.within', { km: localDigits(km, currentLanguage()) });

function valueOf(t: TranslateFunction, name: DirectoryFilterName, filters: Filters): string | null {
  switch (name) {
    case 'rating':
      return filters.rating && t('professionals.filters.ratedAtLeast');
    case 'rate':
      return filters.rate && optionLabel(t, 'hourlyRates', filters.rate);
    case 'delivery':
      return filters.delivery && optionLabel(t, 'serviceFormats', filters.delivery);
    case 'province':
    case 'district':
      return filters[name] && placeNameOf(filters[name], currentLanguage());
    case 'near':
      return (
        filters.near &&
        `${placeNameOf(filters.near, currentLanguage())} · ${withinText(t, filters.within ?? NEAR_RADII_KM[0])}`
      );
    case 'within':
      return filters.within && withinText(t, filters.within);
  }
}

/**
 * What the counts are for besides the fields' own filters: the page's search, chip and "verified",
 * and whether the list has answered: the counts wait for it.
 */
interface CountsFor {
  search: Pick<DirectoryState, 'q' | 'category' | 'verified'>;
  countsWanted: boolean;
}

interface FieldsProps {
  filters: Filters;
  onChange: OnChange;
  idPrefix: string;
}

/** The fields; rating, rate and delivery options with how many professionals each would leave. */
function Fields({ filters, onChange, idPrefix, search, countsWanted }: FieldsProps & CountsFor) {
  const { t } = useTranslation();
  const id = (name: DirectoryFilterName) => `${idPrefix}-${name}`;
  const counts: DirectoryFacets | undefined = useDirectoryFacets({ ...filters, ...search, page: 1 }, countsWanted).data;
  return (
    <>
      <FilterSelect
        id={id('rating')}
        label={nameOf(t, 'rating')}
        value={filters.rating}
        options={[{ value: '4', label: t('professionals.filters.ratedAtLeast') }] as const}
        counts={counts?.rating}
        onChange={(rating) => onChange({ rating })}
      />
      <FilterSelect
        id={id('rate')}
        label={nameOf(t, 'rate')}
        value={filters.rate}
        options={listOptions(t, 'hourlyRates', HOURLY_RATE_BANDS)}
        counts={counts?.rate}
        onChange={(rate) => onChange({ rate })}
      />
      <FilterSelect
        id={id('delivery')}
        label={nameOf(t, 'delivery')}
        value={filters.delivery}
        options={listOptions(t, 'serviceFormats', DIRECTORY_DELIVERY)}
        counts={counts?.delivery}
        onChange={(delivery) => onChange({ delivery })}
      />
      <PlaceInput
        id={`${idPrefix}-place`}
        layout="cells"
        emptyLabel={t('filters.any')}
        value={{
          provinceId: filters.province ?? '',
          districtId: filters.district ?? '',
          localLevelId: filters.near ?? '',
        }}
        onChange={(place) =>
          onChange(
            place.localLevelId
              ? { near: place.localLevelId, province: null, district: null }
              : { near: null, within: null, province: place.provinceId || null, district: place.districtId || null },
          )
        }
      />
      {filters.near ? (
        <FilterSelect
          id={id('within')}
          label={nameOf(t, 'within')}
          value={filters.within}
          options={NEAR_RADII_KM.map((km) => ({ value: km, label: withinText(t, km) }))}
          onChange={(within) => onChange({ within })}
        />
      ) : null}
    </>
  );
}

/** From 640 px: each field applies at once. */
export function DirectoryFilterRow({
  filters,
  onChange,
  ...countsFor
}: { filters: Filters; onChange: OnChange } & CountsFor) {
  const { t } = useTranslation();
  return (
    <FilterRow label={t('professionals.filters.rowLabel')} className="grid-cols-3 lg:grid-cols-4">
      <Fields {...countsFor} idPrefix="pro-filter" filters={filters} onChange={onChange} />
    </FilterRow>
  );
}

/** Below 640 px: the "Filters" button and its sheet. */
export function DirectoryFilterSheet({
  filters,
  onApply,
  ...countsFor
}: { filters: Filters; onApply: OnChange } & CountsFor) {
  const { t } = useTranslation();
  return (
    <FilterSheetButton
      count={activeDirectoryFilters(filters).length}
      filters={filters}
      title={t('professionals.filters.title')}
      applyLabel={t('professionals.filters.apply')}
      cleared={NO_DIRECTORY_FILTERS}
      onApply={onApply}
      // the counts follow what is set in the sheet, so each option says what its button would list
      fields={(draft, change) => (
        <Fields {...countsFor} idPrefix="pro-filter-sheet" filters={draft} onChange={change} />
      )}
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
  // place chips name their place once the dataset is here
  usePlaces(filters.province !== null || filters.district !== null || filters.near !== null);
  const chips = activeDirectoryFilters(filters).map((name) => ({
    name,
    text: chipText(t, nameOf(t, name), valueOf(t, name, filters) ?? ''),
  }));
  return <ActiveFilterChips chips={chips} onRemove={onRemove} onClearAll={onClearAll} />;
}
