import { eq } from 'drizzle-orm';
import type { BookingDispute } from '#contract/payment-disputes.ts';
import { paymentAttempts, paymentDisputes } from '#server/db/schema/payments.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { photosOf } from './dispute-photos.service.ts';
import { canDispute, disputeView } from './dispute.service.ts';
import { bookingOfParty } from './payment-reads.service.ts';

/** A booking's dispute as its two parties see it (404 for anyone else), and whether the client may open one. */
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
  const photos = row ? await photosOf(deps.db, [row.dispute.id]) : new Map();
  return {
    dispute: row ? disputeView(row.dispute, row.amount, photos.get(row.dispute.id)) : null,
    disputable: !row && (await canDispute(deps.db, booking, userId)),
  };
}
