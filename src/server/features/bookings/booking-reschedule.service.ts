import { and, eq, gt, sql } from 'drizzle-orm';
import type { Booking, RescheduleAnswer } from '#contract/bookings.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { isExclusionViolation, isUniqueViolation } from '#server/db/errors.ts';
import { bookingEvents, bookingReschedules, bookings } from '#server/db/schema/bookings.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertServiceVisible } from './booking-actions.service.ts';
import { nudgeBookingNotices } from './booking-notices.ts';
import { bookingFor, roleOf } from './booking-reads.service.ts';
import { BOOKING_LOCKS, heldTimes } from './booking-request.service.ts';
import { serviceWorkingTime } from './service-rules.service.ts';
import { heldTimeOf, slotEnd, slotRefusal } from './slots.ts';

// Moving an accepted booking to another time (decision 044): one side proposes a slot, the other
// accepts or declines it, the proposer may withdraw it. The booking keeps its time until the
// accept, which moves it in one transaction where the exclusion constraint decides whether the new
// time is still free. Each side has one free reschedule: a unique index over accepted proposals
// per side, and another over pending ones per booking, refuse what two requests at once would
// otherwise both do.

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'logger'>;
type Side = 'client' | 'professional';

const DAY = 86_400_000;

/** The booking, and the reader's side of it; 404 for anyone else, as for an unknown id. */
async function partyBooking(db: Db, bookingId: string, userId: string) {
  if (!isUuid(bookingId)) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const role = booking ? roleOf(booking, userId) : null;
  if (!booking || !role) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  return { booking, role };
}

/** POST /api/bookings/{id}/reschedules: a party proposes another slot, checked as a request's is. */
export async function proposeReschedule(
  deps: Deps,
  bookingId: string,
  userId: string,
  input: { startsAt: string; reason?: string | undefined },
  now = new Date(),
): Promise<Booking> {
  const { db } = deps;
  const { booking, role } = await partyBooking(db, bookingId, userId);
  if (booking.status !== 'accepted' || booking.startsAt <= now) {
    throw new AppError('CONFLICT', 'bookings.errors.cannotReschedule');
  }
  const proposals = await db.select().from(bookingReschedules).where(eq(bookingReschedules.bookingId, bookingId));
  if (proposals.some((p) => p.status === 'accepted' && p.proposedBy === role)) {
    throw new AppError('CONFLICT', 'bookings.errors.rescheduleUsed');
  }
  if (proposals.some((p) => p.status === 'pending'))
    throw new AppError('CONFLICT', 'bookings.errors.reschedulePending');
  if (!booking.serviceId) throw new AppError('CONFLICT', 'bookings.errors.notBookable');
  await assertServiceVisible(db, booking.serviceId, booking.professionalId);
  // the service's own rules (length, buffers, notice, horizon) as for a request
  const time = await serviceWorkingTime(db, booking.professionalId, booking.serviceId);
  if (!time) throw new AppError('CONFLICT', 'bookings.errors.notBookable');

  const start = Date.parse(input.startsAt);
  if (start === booking.startsAt.getTime()) throw new AppError('VALIDATION_ERROR', 'bookings.errors.sameTime');
  // the booking's own time is no obstacle: it is the time being given up
  const held = await heldTimes(db, booking.professionalId, start - DAY, start + DAY, booking.id);
  const refusal = slotRefusal(time, held, start, now.getTime());
  if (refusal)
    throw new AppError(refusal === 'slotTaken' ? 'CONFLICT' : 'VALIDATION_ERROR', `bookings.errors.${refusal}`);

  const end = slotEnd(time, start);
  const heldTime = heldTimeOf(time, start, end);
  const reason = input.reason?.trim() || null;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(bookingReschedules).values({
        bookingId,
        proposedBy: role,
        proposerId: userId,
        startsAt: new Date(start),
        endsAt: new Date(end),
        heldFrom: new Date(heldTime.from),
        heldUntil: new Date(heldTime.until),
        reason,
      });
      await tx.insert(bookingEvents).values({
        bookingId,
        status: 'accepted',
        change: 'reschedule_proposed',
        startsAt: new Date(start),
        actor: role,
        actorId: userId,
        reason,
      });
    });
  } catch (error) {
    // the other side proposed at the same moment
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'bookings.errors.reschedulePending');
    throw error;
  }
  await nudgeBookingNotices(deps);
  return bookingFor(db, bookingId, { userId }, now);
}

/** Who may give which answer: the other side accepts or declines, the proposer withdraws. */
const ANSWERS: Record<RescheduleAnswer, { by: 'other' | 'proposer'; to: 'accepted' | 'declined' | 'withdrawn' }> = {
  accept: { by: 'other', to: 'accepted' },
  decline: { by: 'other', to: 'declined' },
  withdraw: { by: 'proposer', to: 'withdrawn' },
};

/** POST /api/bookings/{id}/reschedules/{rescheduleId}: accept, decline or withdraw a pending proposal. */
export async function answerReschedule(
  deps: Deps,
  bookingId: string,
  rescheduleId: string,
  userId: string,
  input: { action: RescheduleAnswer; reason?: string | undefined },
  now = new Date(),
): Promise<Booking> {
  const { db } = deps;
  const { booking, role } = await partyBooking(db, bookingId, userId);
  const [proposal] = isUuid(rescheduleId)
    ? await db
        .select()
        .from(bookingReschedules)
        .where(and(eq(bookingReschedules.id, rescheduleId), eq(bookingReschedules.bookingId, bookingId)))
    : [];
  if (!proposal) throw new AppError('NOT_FOUND', 'bookings.errors.proposalNotFound');
  const answer = ANSWERS[input.action];
  const mine = proposal.proposedBy === role;
  if (answer.by === 'other' && mine) throw new AppError('FORBIDDEN', 'bookings.errors.ownProposal');
  if (answer.by === 'proposer' && !mine) throw new AppError('FORBIDDEN', 'bookings.errors.proposerOnly');
  if (proposal.status !== 'pending' || booking.status !== 'accepted') {
    throw new AppError('CONFLICT', 'bookings.errors.proposalClosed');
  }
  if (input.action === 'accept') {
    if (booking.startsAt <= now) throw new AppError('CONFLICT', 'bookings.errors.cannotReschedule');
    if (proposal.startsAt <= now) throw new AppError('CONFLICT', 'bookings.errors.slotPast');
  }
  const reason = input.reason?.trim() || null;
  const change = `reschedule_${answer.to}` as const;

  let applied: boolean;
  try {
    applied = await db.transaction(async (tx) => {
      // moves of one professional's time queue here, as requests do (booking-request.service.ts)
      if (input.action === 'accept') {
        await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCKS}, hashtext(${booking.professionalId}))`);
      }
      // only a proposal still pending is answered: of two answers at once, one finds it so
      const [closed] = await tx
        .update(bookingReschedules)
        .set({ status: answer.to, decidedAt: now })
        .where(and(eq(bookingReschedules.id, proposal.id), eq(bookingReschedules.status, 'pending')))
        .returning();
      if (!closed) return false;
      if (input.action === 'accept') {
        // the exclusion constraint refuses a time taken since the proposal
        const [moved] = await tx
          .update(bookings)
          .set({
            startsAt: closed.startsAt,
            endsAt: closed.endsAt,
            heldFrom: closed.heldFrom,
            heldUntil: closed.heldUntil,
          })
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'accepted'), gt(bookings.startsAt, now)))
          .returning({ id: bookings.id });
        if (!moved) throw new AppError('CONFLICT', 'bookings.errors.proposalClosed');
      }
      await tx.insert(bookingEvents).values({
        bookingId,
        status: 'accepted',
        change,
        startsAt: closed.startsAt,
        actor: role as Side,
        actorId: userId,
        reason,
      });
      return true;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError('CONFLICT', 'bookings.errors.slotTaken');
    // the side's free reschedule was used by another proposal accepted meanwhile
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'bookings.errors.rescheduleUsed');
    throw error;
  }
  if (!applied) throw new AppError('CONFLICT', 'bookings.errors.proposalClosed');
  await nudgeBookingNotices(deps);
  return bookingFor(db, bookingId, { userId }, now);
}
