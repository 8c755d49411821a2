import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '#web/components/ui/sheet.tsx';
import { NO_JOBS_FILTERS, type JobsFilters } from '../lib/jobs-state.ts';
import { JobFilterFields } from './job-filter-fields.tsx';

interface JobFilterSheetProps {
  filters: JobsFilters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters as set in the sheet, when its button is pressed. */
  onApply: (filters: JobsFilters) => void;
  /** The sheet closed: focus goes back to the button that opened it. */
  onClosed: () => void;
}

/** The job list's filters in a side sheet on phones; nothing changes until "Show jobs". */
export default function JobFilterSheet({ filters, open, onOpenChange, onApply, onClosed }: JobFilterSheetProps) {
  const { t } = useTranslation();
  // what is set in the sheet; starts again from the URL's filters each time it opens
  const [draft, setDraft] = useState({ open, filters });
  if (draft.open !== open) setDraft({ open, filters });
  const change = (next: Partial<JobsFilters>) =>
    setDraft((current) => ({ ...current, filters: { ...current.filters, ...next } }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft.filters, location: draft.filters.location.trim(), verified: filters.verified });
    onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('jobs.filters.close')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <form onSubmit={apply} className="flex min-h-full flex-col">
          <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4 pr-14">
            <SheetTitle className="text-lg font-bold text-slate-900">{t('jobs.filters.title')}</SheetTitle>
          </div>
          <JobFilterFields
            idPrefix="job-filter-sheet"
            className="flex-1 content-start p-4"
            filters={draft.filters}
            onChange={change}
          />
          <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white p-4">
            <Button
              variant="ghost"
              className="flex-1"
              onClick={() => change({ ...NO_JOBS_FILTERS, verified: filters.verified })}
            >
              {t('jobs.filters.clearAll')}
            </Button>
            <Button type="submit" className="flex-1">
              {t('jobs.filters.apply')}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
