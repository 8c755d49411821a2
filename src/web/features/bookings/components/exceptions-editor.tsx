import { Plus, Trash2 } from 'lucide-react';
import { addDays, formatDate, nepalToday } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { DateInput } from '#web/components/date-input/date-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { DEFAULT_RANGE, nextRange, type ExceptionValue } from '../lib/availability-form.ts';
import { HoursRangeRow } from './hours-range-row.tsx';

interface ExceptionsEditorProps {
  value: ExceptionValue[];
  onChange: (value: ExceptionValue[]) => void;
  error: string | undefined;
}

/** Dates that differ from the week: a day off (no hours) or other hours on that date. */
export function ExceptionsEditor({ value, onChange, error }: ExceptionsEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, next: ExceptionValue) =>
    onChange(value.map((item, at) => (at === index ? next : item)));

  function add() {
    // the first free date from tomorrow
    let date = addDays(nepalToday(), 1);
    while (value.some((item) => item.date === date)) date = addDays(date, 1);
    onChange([...value, { date, hours: [] }]);
  }

  return (
    <fieldset
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4"
      aria-describedby={error ? 'exceptions-error' : 'exceptions-hint'}
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">{t('bookings.availability.exceptions')}</legend>
      <p id="exceptions-hint" className="text-sm text-slate-600">
        {t('bookings.availability.exceptionsHint')}
      </p>
      {error ? (
        <p id="exceptions-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ul className="mt-3 space-y-4">
        {value.map((exception, index) => (
          <ExceptionRow
            key={index}
            index={index}
            exception={exception}
            onChange={(next) => update(index, next)}
            onRemove={() => onChange(value.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="mt-3" onClick={add}>
        <Plus aria-hidden="true" />
        {t('bookings.availability.addException')}
      </Button>
    </fieldset>
  );
}

function ExceptionRow({
  index,
  exception,
  onChange,
  onRemove,
}: {
  index: number;
  exception: ExceptionValue;
  onChange: (next: ExceptionValue) => void;
  onRemove: () => void;
}) {
  const { t, language } = useTranslation();
  const dayName = formatDate(exception.date, language);
  const isDayOff = exception.hours.length === 0;
  const radioName = `exception-${index}-kind`;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="exception">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Field id={`exception-${index}-date`} label={t('bookings.availability.date')}>
            {(control) => (
              <DateInput
                control={control}
                label={t('bookings.availability.date')}
                name={`exception-${index}-date`}
                value={exception.date}
                onChange={(date) => onChange({ ...exception, date })}
              />
            )}
          </Field>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={t('bookings.availability.removeException', { date: dayName })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div role="radiogroup" aria-label={dayName} className="mt-3 flex flex-wrap gap-4 text-sm">
        <label className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={radioName}
            checked={isDayOff}
            onChange={() => onChange({ ...exception, hours: [] })}
            className="size-4 accent-brand-700"
          />
          {t('bookings.availability.dayOff')}
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={radioName}
            checked={!isDayOff}
            onChange={() => onChange({ ...exception, hours: [DEFAULT_RANGE] })}
            className="size-4 accent-brand-700"
          />
          {t('bookings.availability.otherHours')}
        </label>
      </div>
      {!isDayOff ? (
        <div className="mt-2 space-y-2">
          {exception.hours.map((range, at) => (
            <HoursRangeRow
              key={at}
              id={`exception-${index}-${at}`}
              range={range}
              dayName={dayName}
              onChange={(changed) =>
                onChange({ ...exception, hours: exception.hours.map((item, i) => (i === at ? changed : item)) })
              }
              onRemove={() => onChange({ ...exception, hours: exception.hours.filter((_, i) => i !== at) })}
            />
          ))}
          {nextRange(exception.hours) ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...exception, hours: [...exception.hours, nextRange(exception.hours)!] })}
              aria-label={t('bookings.availability.addHoursOn', { day: dayName })}
            >
              <Plus aria-hidden="true" />
              {t('bookings.availability.addHours')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
