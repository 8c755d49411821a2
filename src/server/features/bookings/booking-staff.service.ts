import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { HOLDING_STATUSES } from '#contract/bookings.ts';
import { isUuid } from '#contract/ids.ts';
import {
  STAFF_BOOKINGS_PAGE_SIZE,
  type ProfessionalRecord,
  type StaffBooking,
  type StaffBookingList,
} from '#contract/staff-bookings.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { escapeLike } from '#server/lib/like.ts';
import { nudgeBookingNotices } from './booking-notices.ts';
import { bookingFor, toCard, withNames } from './booking-reads.service.ts';
import { closePendingReschedule } from './reschedule-closing.ts';

// The staff console's Bookings tab (decision 044): look any booking up, read its timeline beside
// its professional's record, and call it off with a reason that the audit log keeps.

/** Which bookings `q` names: a booking's or a party's id, or a party's e-mail or name. */
function matching(db: Db, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (isUuid(text)) {
    return or(eq(bookings.id, text), eq(bookings.clientId, text), eq(bookings.professionalId, text));
  }
  const pattern = `%${escapeLike(text)}%`;
  const people = db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      or(
        eq(sql`lower(${users.email})`, text.toLowerCase()),
        ilike(users.name, pattern),
        ilike(profiles.fullName, pattern),
      ),
    );
  return or(inArray(bookings.clientId, people), inArray(bookings.professionalId, people));
}

/** Each professional's cancellations and bookings taken on, all time, from the timelines. */
async function recordsOf(db: Db, professionalIds: string[]): Promise<Map<string, ProfessionalRecord>> {
  const records = new Map<string, ProfessionalRecord>();
  if (professionalIds.length === 0) return records;
  const rows = await db
    .select({
      professionalId: bookings.professionalId,
      cancellations: sql<number>`count(*) filter (where ${bookingEvents.status} = 'cancelled' and ${bookingEvents.actor} = 'professional')::int`,
      accepted: sql<number>`count(*) filter (where ${bookingEvents.status} = 'accepted')::int`,
    })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(inArray(bookings.professionalId, professionalIds))
    .groupBy(bookings.professionalId);
  for (const row of rows) records.set(row.professionalId, { cancellations: row.cancellations, accepted: row.accepted });
  return records;
}

const NO_RECORD: ProfessionalRecord = { cancellations: 0, accepted: 0 };

/** GET /api/staff/bookings: one page, newest first, of every booking or those `q` names. */
export async function findBookings(db: Db, query: { q?: string | undefined; page: number }): Promise<StaffBookingList> {
  const rows = await withNames(db)
    .where(matching(db, query.q))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(STAFF_BOOKINGS_PAGE_SIZE + 1)
    .offset((query.page - 1) * STAFF_BOOKINGS_PAGE_SIZE);
  const page = rows.slice(0, STAFF_BOOKINGS_PAGE_SIZE);
  const records = await recordsOf(db, [...new Set(page.map((row) => row.booking.professionalId))]);
  return {
    items: page.map((row) => ({
      ...toCard(row, 'staff'),
      professionalRecord: records.get(row.booking.professionalId) ?? NO_RECORD,
    })),
    page: query.page,
    hasMore: rows.length > STAFF_BOOKINGS_PAGE_SIZE,
  };
}

/** GET /api/staff/bookings/{id}: the booking with its timeline and its professional's record. */
export async function staffBooking(db: Db, staffId: string, id: string, now = new Date()): Promise<StaffBooking> {
  const booking = await bookingFor(db, id, { userId: staffId, staff: true }, now);
  const records = await recordsOf(db, [booking.professional.id]);
  return { ...booking, professionalRecord: records.get(booking.professional.id) ?? NO_RECORD };
}

/**
 * POST /api/staff/bookings/{id}/cancel: staff call off a booking that still holds time, at any
 * moment, with a reason both parties are sent. One conditional UPDATE, as for the parties' moves,
 * with its timeline event and audit entry in the same transaction.
 */
export async function cancelByStaff(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'logger'>,
  actor: { id: string; email: string },
  id: string,
  reason: string,
  now = new Date(),
): Promise<StaffBooking> {
  const { db } = deps;
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', expiresAt: null })
      .where(and(eq(bookings.id, id), inArray(bookings.status, [...HOLDING_STATUSES])))
      .returning({ id: bookings.id, status: bookings.status });
    if (!row) return false;
    await tx
      .insert(bookingEvents)
      .values({ bookingId: id, status: 'cancelled', actor: 'staff', actorId: actor.id, reason });
    await closePendingReschedule(tx, id, now);
    await recordAudit(tx, { actor, action: 'booking.cancel', itemKind: 'booking', itemId: id, reason });
    return true;
  });
  if (!cancelled) {
    const [exists] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
    throw exists
      ? new AppError('CONFLICT', 'bookings.errors.cannotCancel')
      : new AppError('NOT_FOUND', 'bookings.errors.notFound');
  }
  await nudgeBookingNotices(deps);
  return staffBooking(db, actor.id, id, now);
}
