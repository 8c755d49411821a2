import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import type { Slot, Slots } from '#contract/bookings.ts';
import { BS_MONTHS, toBikramSambat } from '#contract/format/bikram-sambat.ts';
import { formatAdDate, nepalTime, weekdayNames } from '#contract/format/dates.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { cn } from '#web/lib/cn.ts';
import { useMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { slotsQueryOptions, SLOT_DAYS } from '../api/bookings-api.ts';
import type { BookableService } from '../lib/bookable-service.ts';
import { addDays, nepalToday, slotDayLabel, slotRange } from '../lib/nepal-slots.ts';

// the form brings zod and the place pickers: they load when a slot is chosen
const BookingFormDialog = lazy(() =>
  import('./booking-form-dialog.tsx').then((module) => ({ default: module.BookingFormDialog })),
);

/**
 * "Book a time" on a service: a week of days, BS and AD, and each day's free slots in Nepal time.
 * A professional without working hours gets no panel (the page offers a quote instead); the
 * owner sees none of their own.
 */
export function BookPanel({ service }: { service: BookableService }) {
  const { t } = useTranslation();
  const me = useMe();
  const headingId = useId();
  const today = nepalToday();
  const [from, setFrom] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const query = useQuery(slotsQueryOptions(service.id, from));
  const navigate = useNavigate();
  const location = useLocation();

  if (me.data?.user.id === service.professionalId) return null;
  if (query.data && !query.data.bookable) return null;

  function move(days: number) {
    const next = addDays(from, days);
    setFrom(next < today ? today : next);
    setDay(null);
  }

  function choose(slot: Slot) {
    if (!me.data) {
      void navigate(`/auth?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setChosen(slot);
  }

  const data = query.data;
  const days = data?.days ?? [];
  const selected = days.find((item) => item.date === day) ?? days.find((item) => item.slots.length) ?? days[0];
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50/40 p-3 sm:p-4"
      data-testid="book-panel"
    >
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        {t('bookings.slots.title')}
      </h4>
      {data ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('bookings.slots.intro', {
            duration: t('bookings.slots.minutes', { count: data.durationMinutes }),
          })}
        </p>
      ) : null}
      {!me.isPending && !me.data ? (
        <p className="mt-1 text-sm text-slate-700">{t('bookings.slots.signInNote')}</p>
      ) : null}

      {query.isError && !data ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <p>{t('bookings.slots.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('bookings.slots.retry')}
          </Button>
        </div>
      ) : !data ? (
        <SlotsSkeleton />
      ) : (
        <>
          <DayList days={data.days} selected={selected?.date ?? null} onSelect={setDay} />
          {days.every((item) => item.slots.length === 0) ? (
            <p className="mt-3 text-sm text-slate-700">{t('bookings.slots.noneThisWeek')}</p>
          ) : selected ? (
            <DaySlots date={selected.date} slots={selected.slots} onChoose={choose} />
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
      )}
      {chosen ? (
        <Suspense fallback={null}>
          <BookingFormDialog
            service={service}
            slot={chosen}
            open
            onOpenChange={(open) => {
              if (!open) setChosen(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
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

function DaySlots({ date, slots, onChoose }: { date: string; slots: Slot[]; onChoose: (slot: Slot) => void }) {
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
                  aria-label={t('bookings.slots.choose', { time, day })}
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
