import { Trash2 } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { HoursRange } from '../lib/availability-form.ts';

interface HoursRangeRowProps {
  /** Unique prefix of the inputs' ids. */
  id: string;
  range: HoursRange;
  /** Names the row for screen readers: "Sunday", a date. */
  dayName: string;
  onChange: (range: HoursRange) => void;
  onRemove: () => void;
}

/** From and To as the browser's time inputs (HH:MM, Nepal time), and a button that removes the range. */
export function HoursRangeRow({ id, range, dayName, onChange, onRemove }: HoursRangeRowProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end gap-2" data-testid="hours-range">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={`${id}-start`} className="text-xs">
          {t('bookings.availability.from')}
        </Label>
        <Input
          id={`${id}-start`}
          type="time"
          value={range.start}
          onChange={(event) => onChange({ ...range, start: event.target.value })}
          className="h-10 px-2"
        />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={`${id}-end`} className="text-xs">
          {t('bookings.availability.to')}
        </Label>
        <Input
          id={`${id}-end`}
          type="time"
          value={range.end}
          onChange={(event) => onChange({ ...range, end: event.target.value })}
          className="h-10 px-2"
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onRemove}
        aria-label={t('bookings.availability.removeHours', { day: dayName, start: range.start, end: range.end })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
