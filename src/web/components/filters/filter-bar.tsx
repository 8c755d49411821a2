import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import type { FilterSheetProps } from './filter-sheet.tsx';

// The filters of a list page (/jobs, /courses, /professionals): a row of fields on wider screens
// (FilterRow), a "Filters" button opening them in a sheet applied with its button on phones
// (FilterSheetButton), and the active ones as chips that remove them one by one (ActiveFilterChips).
// The filters themselves live in the page's URL state.

/** From 640 px: the fields in a row, each applying at once. */
export function FilterRow({
  label,
  onSubmit,
  className,
  children,
}: {
  label: string;
  /** Enter in a text field. */
  onSubmit?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="mt-4 hidden sm:block">
      <div className={cn('grid gap-3', className)}>{children}</div>
    </form>
  );
}

const loadSheet = () => import('./filter-sheet.tsx');
// lazy() drops the component's type parameter; the props are the sheet's own
const FilterSheet = lazy(loadSheet) as unknown as <Filters>(props: FilterSheetProps<Filters>) => ReactNode;

type SheetButtonProps<Filters> = Omit<FilterSheetProps<Filters>, 'open' | 'onOpenChange' | 'onClosed'> & {
  /** How many filters in the sheet are on. */
  count: number;
};

/**
 * Below 640 px: a button with the number of active filters, opening them in a sheet. The sheet's
 * code (Radix Dialog) loads when it is first wanted, so wider screens never load it.
 */
export function FilterSheetButton<Filters>({ count, ...sheet }: SheetButtonProps<Filters>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
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
        {count ? t('filters.buttonCount', { count }) : t('filters.button')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterSheet {...sheet} open={open} onOpenChange={setOpen} onClosed={() => triggerRef.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}

export interface FilterChip<Name extends string> {
  name: Name;
  /** As the chip reads: "Job type: Full-time", or "Verified employers only". */
  text: string;
}

/** Each active filter as a chip that removes it, and "Clear all filters" when more than one is on. */
export function ActiveFilterChips<Name extends string>({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly FilterChip<Name>[];
  onRemove: (name: Name) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const group = useRef<HTMLDivElement>(null);
  if (!chips.length) return null;
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
      aria-label={t('filters.activeLabel')}
      className="mt-4 focus:outline-none"
    >
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map(({ name, text }) => (
          <li key={name} className="min-w-0">
            <button
              type="button"
              aria-label={t('filters.remove', { filter: text })}
              onClick={after(() => onRemove(name))}
              className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3.5 text-sm font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="truncate">{text}</span>
              <X aria-hidden="true" className="size-4 shrink-0" />
            </button>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Button variant="link" size="sm" onClick={after(onClearAll)}>
              {t('filters.clearAll')}
            </Button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** "Name: value", the text of a list filter's chip. */
export function chipText(t: TranslateFunction, name: string, value: string): string {
  return t('filters.chip', { name, value });
}
