import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ActiveFilterChips, FilterRow, FilterSheetButton } from '#web/components/filters/filter-bar.tsx';
import {
  activeJobsFilters,
  NO_JOBS_FILTERS,
  type JobsFilterName,
  type JobsFilters as Filters,
  type JobsState,
} from '../lib/jobs-state.ts';
import { useJobFacets } from '../api/jobs-api.ts';
import { usePlaces } from '#web/components/place-input/use-places.ts';
import { JobFilterFields } from './job-filter-fields.tsx';
import { filterChipText } from './job-filter-labels.ts';

// The job list's filters with the shared filter bar (#web/components/filters): the row from 640 px,
// the sheet below it, and the chips.

type OnChange = (change: Partial<Filters>) => void;

/**
 * What the counts are for besides the fields' own filters: the page's search, chip and applied
 * location (typing in a location box asks for nothing), and whether the list has answered: the
 * counts wait for it.
 */
interface CountsFor {
  search: Pick<JobsState, 'q' | 'category' | 'location'>;
  countsWanted: boolean;
}

type CountedFieldsProps = Omit<Parameters<typeof JobFilterFields>[0], 'counts'> & CountsFor;

/** The fields with each option's count for these filters over the page's search. */
function CountedJobFilterFields({ search, countsWanted, ...fields }: CountedFieldsProps) {
  const state = { ...fields.filters, ...search, page: 1 };
  const counts = useJobFacets(state, countsWanted);
  return <JobFilterFields {...fields} counts={counts.data} />;
}

/** From 640 px: each field applies at once; the location when it is left or Enter is pressed. */
export function JobFilterRow({
  filters,
  onChange,
  ...countsFor
}: { filters: Filters; onChange: OnChange } & CountsFor) {
  const { t } = useTranslation();
  // what is typed in the location box; follows the URL when that changes (a chip removed)
  const [location, setLocation] = useState({ from: filters.location, text: filters.location });
  if (location.from !== filters.location) setLocation({ from: filters.location, text: filters.location });
  const commitLocation = () => {
    if (location.text.trim() !== filters.location) onChange({ location: location.text.trim() });
  };
  return (
    <FilterRow label={t('jobs.filters.rowLabel')} onSubmit={commitLocation} className="grid-cols-2 md:grid-cols-4">
      <CountedJobFilterFields
        {...countsFor}
        idPrefix="job-filter"
        filters={{ ...filters, location: location.text }}
        onChange={(change) => {
          if (change.location === undefined) onChange(change);
          else setLocation({ from: filters.location, text: change.location });
        }}
        onLocationBlur={commitLocation}
      />
    </FilterRow>
  );
}

/** Below 640 px: the "Filters" button and its sheet; "Verified employers only" stays beside it. */
export function JobFilterSheet({
  filters,
  onApply,
  ...countsFor
}: { filters: Filters; onApply: OnChange } & CountsFor) {
  const { t } = useTranslation();
  return (
    <FilterSheetButton
      count={activeJobsFilters(filters).filter((name) => name !== 'verified').length}
      filters={filters}
      title={t('jobs.filters.title')}
      applyLabel={t('jobs.filters.apply')}
      cleared={{ ...NO_JOBS_FILTERS, verified: filters.verified }}
      onApply={(draft) => onApply({ ...draft, location: draft.location.trim(), verified: filters.verified })}
      // the counts follow what is set in the sheet, so each option says what "Show jobs" would list
      fields={(draft, change) => (
        <CountedJobFilterFields {...countsFor} idPrefix="job-filter-sheet" filters={draft} onChange={change} />
      )}
    />
  );
}

/** Each active filter as a chip that removes it. */
export function JobFilterChips({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: Filters;
  onRemove: (name: JobsFilterName) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  // place chips name their province or district once the dataset is here
  usePlaces(filters.province !== null || filters.district !== null);
  return (
    <ActiveFilterChips
      chips={activeJobsFilters(filters).map((name) => ({ name, text: filterChipText(t, name, filters) }))}
      onRemove={onRemove}
      onClearAll={onClearAll}
    />
  );
}
