import { and, asc, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { BookingWeek } from '#contract/booking-schedule.ts';
import { addDays, nepalToday } from '#contract/format/dates.ts';
import type { Db } from '#server/db/client.ts';
import { availability, bookings } from '#server/db/schema/bookings.ts';
import { toCard, withNames } from './booking-reads.service.ts';
import { hoursOn, nepalInstant } from './slots.ts';

// The professional's week as the calendar view shows it: Sunday to Saturday in Nepal (Nepal's
// week starts on Sunday, Saturday is the day off), each day's working hours, and the bookings
// that start in it. Bookings that hold no time and never will (declined, expired, cancelled)
// stay in the lists only.

const GONE = ['declined', 'expired', 'cancelled'] as const;

/** The Sunday (a Nepal day) of the week holding `day`. */
export function weekStart(day: string): string {
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

/** GET /api/bookings/week: the week holding `from` (today in Nepal when absent). */
export async function bookingWeekOf(
  db: Db,
  professionalId: string,
  query: { from?: string | undefined },
  now = new Date(),
): Promise<BookingWeek> {
  const from = weekStart(query.from ?? nepalToday(now));
  const until = addDays(from, 7);
  const [time] = await db.select().from(availability).where(eq(availability.professionalId, professionalId));
  const rows = await withNames(db)
    .where(
      and(
        eq(bookings.professionalId, professionalId),
        notInArray(bookings.status, [...GONE]),
        gte(bookings.startsAt, new Date(nepalInstant(from, 0))),
        lt(bookings.startsAt, new Date(nepalInstant(until, 0))),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return {
    from,
    until,
    days: Array.from({ length: 7 }, (_, index) => {
      const date = addDays(from, index);
      return { date, hours: time ? hoursOn(time, date) : [] };
    }),
    bookings: rows.map((row) => toCard(row, 'professional')),
  };
}
