import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';

/**
 * The statements every payment start and every gateway return makes, prepared once per app
 * (createDeps): building them with Drizzle cost about as much event-loop time as running them.
 * A prepared statement keeps whatever Drizzle computes in JavaScript when it is prepared, so
 * `updated_at` is set by the database here, never by the column's `$onUpdate`.
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
    /** A new attempt, of a booking or of a program's fee (the other reference null). */
    insertAttempt: db
      .insert(paymentAttempts)
      .values({
        id: sql.placeholder('id'),
        purpose: sql.placeholder('purpose'),
        bookingId: sql.placeholder('bookingId'),
        programId: sql.placeholder('programId'),
        // a program's fee has no late cancellation: the column's default, 100
        lateCancelRefundPercent: sql`coalesce(${sql.placeholder('lateCancelRefundPercent')}::smallint, 100)`,
        payerId: sql.placeholder('payerId'),
        provider: sql.placeholder('provider'),
        amountPaisa: sql.placeholder('amountPaisa'),
        feePaisa: sql.placeholder('feePaisa'),
        gatewayRef: sql.placeholder('gatewayRef'),
      })
      .prepare('payment_attempt_insert'),
    /** The gateway's reference of an attempt it has just heard of (Khalti's pidx). */
    setGatewayRef: db
      .update(paymentAttempts)
      .set({ gatewayRef: sql`${sql.placeholder('gatewayRef')}`, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, sql.placeholder('id')))
      .prepare('payment_attempt_gateway_ref'),
  };
}

export type PaymentStatements = ReturnType<typeof preparePaymentStatements>;
