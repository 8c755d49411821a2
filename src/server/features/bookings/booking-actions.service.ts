import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Booking, BookingAction, BookingStatus } from '#contract/bookings.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { availability, bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertProfessionalVisible, assertPubliclyVisible } from '#server/lib/visibility.ts';
import { recordWorkDone } from './booking-engagement.ts';
import { nudgeBookingNotices } from './booking-notices.ts';
import { bookingFor, roleOf } from './booking-reads.service.ts';
import { closePendingReschedule } from './reschedule-closing.ts';

// The parties' moves of a booking (docs/decisions/044-bookings.md). Each is one conditional
// UPDATE: it changes the row only if the booking is still where the move starts from, so two
// moves at once (accept and cancel, two tabs) leave exactly one of them done and the other refused.

interface Move {
  by: 'client' | 'professional' | 'either';
  from: BookingStatus[];
  to: BookingStatus;
  /** Why it is refused when the booking is elsewhere. */
  refusal: string;
  /** Further conditions on the row at `now` (a request not expired, a slot started), each with its refusal. */
  when?: (now: Date) => { holds: SQL; refusal: string }[];
}

const MOVES: Record<BookingAction, Move> = {
  accept: {
    by: 'professional',
    from: ['requested'],
    to: 'accepted',
    refusal: 'bookings.errors.notWaiting',
    when: (now) => [{ holds: gt(bookings.expiresAt, now), refusal: 'bookings.errors.expired' }],
  },
  decline: {
    by: 'professional',
    from: ['requested'],
    to: 'declined',
    refusal: 'bookings.errors.notWaiting',
    when: (now) => [{ holds: gt(bookings.expiresAt, now), refusal: 'bookings.errors.expired' }],
  },
  cancel: {
    by: 'either',
    from: ['requested', 'accepted'],
    to: 'cancelled',
    refusal: 'bookings.errors.cannotCancel',
    when: (now) => [{ holds: gt(bookings.startsAt, now), refusal: 'bookings.errors.cannotCancel' }],
  },
  complete: {
    by: 'professional',
    from: ['accepted'],
    to: 'completed',
    refusal: 'bookings.errors.notAccepted',
    when: (now) => [{ holds: lte(bookings.startsAt, now), refusal: 'bookings.errors.notStarted' }],
  },
  confirm: { by: 'client', from: ['completed'], to: 'confirmed', refusal: 'bookings.errors.notCompleted' },
  // the reporter says the other side did not come; the slot has begun, so no future time is freed
  no_show: {
    by: 'either',
    from: ['accepted'],
    to: 'no_show',
    refusal: 'bookings.errors.cannotReportNoShow',
    when: (now) => [{ holds: lte(bookings.startsAt, now), refusal: 'bookings.errors.noShowTooEarly' }],
  },
};

/** A meeting link for an accepted online booking: the one given, else the professional's usual one. */
async function meetingLinkFor(
  db: Db,
  professionalId: string,
  given: string | null | undefined,
): Promise<string | null> {
  if (given) return given;
  const [row] = await db
    .select({ link: availability.meetingLink })
    .from(availability)
    .where(eq(availability.professionalId, professionalId));
  return row?.link ?? null;
}

/** 410 when the service (or its professional) is hidden: nobody takes on work through a removed listing. */
export async function assertServiceVisible(db: Db, serviceId: string | null, professionalId: string): Promise<void> {
  await assertProfessionalVisible(db, professionalId);
  if (!serviceId) return;
  const [service] = await db.select({ hiddenAt: services.hiddenAt }).from(services).where(eq(services.id, serviceId));
  if (service) assertPubliclyVisible(service);
}

/** POST /api/bookings/{id}/actions: a party moves their booking; 404 for anyone else, 409 when the move is not open. */
export async function actOnBooking(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'logger'>,
  bookingId: string,
  userId: string,
  input: { action: BookingAction; reason?: string | undefined; meetingLink?: string | null | undefined },
  now = new Date(),
): Promise<Booking> {
  const { db } = deps;
  if (!isUuid(bookingId)) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const role = booking ? roleOf(booking, userId) : null;
  if (!booking || !role) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');

  const move = MOVES[input.action];
  if (move.by !== 'either' && move.by !== role) {
    throw new AppError(
      'FORBIDDEN',
      move.by === 'client' ? 'bookings.errors.clientOnly' : 'bookings.errors.professionalOnly',
    );
  }
  const reason = input.reason?.trim() || null;
  if (input.action === 'cancel' && role === 'professional' && !reason) {
    throw new AppError('VALIDATION_ERROR', 'bookings.errors.reasonRequired');
  }
  if (input.action === 'accept') await assertServiceVisible(db, booking.serviceId, booking.professionalId);

  const conditions = move.when?.(now) ?? [];
  const meetingLink =
    input.action === 'accept' && booking.format !== 'in-person'
      ? await meetingLinkFor(db, booking.professionalId, input.meetingLink)
      : booking.meetingLink;
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status: move.to,
        meetingLink,
        // a request's deadline ends with its answer
        expiresAt: move.to === 'requested' ? booking.expiresAt : null,
      })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, move.from), ...conditions.map((c) => c.holds)))
      .returning();
    if (!row) return null;
    await tx.insert(bookingEvents).values({ bookingId, status: move.to, actor: role, actorId: userId, reason });
    if (move.to === 'confirmed') await recordWorkDone(tx, row);
    // every move out of `accepted` ends the booking, and with it any time proposed
    if (move.from.includes('accepted')) await closePendingReschedule(tx, bookingId, now);
    return row;
  });
  if (!moved) {
    // say which rule stopped it, read from the row as it is now
    const [current] = await db
      .select({
        status: bookings.status,
        ...Object.fromEntries(conditions.map((condition, index) => [`c${index}`, sql<boolean>`${condition.holds}`])),
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    const failed = conditions.find((_, index) => !(current as Record<string, unknown> | undefined)?.[`c${index}`]);
    const elsewhere = !current || !move.from.includes(current.status);
    throw new AppError('CONFLICT', elsewhere || !failed ? move.refusal : failed.refusal);
  }
  await nudgeBookingNotices(deps);
  return bookingFor(db, bookingId, { userId }, now);
}
