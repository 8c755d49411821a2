import { POSTED_WITHIN, SALARY_BANDS, JOBS_LOCATION_MAX } from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { FilterSelect, listOptions as options } from '#web/components/filters/filter-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PlaceInput } from '#web/components/place-input/place-input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { JobFacets } from '#contract/jobs.ts';
import type { JobsFilters } from '../lib/jobs-state.ts';
import { filterNameOf } from './job-filter-labels.ts';

interface JobFilterFieldsProps {
  filters: JobsFilters;
  onChange: (change: Partial<JobsFilters>) => void;
  /** The location field was left (the desktop row applies what was typed then). */
  onLocationBlur?: () => void;
  /** Keeps the ids of the row and the sheet apart. */
  idPrefix: string;
  /** How many jobs each option would leave; none while they load or when they failed. */
  counts?: JobFacets | undefined;
}

/** The job list's filter fields (native selects and a text box), for the desktop row and the phone sheet. */
export function JobFilterFields({ filters, onChange, onLocationBlur, idPrefix, counts }: JobFilterFieldsProps) {
  const { t } = useTranslation();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FilterSelect
        id={id('type')}
        label={filterNameOf(t, 'type')}
        value={filters.type}
        options={options(t, 'jobTypes', JOB_TYPES)}
        counts={counts?.type}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        id={id('level')}
        label={filterNameOf(t, 'level')}
        value={filters.level}
        options={options(t, 'experienceLevels', EXPERIENCE_LEVELS)}
        counts={counts?.level}
        onChange={(level) => onChange({ level })}
      />
      <FilterSelect
        id={id('salary')}
        label={filterNameOf(t, 'salary')}
        value={filters.salary}
        options={options(t, 'salaryBands', SALARY_BANDS)}
        counts={counts?.salary}
        onChange={(salary) => onChange({ salary })}
      />
      <div>
        <Label htmlFor={id('location')}>{filterNameOf(t, 'location')}</Label>
        <Input
          id={id('location')}
          className="mt-1"
          value={filters.location}
          maxLength={JOBS_LOCATION_MAX}
          placeholder={t('jobs.filters.locationPlaceholder')}
          autoComplete="address-level2"
          onChange={(event) => onChange({ location: event.target.value })}
          onBlur={onLocationBlur}
        />
      </div>
      <PlaceInput
        id={id('place')}
        layout="cells"
        depth="district"
        emptyLabel={t('filters.any')}
        value={{ provinceId: filters.province ?? '', districtId: filters.district ?? '', localLevelId: '' }}
        onChange={(place) => onChange({ province: place.provinceId || null, district: place.districtId || null })}
      />
      <FilterSelect
        id={id('posted')}
        label={filterNameOf(t, 'posted')}
        value={filters.posted}
        options={options(t, 'postedWithin', POSTED_WITHIN)}
        counts={counts?.posted}
        onChange={(posted) => onChange({ posted })}
      />
    </>
  );
}
