import { eq } from 'drizzle-orm';
import type { Availability, AvailabilityValues } from '#contract/bookings.ts';
import { nepalToday } from '#contract/format/dates.ts';
import type { Db } from '#server/db/client.ts';
import { availability } from '#server/db/schema/bookings.ts';

// A professional's working time: one row, replaced whole by the form.

/** What the form starts from before the first save: Sunday to Friday, 10:00–17:00. */
const FIRST_AVAILABILITY: Omit<Availability, 'configured'> = {
  weeklyHours: [0, 1, 2, 3, 4, 5].map((day) => ({ day, start: '10:00', end: '17:00' })),
  exceptions: [],
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  leadMinutes: 120,
  horizonDays: 30,
  meetingLink: null,
};

export async function availabilityOf(db: Db, professionalId: string): Promise<Availability> {
  const [row] = await db.select().from(availability).where(eq(availability.professionalId, professionalId));
  if (!row) return { configured: false, ...FIRST_AVAILABILITY };
  return {
    configured: true,
    weeklyHours: row.weeklyHours,
    exceptions: row.exceptions,
    durationMinutes: row.durationMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    leadMinutes: row.leadMinutes,
    horizonDays: row.horizonDays,
    meetingLink: row.meetingLink,
  };
}

/** Replaces the professional's working time; exceptions of days already past are dropped. */
export async function saveAvailability(
  db: Db,
  professionalId: string,
  values: AvailabilityValues,
  now = new Date(),
): Promise<Availability> {
  const today = nepalToday(now);
  const sorted = [...values.weeklyHours].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
  const exceptions = values.exceptions
    .filter((exception) => exception.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const row = { ...values, weeklyHours: sorted, exceptions };
  await db
    .insert(availability)
    .values({ professionalId, ...row })
    .onConflictDoUpdate({ target: availability.professionalId, set: row });
  return availabilityOf(db, professionalId);
}
