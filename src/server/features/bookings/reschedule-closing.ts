import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookingReschedules } from '#server/db/schema/bookings.ts';

/**
 * A booking that ends (cancelled by a party or staff, done, a no-show) closes its pending proposal
 * of another time, in the transaction of the move that ended it: nobody can answer it any more,
 * and it no longer blocks the booking's "one pending proposal" index. It uses no free reschedule.
 */
export async function closePendingReschedule(tx: Db, bookingId: string, now: Date): Promise<void> {
  await tx
    .update(bookingReschedules)
    .set({ status: 'closed', decidedAt: now })
    .where(and(eq(bookingReschedules.bookingId, bookingId), eq(bookingReschedules.status, 'pending')));
}
