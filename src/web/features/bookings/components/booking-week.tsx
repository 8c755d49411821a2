import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BookingWeek } from '#contract/booking-schedule.ts';
import type { BookingStatus } from '#contract/bookings.ts';
import { BS_MONTHS, toBikramSambat } from '#contract/format/bikram-sambat.ts';
import { addDays, formatAdDate, nepalTime, nepalToday, weekdayNames } from '#contract/format/dates.ts';
import { localDigits, type Language } from '#contract/format/numbers.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { bookingWeekQueryOptions } from '../api/schedule-api.ts';
import { slotRange } from '../lib/nepal-slots.ts';
import { bookingsOn, clockMinutes, placeOf, visibleHours, weekStartOf } from '../lib/week.ts';

// The professional's week, Sunday to Saturday in Nepal: seven columns of the day's hours on a
// wide screen; on a phone one day at a time, picked from the seven. Working hours are shaded, a
// request is dashed and an accepted booking solid, each with its status in words, and every
// booking is a link to its page, in day and time order for the keyboard.

const PX_PER_MINUTE = 56 / 60;

const TONES: Partial<Record<BookingStatus, string>> = {
  requested: 'border-2 border-dashed border-amber-700 bg-amber-50 text-amber-950',
  accepted: 'border-2 border-emerald-700 bg-emerald-100 text-emerald-950',
  no_show: 'border border-red-500 bg-red-50 text-red-950',
};
const DONE_TONE = 'border border-slate-400 bg-white text-slate-800';

/** A day's heading parts: weekday, BS and AD dates in the reader's language. */
function dayParts(date: string, language: Language) {
  const time = nepalTime(date)!;
  const names = weekdayNames(language)[time.weekday]!;
  const bs = toBikramSambat(time);
  const bsText = bs
    ? language === 'ne'
      ? localDigits(`${BS_MONTHS.ne[bs.month - 1]} ${bs.day}`, language)
      : `${bs.day} ${BS_MONTHS.en[bs.month - 1]}`
    : '';
  return {
    short: names.short,
    long: names.long,
    bs: bsText,
    bsDay: bs ? localDigits(String(bs.day), language) : '',
    ad: formatAdDate(date, language, { year: false }),
  };
}

export function BookingWeekView({ from, onWeek }: { from: string | null; onWeek: (from: string | null) => void }) {
  const { t, language } = useTranslation();
  const today = nepalToday();
  const start = weekStartOf(from ?? today);
  const query = useQuery(bookingWeekQueryOptions(start));
  const first = dayParts(start, language);
  const last = dayParts(addDays(start, 6), language);
  return (
    <section aria-labelledby="week-title" data-testid="booking-week" data-from={start}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="week-title" className="text-lg font-semibold text-slate-900">
          {t('bookings.week.title', { from: `${first.bs} · ${first.ad}`, until: `${last.bs} · ${last.ad}` })}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            onClick={() => onWeek(addDays(start, -7))}
            aria-label={t('bookings.week.previous')}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => onWeek(null)} disabled={start === weekStartOf(today)}>
            {t('bookings.week.thisWeek')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={() => onWeek(addDays(start, 7))}
            aria-label={t('bookings.week.next')}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Legend />
      <QueryView
        query={query}
        failedKey="bookings.week.loadFailed"
        failedClassName="mt-4"
        loading={
          <LoadingStatus className="mt-4">
            <Skeleton className="h-96 w-full" />
          </LoadingStatus>
        }
      >
        {(week) => <WeekGrid key={week.from} week={week} today={today} busy={query.isFetching} />}
      </QueryView>
    </section>
  );
}

function Legend() {
  const { t } = useTranslation();
  const items = [
    { key: 'bookings.status.requested', tone: TONES.requested },
    { key: 'bookings.status.accepted', tone: TONES.accepted },
    { key: 'bookings.status.completed', tone: DONE_TONE },
    { key: 'bookings.week.working', tone: 'border border-emerald-200 bg-emerald-50' },
  ] as const;
  return (
    <ul aria-label={t('bookings.week.legend')} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {items.map((item) => (
        <li key={item.key} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('inline-block size-3.5 rounded-sm', item.tone)} />
          {t(item.key)}
        </li>
      ))}
    </ul>
  );
}

function WeekGrid({ week, today, busy }: { week: BookingWeek; today: string; busy: boolean }) {
  const { t, language } = useTranslation();
  const inWeek = week.days.some((day) => day.date === today);
  const [selected, setSelected] = useState(inWeek ? today : week.from);
  const range = visibleHours(week);
  const height = (range.until - range.from) * PX_PER_MINUTE;
  const hours = Array.from({ length: (range.until - range.from) / 60 }, (_, index) => range.from + index * 60);
  return (
    <div className="mt-4" aria-busy={busy || undefined} data-week={week.from}>
      <div role="group" aria-label={t('bookings.week.days')} className="grid grid-cols-7 gap-1 md:hidden">
        {week.days.map((day) => {
          const parts = dayParts(day.date, language);
          const count = bookingsOn(week, day.date).length;
          return (
            <button
              key={day.date}
              type="button"
              aria-pressed={day.date === selected}
              data-picker-day={day.date}
              onClick={() => setSelected(day.date)}
              className={cn(
                'flex min-h-12 flex-col items-center justify-center rounded-lg border text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                day.date === selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              <span>{parts.short}</span>
              <span className="font-semibold">{parts.bsDay}</span>
              <span className="sr-only">
                {parts.long}, {parts.bs} · {parts.ad}, {t('bookings.week.bookings', { count })}
              </span>
              {count > 0 ? <span aria-hidden="true" className="mt-0.5 size-1.5 rounded-full bg-current" /> : null}
            </button>
          );
        })}
      </div>
      <div className="mt-3 grid grid-cols-[2.75rem_minmax(0,1fr)] md:grid-cols-[2.75rem_repeat(7,minmax(0,1fr))]">
        <div aria-hidden="true" className="pt-16">
          <div className="relative" style={{ height }}>
            {hours.map((minute) => (
              <span
                key={minute}
                className="absolute -translate-y-1/2 text-xs text-slate-600"
                style={{ top: (minute - range.from) * PX_PER_MINUTE }}
              >
                {minute > range.from ? localDigits(`${String(minute / 60).padStart(2, '0')}:00`, language) : ''}
              </span>
            ))}
          </div>
        </div>
        {week.days.map((day) => (
          <DayColumn
            key={day.date}
            week={week}
            day={day}
            range={range}
            height={height}
            hidden={day.date !== selected}
            isToday={day.date === today}
          />
        ))}
      </div>
    </div>
  );
}

interface DayColumnProps {
  week: BookingWeek;
  day: BookingWeek['days'][number];
  range: { from: number; until: number };
  height: number;
  /** Hidden on a phone (another day is picked); every column shows on a wide screen. */
  hidden: boolean;
  isToday: boolean;
}

function DayColumn({ week, day, range, height, hidden, isToday }: DayColumnProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const parts = dayParts(day.date, language);
  const bookings = bookingsOn(week, day.date);
  const top = (minute: number) => (Math.max(minute, range.from) - range.from) * PX_PER_MINUTE;
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 border-l border-slate-200', hidden ? 'hidden md:block' : 'block')}
      data-day={day.date}
    >
      <h3
        id={id}
        className={cn(
          'flex h-16 flex-col justify-center px-1.5 text-xs leading-tight',
          isToday ? 'text-brand-800' : 'text-slate-700',
        )}
      >
        <span className="font-semibold text-sm">{parts.short}</span>
        <span>{parts.bs}</span>
        <span>{parts.ad}</span>
      </h3>
      <div className="relative border-t border-slate-200 bg-slate-100" style={{ height }}>
        {day.hours.map((hours) => (
          <div
            key={hours.start}
            aria-hidden="true"
            className="absolute inset-x-0 border-y border-emerald-200 bg-emerald-50"
            style={{
              top: top(clockMinutes(hours.start)),
              height: top(clockMinutes(hours.end)) - top(clockMinutes(hours.start)),
            }}
          />
        ))}
        <p className="sr-only">
          {t('bookings.week.working')}:{' '}
          {day.hours
            .map((hours) => `${localDigits(hours.start, language)}–${localDigits(hours.end, language)}`)
            .join(', ') || t('bookings.availability.closed')}
        </p>
        {bookings.length === 0 ? (
          <p className="relative px-2 pt-2 text-xs text-slate-600 md:sr-only">{t('bookings.week.noneThisDay')}</p>
        ) : (
          <ol>
            {bookings.map((booking) => {
              const place = placeOf(booking);
              return (
                <li key={booking.id}>
                  <Link
                    to={`/bookings/${booking.id}`}
                    data-booking={booking.id}
                    data-status={booking.status}
                    className={cn(
                      'absolute inset-x-0.5 overflow-hidden rounded-md px-1.5 py-0.5 text-xs leading-tight hover:z-10 hover:shadow focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                      TONES[booking.status] ?? DONE_TONE,
                    )}
                    style={{ top: top(place.start), height: Math.max(24, top(place.end) - top(place.start)) }}
                  >
                    <span className="block font-semibold">{slotRange(booking, language)}</span>
                    <span className="block truncate">{booking.client.name}</span>
                    <span className="block truncate">
                      {(language === 'ne' && booking.serviceTitleNe) || booking.serviceTitle}
                    </span>
                    <span className="block truncate italic">{t(`bookings.status.${booking.status}`)}</span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
