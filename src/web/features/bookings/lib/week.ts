import type { BookingWeek } from '#contract/booking-schedule.ts';
import { addDays, nepalToday } from '#contract/format/dates.ts';

// The week view's arithmetic, all on Nepal's clock: which Sunday starts a week, which day a
// booking falls on, and which hours the day columns show (the working hours and every booking,
// in whole hours; office hours when the week has neither).

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const OFFICE = { from: 9 * 60, until: 17 * 60 };

type WeekBooking = BookingWeek['bookings'][number];

/** The Sunday of the Nepal week holding `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

/** The Nepal day an instant falls on. */
export const nepalDayOfInstant = (instant: string) => nepalToday(Date.parse(instant));

/** Minutes after Nepal's midnight of `day` at an instant (may be negative or past 24:00). */
export function minutesInto(day: string, instant: string): number {
  return (Date.parse(instant) - Date.parse(`${day}T00:00:00+05:45`)) / MINUTE_MS;
}

export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The bookings starting on a day, in order. */
export function bookingsOn(week: BookingWeek, day: string): WeekBooking[] {
  return week.bookings.filter((booking) => nepalDayOfInstant(booking.startsAt) === day);
}

/** Where a booking sits in its day: minutes from midnight to its start and end (cut at midnight). */
export function placeOf(booking: WeekBooking): { start: number; end: number } {
  const day = nepalDayOfInstant(booking.startsAt);
  return {
    start: minutesInto(day, booking.startsAt),
    end: Math.min(DAY_MINUTES, minutesInto(day, booking.endsAt)),
  };
}

/** The hours the columns show, in minutes from midnight, widened to whole hours. */
export function visibleHours(week: BookingWeek): { from: number; until: number } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const day of week.days) {
    for (const hours of day.hours) {
      starts.push(clockMinutes(hours.start));
      ends.push(clockMinutes(hours.end));
    }
  }
  for (const booking of week.bookings) {
    const place = placeOf(booking);
    starts.push(place.start);
    ends.push(place.end);
  }
  if (starts.length === 0) return OFFICE;
  return {
    from: Math.floor(Math.min(...starts) / 60) * 60,
    until: Math.min(DAY_MINUTES, Math.ceil(Math.max(...ends) / 60) * 60),
  };
}
