import type { TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { chipText } from '#web/components/filters/filter-bar.tsx';
import { placeNameOf } from '#web/components/place-input/use-places.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import type { JobsFilterName, JobsFilters } from '../lib/jobs-state.ts';

/** What a filter is called ("Job type"), as its field's label and its chip's name. */
export function filterNameOf(t: TranslateFunction, name: Exclude<JobsFilterName, 'verified'>): string {
  switch (name) {
    case 'type':
      return t('jobs.jobType');
    case 'level':
      return t('jobs.level');
    case 'salary':
      return t('jobs.filters.salary');
    case 'location':
      return t('jobs.location');
    case 'posted':
      return t('jobs.filters.posted');
    case 'province':
      return t('lists.places.province');
    case 'district':
      return t('lists.places.district');
  }
}

/** An active filter as its chip reads: "Job type: Full-time", or "Verified employers only". */
export function filterChipText(t: TranslateFunction, name: JobsFilterName, filters: JobsFilters): string {
  if (name === 'verified') return t('jobs.verifiedOnly');
  return chipText(t, filterNameOf(t, name), filterValueText(t, name, filters));
}

function filterValueText(t: TranslateFunction, name: Exclude<JobsFilterName, 'verified'>, filters: JobsFilters) {
  switch (name) {
    case 'type':
      return filters.type ? optionLabel(t, 'jobTypes', filters.type) : '';
    case 'level':
      return filters.level ? optionLabel(t, 'experienceLevels', filters.level) : '';
    case 'salary':
      return filters.salary ? optionLabel(t, 'salaryBands', filters.salary) : '';
    case 'location':
      return filters.location.trim();
    case 'posted':
      return filters.posted ? optionLabel(t, 'postedWithin', filters.posted) : '';
    case 'province':
    case 'district': {
      const id = filters[name];
      return id ? placeNameOf(id, currentLanguage()) : '';
    }
  }
}
