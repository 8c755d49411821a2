import { POSTED_WITHIN, SALARY_BANDS, JOBS_LOCATION_MAX } from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { cn } from '#web/lib/cn.ts';
import { selectClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { JobsFilters } from '../lib/jobs-state.ts';
import { filterNameOf } from './job-filter-labels.ts';

interface JobFilterFieldsProps {
  filters: JobsFilters;
  onChange: (change: Partial<JobsFilters>) => void;
  /** The location field was left (the desktop row applies what was typed then). */
  onLocationBlur?: () => void;
  /** Keeps the ids of the row and the sheet apart. */
  idPrefix: string;
  className?: string;
}

/** The job list's filter fields (native selects and a text box), for the desktop row and the phone sheet. */
export function JobFilterFields({ filters, onChange, onLocationBlur, idPrefix, className }: JobFilterFieldsProps) {
  const { t } = useTranslation();
  const any = t('jobs.filters.any');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className={cn('grid gap-3', className)}>
      <div>
        <Label htmlFor={id('type')}>{filterNameOf(t, 'type')}</Label>
        <select
          id={id('type')}
          className={cn(selectClasses, 'mt-1')}
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: JOB_TYPES.find((type) => type === event.target.value) ?? null })}
        >
          <option value="">{any}</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {optionLabel(t, 'jobTypes', type)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={id('level')}>{filterNameOf(t, 'level')}</Label>
        <select
          id={id('level')}
          className={cn(selectClasses, 'mt-1')}
          value={filters.level ?? ''}
          onChange={(event) =>
            onChange({ level: EXPERIENCE_LEVELS.find((level) => level === event.target.value) ?? null })
          }
        >
          <option value="">{any}</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {optionLabel(t, 'experienceLevels', level)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={id('salary')}>{filterNameOf(t, 'salary')}</Label>
        <select
          id={id('salary')}
          className={cn(selectClasses, 'mt-1')}
          value={filters.salary ?? ''}
          onChange={(event) => onChange({ salary: SALARY_BANDS.find((band) => band === event.target.value) ?? null })}
        >
          <option value="">{any}</option>
          {SALARY_BANDS.map((band) => (
            <option key={band} value={band}>
              {optionLabel(t, 'salaryBands', band)}
            </option>
          ))}
        </select>
      </div>
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
      <div>
        <Label htmlFor={id('posted')}>{filterNameOf(t, 'posted')}</Label>
        <select
          id={id('posted')}
          className={cn(selectClasses, 'mt-1')}
          value={filters.posted ?? ''}
          onChange={(event) =>
            onChange({ posted: POSTED_WITHIN.find((posted) => posted === event.target.value) ?? null })
          }
        >
          <option value="">{any}</option>
          {POSTED_WITHIN.map((posted) => (
            <option key={posted} value={posted}>
              {optionLabel(t, 'postedWithin', posted)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
