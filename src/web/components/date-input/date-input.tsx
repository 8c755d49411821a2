import { useState } from 'react';
import { BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTHS } from '#contract/format/bikram-sambat.ts';
import { formatAdDate, formatBsDate } from '#contract/format/dates.ts';
import { localDigits } from '#contract/format/numbers.ts';
import type { Language, TranslateFunction } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { FieldControlProps } from '#web/components/ui/field.tsx';
import { selectClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { CalendarDialog } from './calendar-dialog.tsx';
import { adDayOf, draftOf, formValueOf, resolveDraft, type BsDraft, type BsDraftResult } from './bs-draft.ts';

interface DateInputProps {
  /** From Field: binds the label, hint and error to the AD input. */
  control: FieldControlProps;
  /** The field's label, which also names the BS controls ("Start Date in Bikram Sambat"). */
  label: string;
  name: string;
  /** What the form holds: "YYYY-MM-DD" (AD), '' or an unfinished BS date (bs-draft.ts). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A day picked in either calendar: the browser's date input (AD), a calendar dialog showing a BS
 * month with the AD day under each day, and the Bikram Sambat day, month and year, kept in step. Under them, the day in both calendars; an impossible BS date
 * is named at once, and the form holds a value its schema refuses until it is fixed.
 */
export function DateInput({ control, label, name, value, onChange }: DateInputProps) {
  const { t, language } = useTranslation();
  const [draft, setDraft] = useState<BsDraft>(() => draftOf(value, language));
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);

  // the AD input (or a reset) changed the value: show it in BS, unless the draft already says so
  if (value !== shown) {
    setShown(value);
    if (adDayOf(value) || value === '') {
      const typed = resolveDraft(draft);
      if (!(typed.kind === 'date' && typed.iso === value)) setDraft(draftOf(value, language));
    }
  }

  const result: BsDraftResult = resolveDraft(draft);
  function changeDraft(next: BsDraft) {
    setDraft(next);
    const nextValue = formValueOf(next);
    setShown(nextValue);
    onChange(nextValue);
  }
  const part = (key: keyof BsDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => changeDraft({ ...draft, [key]: event.target.value }),
  });

  const problem = bsProblemText(result, touched, t, language);
  const iso = adDayOf(value) ? value : '';
  const bsText = iso ? formatBsDate(iso, language) : null;
  const summaryId = `${control.id}-bs-summary`;
  const problemId = `${control.id}-bs-problem`;

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          {...control}
          type="date"
          name={name}
          value={iso}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-0 flex-1"
        />
        <CalendarDialog label={label} value={iso} onPick={onChange} />
      </div>
      <fieldset
        className="min-w-0"
        aria-describedby={[problem ? problemId : '', summaryId].join(' ').trim()}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setTouched(true);
        }}
      >
        <legend className="sr-only">{t('dateField.bsLegend', { label })}</legend>
        <div className="grid grid-cols-[auto_3.5rem_minmax(0,1fr)_4.5rem] items-center gap-2">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {t('dateField.bs')}
          </span>
          <Input
            {...part('day')}
            aria-label={t('dateField.day')}
            aria-invalid={result.kind === 'noSuchDay' || undefined}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            placeholder={t('dateField.day')}
            className="px-1 text-center"
          />
          <select {...part('month')} aria-label={t('dateField.month')} className={cn(selectClasses, 'px-2')}>
            <option value="">{t('dateField.month')}</option>
            {BS_MONTHS[language].map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
          <Input
            {...part('year')}
            aria-label={t('dateField.year')}
            aria-invalid={result.kind === 'outOfRange' || undefined}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder={t('dateField.year')}
            className="px-1 text-center"
          />
        </div>
      </fieldset>
      <p id={summaryId} className="text-sm text-slate-600" aria-live="polite">
        {iso
          ? bsText
            ? t('dateField.both', { bs: bsText, ad: formatAdDate(iso, language) })
            : t('dateField.noBs', { last: localDigits(String(BS_LAST_YEAR), language) })
          : null}
      </p>
      {problem ? (
        <p id={problemId} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The message for a BS date that is not a day, in the page's language; null when there is none to show. */
function bsProblemText(
  result: BsDraftResult,
  touched: boolean,
  t: TranslateFunction,
  language: Language,
): string | null {
  switch (result.kind) {
    case 'noSuchDay':
      return t('dateField.errors.noSuchDay', {
        month: BS_MONTHS[language][result.month - 1]!,
        year: localDigits(String(result.year), language),
        days: result.days,
        day: result.day,
      });
    case 'outOfRange':
      return t('dateField.errors.outOfRange', {
        first: localDigits(String(BS_FIRST_YEAR), language),
        last: localDigits(String(BS_LAST_YEAR), language),
      });
    case 'incomplete':
      // while someone is still typing, an unfinished date is not yet a mistake
      return touched ? t('dateField.errors.incomplete') : null;
    default:
      return null;
  }
}
