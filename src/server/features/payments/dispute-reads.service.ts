import { eq } from 'drizzle-orm';
import type { BookingDispute } from '#contract/payment-disputes.ts';
import { paymentAttempts, paymentDisputes } from '#server/db/schema/payments.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { canDispute } from './dispute.service.ts';
import { disputeViewOf } from './dispute-views.ts';
import { bookingOfParty } from './payment-reads.service.ts';

/**
 * A booking's dispute as its two parties see it (404 for anyone else), whether the client may open
 * one, and whether the professional may answer it.
 */
export async function bookingDispute(
  deps: Pick<AppDeps, 'db'>,
  bookingId: string,
  userId: string,
): Promise<BookingDispute> {
  const booking = await bookingOfParty(deps, bookingId, userId);
  const [row] = await deps.db
    .select({ dispute: paymentDisputes, amount: paymentAttempts.amountPaisa })
    .from(paymentDisputes)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentDisputes.attemptId))
    .where(eq(paymentDisputes.bookingId, booking.id));
  const dispute = row ? await disputeViewOf(deps.db, row.dispute, row.amount) : null;
  return {
    dispute,
    disputable: !row && (await canDispute(deps.db, booking, userId)),
    answerable: booking.professionalId === userId && dispute?.status === 'open' && dispute.answer === null,
  };
}
