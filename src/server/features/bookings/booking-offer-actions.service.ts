import { and, eq, gt, sql } from 'drizzle-orm';
import type { Offer, OfferAction } from '#contract/booking-offers.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { isExclusionViolation } from '#server/db/errors.ts';
import { bookingOffers } from '#server/db/schema/booking-offers.ts';
import { availability, bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { visibleService } from '#server/lib/visibility.ts';
import { offerFor, offerRoleOf, statusAt, tellConversation } from './booking-offers.service.ts';
import { nudgeBookingNotices } from './booking-notices.ts';
import { BOOKING_LOCKS } from './booking-request.service.ts';

// The moves of an offer (decision 044, "Offers from conversations"). Each is one conditional UPDATE
// of an offer still open and not yet started, so of two moves at once (accept in two tabs, accept
// and withdraw) exactly one happens. Accepting writes the booking in the same transaction, under
// the professional's booking lock, and the bookings' exclusion constraint has the last word.

type OfferRow = typeof bookingOffers.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'bus' | 'jobs' | 'logger'>;

const WHO: Record<OfferAction, 'client' | 'professional'> = {
  accept: 'client',
  decline: 'client',
  withdraw: 'professional',
};

/** The open offer's condition at `now`: still open, and its start still ahead. */
const stillOpen = (offerId: string, now: Date) =>
  and(eq(bookingOffers.id, offerId), eq(bookingOffers.status, 'open'), gt(bookingOffers.startsAt, now));

/** 409 saying why a move found the offer no longer open, read from the row as it is now. */
async function refusal(db: Db, offerId: string, now: Date): Promise<AppError> {
  const [current] = await db
    .select({ status: bookingOffers.status, startsAt: bookingOffers.startsAt })
    .from(bookingOffers)
    .where(eq(bookingOffers.id, offerId));
  const status = current ? statusAt(current, now) : 'withdrawn';
  return new AppError(
    'CONFLICT',
    status === 'expired' ? 'bookings.offers.errors.expired' : 'bookings.offers.errors.notOpen',
  );
}

/** 410 when the service or its professional is hidden, 409 when the service is gone: nobody books a removed listing. */
async function assertOfferable(db: Db, offer: OfferRow): Promise<void> {
  if (!offer.serviceId) throw new AppError('CONFLICT', 'bookings.offers.errors.serviceGone');
  await visibleService(db, offer.serviceId, () => new AppError('CONFLICT', 'bookings.offers.errors.serviceGone'));
}

/**
 * The client accepts: the offer becomes an accepted booking at its price, time and place, in one
 * transaction. When the time was booked meanwhile, the offer is marked `taken` and the answer is
 * 409: the professional sends a new offer for another time.
 */
async function acceptOffer(deps: Deps, offer: OfferRow, clientId: string, now: Date): Promise<void> {
  const { db } = deps;
  await assertOfferable(db, offer);
  const [time] = await db
    .select({ meetingLink: availability.meetingLink })
    .from(availability)
    .where(eq(availability.professionalId, offer.professionalId));
  try {
    const accepted = await db.transaction(async (tx) => {
      // the same queue as booking requests: one writer of a professional's bookings at a time
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCKS}, hashtext(${offer.professionalId}))`);
      const [open] = await tx
        .update(bookingOffers)
        .set({ status: 'accepted' })
        .where(stillOpen(offer.id, now))
        .returning({ id: bookingOffers.id });
      if (!open) return false;
      const [booking] = await tx
        .insert(bookings)
        .values({
          serviceId: offer.serviceId,
          serviceTitle: offer.serviceTitle,
          serviceTitleNe: offer.serviceTitleNe,
          format: offer.format,
          professionalId: offer.professionalId,
          clientId,
          status: 'accepted',
          startsAt: offer.startsAt,
          endsAt: offer.endsAt,
          heldFrom: offer.heldFrom,
          heldUntil: offer.heldUntil,
          pricePaisa: offer.pricePaisa,
          address: offer.address,
          districtId: offer.districtId,
          localLevelId: offer.localLevelId,
          meetingLink: offer.format === 'in-person' ? null : (time?.meetingLink ?? null),
          expiresAt: null,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('booking insert returned no row');
      await tx.update(bookingOffers).set({ bookingId: booking.id }).where(eq(bookingOffers.id, offer.id));
      await tx.insert(bookingEvents).values({
        bookingId: booking.id,
        status: 'accepted',
        actor: 'client',
        actorId: clientId,
        fromOffer: true,
      });
      return true;
    });
    if (!accepted) throw await refusal(db, offer.id, now);
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    // another booking of the professional's took the time first: this offer can never hold it
    await db.update(bookingOffers).set({ status: 'taken' }).where(stillOpen(offer.id, now));
    await tellConversation(deps, {
      id: offer.id,
      conversationId: offer.conversationId,
      userIds: [offer.professionalId, offer.clientId],
    });
    throw new AppError('CONFLICT', 'bookings.offers.errors.taken');
  }
  await nudgeBookingNotices(deps);
}

/**
 * POST /api/offers/{id}/actions: the client accepts or declines, the professional withdraws.
 * 404 for anyone outside the offer, 403 for the wrong side, 409 once the offer is no longer open.
 */
export async function actOnOffer(
  deps: Deps,
  offerId: string,
  userId: string,
  action: OfferAction,
  now = new Date(),
): Promise<Offer> {
  const { db } = deps;
  if (!isUuid(offerId)) throw new AppError('NOT_FOUND', 'bookings.offers.errors.notFound');
  const [offer] = await db.select().from(bookingOffers).where(eq(bookingOffers.id, offerId));
  const role = offer ? offerRoleOf(offer, userId) : null;
  if (!offer || !role) throw new AppError('NOT_FOUND', 'bookings.offers.errors.notFound');
  if (WHO[action] !== role) {
    throw new AppError(
      'FORBIDDEN',
      role === 'professional' ? 'bookings.offers.errors.clientOnly' : 'bookings.offers.errors.professionalOnly',
    );
  }
  if (action === 'accept') {
    await acceptOffer(deps, offer, userId, now);
  } else {
    const [moved] = await db
      .update(bookingOffers)
      .set({ status: action === 'decline' ? 'declined' : 'withdrawn' })
      .where(stillOpen(offerId, now))
      .returning({ id: bookingOffers.id });
    if (!moved) throw await refusal(db, offerId, now);
  }
  await tellConversation(deps, {
    id: offer.id,
    conversationId: offer.conversationId,
    userIds: [offer.professionalId, offer.clientId],
  });
  return offerFor(db, offerId, userId, now);
}
