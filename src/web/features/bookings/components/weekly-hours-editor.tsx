import { Plus } from 'lucide-react';
import { weekdayNames } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { addWeeklyRange, nextRange, replaceWeeklyRange, type WeeklyRange } from '../lib/availability-form.ts';
import { HoursRangeRow } from './hours-range-row.tsx';

interface WeeklyHoursEditorProps {
  value: WeeklyRange[];
  onChange: (value: WeeklyRange[]) => void;
  /** Already translated. */
  error: string | undefined;
}

/** Each weekday from Sunday with its working hours in Nepal time; a day without any is not worked. */
export function WeeklyHoursEditor({ value, onChange, error }: WeeklyHoursEditorProps) {
  const { t, language } = useTranslation();
  const days = weekdayNames(language);
  return (
    <fieldset
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4"
      aria-describedby={error ? 'weekly-error' : undefined}
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">{t('bookings.availability.weekly')}</legend>
      {error ? (
        <p id="weekly-error" role="alert" className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {days.map((names, day) => {
          const ranges = value.filter((item) => item.day === day);
          return (
            <li key={names.long} className="py-3 sm:flex sm:gap-4" data-weekday={day}>
              <p className="w-28 shrink-0 pt-1 font-medium text-slate-900">{names.long}</p>
              <div className="mt-1 min-w-0 flex-1 space-y-2 sm:mt-0">
                {ranges.length === 0 ? (
                  <p className="text-sm text-slate-600">{t('bookings.availability.closed')}</p>
                ) : (
                  ranges.map((range, index) => (
                    <HoursRangeRow
                      key={index}
                      id={`weekly-${day}-${index}`}
                      range={range}
                      dayName={names.long}
                      onChange={(changed) => onChange(replaceWeeklyRange(value, range, { ...changed, day }))}
                      onRemove={() => onChange(value.filter((item) => item !== range))}
                    />
                  ))
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!nextRange(ranges)}
                  onClick={() => onChange(addWeeklyRange(value, day))}
                  aria-label={t('bookings.availability.addHoursOn', { day: names.long })}
                >
                  <Plus aria-hidden="true" />
                  {t('bookings.availability.addHours')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
