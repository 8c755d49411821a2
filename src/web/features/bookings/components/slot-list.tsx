import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Slot, Slots } from '#contract/bookings.ts';
import { BS_MONTHS, toBikramSambat } from '#contract/format/bikram-sambat.ts';
import { addDays, formatAdDate, nepalTime, nepalToday, weekdayNames } from '#contract/format/dates.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { cn } from '#web/lib/cn.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { slotsQueryOptions, SLOT_DAYS } from '../api/bookings-api.ts';
import { slotDayLabel, slotRange } from '../lib/nepal-slots.ts';

interface SlotListProps {
  serviceId: string;
  onChoose: (slot: Slot) => void;
  /** The slot chosen so far, shown pressed (a picker); none for slots that act at once. */
  chosen?: string | null;
  /** The slot buttons' accessible name: `time` and `day` are filled in. */
  chooseKey?: MessageKey;
}

/**
 * A service's free slots a week at a time: the days, BS and AD, and the chosen day's slots in
 * Nepal time, with earlier and next days. "Book a time" and "Propose another time" both use it.
 */
export function SlotList({ serviceId, onChoose, chosen, chooseKey = 'bookings.slots.choose' }: SlotListProps) {
  const { t } = useTranslation();
  const today = nepalToday();
  const [from, setFrom] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const query = useQuery(slotsQueryOptions(serviceId, from));

  function move(days: number) {
    const next = addDays(from, days);
    setFrom(next < today ? today : next);
    setDay(null);
  }

  const data = query.data;
  const days = data?.days ?? [];
  const selected = days.find((item) => item.date === day) ?? days.find((item) => item.slots.length) ?? days[0];
  if (query.isError && !data) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-800">
        <p>{t('bookings.slots.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('bookings.slots.retry')}
        </Button>
      </div>
    );
  }
  if (!data) return <SlotsSkeleton />;
  return (
    <>
      <DayList days={data.days} selected={selected?.date ?? null} onSelect={setDay} />
      {days.every((item) => item.slots.length === 0) ? (
        <p className="mt-3 text-sm text-slate-700">{t('bookings.slots.noneThisWeek')}</p>
      ) : selected ? (
        <DaySlots
          date={selected.date}
          slots={selected.slots}
          onChoose={onChoose}
          chosen={chosen}
          chooseKey={chooseKey}
        />
      ) : null}
      <div className="mt-3 flex justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => move(-SLOT_DAYS)} disabled={from <= today}>
          <ChevronLeft aria-hidden="true" />
          {t('bookings.slots.earlier')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => move(SLOT_DAYS)} disabled={query.isFetching}>
          {t('bookings.slots.later')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </>
  );
}

function SlotsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-3 space-y-3">
      <span className="sr-only">{t('bookings.slots.loading')}</span>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {Array.from({ length: SLOT_DAYS }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    </div>
  );
}

/** The week's days as toggle buttons: short weekday, BS day and month, AD day and month. */
function DayList({
  days,
  selected,
  onSelect,
}: {
  days: Slots['days'];
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const { t, language } = useTranslation();
  return (
    <ul aria-label={t('bookings.slots.days')} className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
      {days.map(({ date, slots }) => {
        const time = nepalTime(date);
        const bs = time && toBikramSambat(time);
        const isSelected = date === selected;
        return (
          <li key={date}>
            <button
              type="button"
              aria-pressed={isSelected}
              aria-label={slotDayLabel(date, language)}
              onClick={() => onSelect(date)}
              className={cn(
                'flex w-full flex-col items-center rounded-lg border px-1 py-1.5 text-center text-xs leading-tight',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isSelected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : slots.length
                    ? 'border-slate-300 bg-white text-slate-900 hover:border-brand-600'
                    : 'border-slate-200 bg-slate-50 text-slate-600',
              )}
            >
              <span className="font-semibold">{time ? weekdayNames(language)[time.weekday]!.short : date}</span>
              {bs ? (
                <span className="text-sm font-bold">
                  {localDigits(`${bs.day} ${BS_MONTHS[language][bs.month - 1]}`, language)}
                </span>
              ) : null}
              <span>{formatAdDate(date, language, { year: false })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function DaySlots({
  date,
  slots,
  onChoose,
  chosen,
  chooseKey,
}: {
  date: string;
  slots: Slot[];
  onChoose: (slot: Slot) => void;
  chosen: string | null | undefined;
  chooseKey: MessageKey;
}) {
  const { t, language } = useTranslation();
  const headingId = useId();
  const day = slotDayLabel(date, language);
  return (
    <div className="mt-3">
      <h5 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('bookings.slots.slotsOf', { day })}
      </h5>
      {slots.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('bookings.slots.noneThisDay')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {slots.map((slot) => {
            const time = slotRange(slot, language);
            return (
              <li key={slot.startsAt}>
                <Button
                  variant="outline"
                  className="w-full tabular-nums"
                  onClick={() => onChoose(slot)}
                  aria-label={t(chooseKey, { time, day })}
                  aria-pressed={chosen === undefined ? undefined : chosen === slot.startsAt}
                  data-slot={slot.startsAt}
                >
                  {time}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
