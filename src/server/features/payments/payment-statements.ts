import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';

/**
 * The reads every payment start and every gateway return makes, prepared once per app
 * (createDeps): each selects whole rows, and building them with Drizzle cost about as much
 * event-loop time as running them.
 */
export function preparePaymentStatements(db: Db) {
  return {
    /** A booking with whether a payment of it is already in the ledger. */
    bookingToPay: db
      .select({
        ...getTableColumns(bookings),
        // spelled out: inside a one-table select Drizzle writes a column unqualified
        paid: sql<boolean>`exists (select 1 from ledger_postings p
                                   where p.booking_id = bookings.id and p.kind = 'payment')`,
      })
      .from(bookings)
      .where(eq(bookings.id, sql.placeholder('id')))
      .prepare('payment_booking_to_pay'),
    attempt: db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, sql.placeholder('id')))
      .prepare('payment_attempt'),
  };
}

export type PaymentStatements = ReturnType<typeof preparePaymentStatements>;
