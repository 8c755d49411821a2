import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { activeJobsFilters, type JobsFilterName, type JobsFilters as Filters } from '../lib/jobs-state.ts';
import { JobFilterFields } from './job-filter-fields.tsx';
import { filterChipText } from './job-filter-labels.ts';

interface JobFiltersProps {
  filters: Filters;
  /** Applies a change to the URL (the page goes back to 1). */
  onChange: (change: Partial<Filters>) => void;
  onRemove: (name: JobsFilterName) => void;
  onClearAll: () => void;
}

// The job list's filters: a row of fields on wider screens (FilterRow), a "Filters" button opening
// a sheet applied with its button on phones (FilterSheet), and the active ones as removable chips.

/** From 640 px: each field applies at once; the location when it is left or Enter is pressed. */
export function FilterRow({ filters, onChange }: { filters: Filters; onChange: JobFiltersProps['onChange'] }) {
  const { t } = useTranslation();
  // what is typed in the location box; follows the URL when that changes (a chip removed)
  const [location, setLocation] = useState({ from: filters.location, text: filters.location });
  if (location.from !== filters.location) setLocation({ from: filters.location, text: filters.location });
  const commitLocation = () => {
    if (location.text.trim() !== filters.location) onChange({ location: location.text.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitLocation();
  };
  return (
    <form role="search" aria-label={t('jobs.filters.rowLabel')} onSubmit={submit} className="mt-4 hidden sm:block">
      <JobFilterFields
        idPrefix="job-filter"
        className="grid-cols-2 md:grid-cols-3 lg:grid-cols-5"
        filters={{ ...filters, location: location.text }}
        onChange={(change) => {
          if (change.location === undefined) onChange(change);
          else setLocation({ from: filters.location, text: change.location });
        }}
        onLocationBlur={commitLocation}
      />
    </form>
  );
}

const loadSheet = () => import('./job-filter-sheet.tsx');
const JobFilterSheet = lazy(loadSheet);

/**
 * Below 640 px: a button with the number of active filters, opening them in a sheet. The sheet's
 * code (Radix Dialog) loads when it is first wanted, so wider screens never load it.
 */
export function FilterSheet({ filters, onApply }: { filters: Filters; onApply: JobFiltersProps['onChange'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const count = activeJobsFilters(filters).filter((name) => name !== 'verified').length;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={buttonVariants({ variant: 'outline', className: 'sm:hidden' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        {count ? t('jobs.filters.buttonCount', { count }) : t('jobs.filters.button')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <JobFilterSheet
            filters={filters}
            open={open}
            onOpenChange={setOpen}
            onApply={onApply}
            onClosed={() => triggerRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Each active filter as a chip that removes it, and "Clear all filters" when more than one is on. */
export function ActiveFilterChips({
  filters,
  onRemove,
  onClearAll,
}: Pick<JobFiltersProps, 'filters' | 'onRemove' | 'onClearAll'>) {
  const { t } = useTranslation();
  const group = useRef<HTMLDivElement>(null);
  const active = activeJobsFilters(filters);
  if (!active.length) return null;
  // the chip pressed goes away: keep the keyboard in the group rather than at the top of the page
  const after = (action: () => void) => () => {
    action();
    group.current?.focus();
  };
  return (
    <div
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label={t('jobs.filters.activeLabel')}
      className="mt-4 focus:outline-none"
    >
      <ul className="flex flex-wrap items-center gap-2">
        {active.map((name) => {
          const text = filterChipText(t, name, filters);
          return (
            <li key={name} className="min-w-0">
              <button
                type="button"
                aria-label={t('jobs.filters.remove', { filter: text })}
                onClick={after(() => onRemove(name))}
                className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3.5 text-sm font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="truncate">{text}</span>
                <X aria-hidden="true" className="size-4 shrink-0" />
              </button>
            </li>
          );
        })}
        {active.length > 1 ? (
          <li>
            <Button variant="link" size="sm" onClick={after(onClearAll)}>
              {t('jobs.filters.clearAll')}
            </Button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
