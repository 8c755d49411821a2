import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTHS, bsMonthLength, type BsDate } from '#contract/format/bikram-sambat.ts';
import { calendarDay, formatAdDate, formatBsDate, formatBsMonth, weekdayNames } from '#contract/format/dates.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { selectClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  addMonths,
  bsDayOf,
  hasMonth,
  isSameDay,
  monthWeeks,
  moveByKey,
  startDay,
  type GridDay,
} from './month-grid.ts';

interface CalendarDialogProps {
  /** The field's label: the dialog's title and part of the button's name. */
  label: string;
  /** The field's AD day ("YYYY-MM-DD") or ''. */
  value: string;
  onPick: (iso: string) => void;
}

const YEARS = Array.from({ length: BS_LAST_YEAR - BS_FIRST_YEAR + 1 }, (_, index) => BS_FIRST_YEAR + index);

/** Today in Nepal as "YYYY-MM-DD". */
function todayIso(): string {
  const today = calendarDay(Date.now())!;
  return [today.year, today.month, today.day].map((part) => String(part).padStart(2, '0')).join('-');
}

/**
 * A button that opens a BS month as a grid (APG date picker dialog): each day shows its BS day and,
 * smaller, its AD day; arrows, Home/End and PageUp/PageDown move, Enter or Space picks, Escape closes.
 */
export function CalendarDialog({ label, value, onPick }: CalendarDialogProps) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<BsDate>(() => startDay(value, todayIso()));
  const [today, setToday] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const headingId = useId();

  // a key moved the focused day (maybe into another month): focus follows it once it is drawn
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  function openCalendar() {
    const now = todayIso();
    setToday(now);
    setFocused(startDay(value, now));
    setOpen(true);
  }
  function pick(day: GridDay) {
    onPick(day.iso);
    setOpen(false);
  }
  function showMonth(year: number, month: number) {
    setFocused({ year, month, day: Math.min(focused.day, bsMonthLength(year, month) ?? 1) });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTableElement>, weeks: (GridDay | null)[][]) {
    if (event.key === 'Enter' || event.key === ' ') {
      const day = weeks.flat().find((cell) => isSameDay(cell?.bs ?? null, focused));
      if (day) pick(day);
      event.preventDefault();
      return;
    }
    const next = moveByKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  }

  const selected = bsDayOf(value);
  const weeks = monthWeeks(focused.year, focused.month) ?? [];
  const [bsHeading, adHeading] = (formatBsMonth(focused.year, focused.month, language) ?? '').split(' · ');
  const digits = (number: number) => localDigits(String(number), language);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonVariants({ variant: 'outline', size: 'icon', className: 'size-11' })}
        aria-label={t('dateField.calendar.open', { label })}
        aria-haspopup="dialog"
        onClick={openCalendar}
      >
        <CalendarDays aria-hidden="true" />
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={t('dateField.calendar.hint')}
        closeLabel={t('dateField.calendar.close')}
        size="sm"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div className="mt-4 flex items-center justify-between gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('dateField.calendar.previousMonth')}
            disabled={!hasMonth(focused.year, focused.month, -1)}
            onClick={() => setFocused(addMonths(focused, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h3 id={headingId} aria-live="polite" className="min-w-0 text-center font-semibold text-slate-900">
            {bsHeading}
            {adHeading ? (
              <>
                <span className="sr-only"> · </span>
                <span className="block text-sm font-normal text-slate-600">{adHeading}</span>
              </>
            ) : null}
          </h3>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('dateField.calendar.nextMonth')}
            disabled={!hasMonth(focused.year, focused.month, 1)}
            onClick={() => setFocused(addMonths(focused, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="mt-3 grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
          <select
            aria-label={t('dateField.month')}
            className={cn(selectClasses, 'px-2')}
            value={focused.month}
            onChange={(event) => showMonth(focused.year, Number(event.target.value))}
          >
            {BS_MONTHS[language].map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </select>
          <select
            aria-label={t('dateField.year')}
            className={cn(selectClasses, 'px-2')}
            value={focused.year}
            onChange={(event) => showMonth(Number(event.target.value), focused.month)}
          >
            {YEARS.map((year) => (
              <option key={year} value={year}>
                {digits(year)}
              </option>
            ))}
          </select>
        </div>
        <table
          ref={grid}
          role="grid"
          aria-labelledby={headingId}
          className="mt-3 w-full table-fixed border-separate border-spacing-1"
          onKeyDown={(event) => onKeyDown(event, weeks)}
        >
          <thead>
            <tr>
              {weekdayNames(language).map((weekday) => (
                <th
                  key={weekday.long}
                  scope="col"
                  abbr={weekday.long}
                  className="py-1 text-xs font-medium text-slate-600"
                >
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)!.iso}>
                {week.map((day, index) =>
                  day ? (
                    <DayCell
                      key={day.iso}
                      day={day}
                      isFocused={isSameDay(day.bs, focused)}
                      isSelected={isSameDay(day.bs, selected)}
                      isToday={day.iso === today}
                      onPick={() => pick(day)}
                    />
                  ) : (
                    <td key={index} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </FormDialog>
    </>
  );
}

interface DayCellProps {
  day: GridDay;
  isFocused: boolean;
  isSelected: boolean;
  isToday: boolean;
  onPick: () => void;
}

/** One day: the BS day large, the AD day small under it; named in full for screen readers. */
function DayCell({ day, isFocused, isSelected, isToday, onPick }: DayCellProps) {
  const { t, language } = useTranslation();
  const name = t('dateField.both', {
    bs: formatBsDate(day.iso, language, { weekday: true })!,
    ad: formatAdDate(day.iso, language),
  });
  return (
    <td
      tabIndex={isFocused ? 0 : -1}
      aria-selected={isSelected}
      aria-current={isToday ? 'date' : undefined}
      aria-label={isToday ? `${name} (${t('dateField.calendar.today')})` : name}
      onClick={onPick}
      className={cn(
        'h-11 cursor-pointer rounded-lg text-center leading-tight select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        isSelected ? 'bg-brand-700 text-white' : 'text-slate-900 hover:bg-brand-50',
        isToday && !isSelected && 'ring-2 ring-saffron-500 ring-inset',
      )}
    >
      <span aria-hidden="true" className="block text-base font-semibold">
        {localDigits(String(day.bs.day), language)}
      </span>
      <span aria-hidden="true" className={cn('block text-xs', isSelected ? 'text-white' : 'text-slate-600')}>
        {localDigits(String(day.ad.day), language)}
      </span>
    </td>
  );
}
