import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '#web/components/ui/sheet.tsx';

export interface FilterSheetProps<Filters> {
  filters: Filters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters as set in the sheet, when its button is pressed. */
  onApply: (filters: Filters) => void;
  /** The sheet closed: focus goes back to the button that opened it. */
  onClosed: () => void;
  title: string;
  /** "Show jobs", "Show courses". */
  applyLabel: string;
  /** What "Clear all filters" sets in the sheet. */
  cleared: Filters;
  /** The page's fields, showing `draft` and changing it with `change`. */
  fields: (draft: Filters, change: (next: Partial<Filters>) => void) => ReactNode;
}

/** A list's filters in a side sheet on phones; nothing changes until its button is pressed. */
export default function FilterSheet<Filters>({
  filters,
  open,
  onOpenChange,
  onApply,
  onClosed,
  title,
  applyLabel,
  cleared,
  fields,
}: FilterSheetProps<Filters>) {
  const { t } = useTranslation();
  // what is set in the sheet; starts again from the URL's filters each time it opens
  const [draft, setDraft] = useState({ open, filters });
  if (draft.open !== open) setDraft({ open, filters });
  const change = (next: Partial<Filters>) =>
    setDraft((current) => ({ ...current, filters: { ...current.filters, ...next } }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.filters);
    onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('filters.close')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <form onSubmit={apply} className="flex min-h-full flex-col">
          <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4 pr-14">
            <SheetTitle className="text-lg font-bold text-slate-900">{title}</SheetTitle>
          </div>
          <div className="grid flex-1 content-start gap-3 p-4">{fields(draft.filters, change)}</div>
          <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white p-4">
            <Button variant="ghost" className="flex-1" onClick={() => change(cleared)}>
              {t('filters.clearAll')}
            </Button>
            <Button type="submit" className="flex-1">
              {applyLabel}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
