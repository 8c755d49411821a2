import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { post } from '#server/features/payments/ledger.ts';
import { feeOf } from '#server/features/payments/paisa.ts';
import { demoAccount } from './demo-accounts.ts';

// The demo's online payments (decision 049): Nabin paid his confirmed booking with eSewa and it
// was released (Bikash sees it payable, less the 10 % fee), and Sujan paid her waiting request
// (held). The demo student's own upcoming bookings stay unpaid, so a newcomer can pay one with
// the test gateway.

const FEE_PERCENT = 10;

export async function seedPayments(tx: Db): Promise<void> {
  const [bikash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount('professional').email));
  if (!bikash) return;
  const clients = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['nabin.magar@sipalu.demo', 'sujan.karki@sipalu.demo']));
  for (const client of clients) {
    const status = client.email.startsWith('nabin') ? 'confirmed' : 'requested';
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.clientId, client.id), eq(bookings.professionalId, bikash.id), eq(bookings.status, status)))
      .limit(1);
    if (!booking || booking.pricePaisa <= 0) continue;
    const id = randomUUID();
    const fee = feeOf(booking.pricePaisa, FEE_PERCENT);
    await tx.insert(paymentAttempts).values({
      id,
      bookingId: booking.id,
      payerId: client.id,
      provider: 'esewa',
      gatewayRef: id,
      amountPaisa: booking.pricePaisa,
      feePaisa: fee,
      status: 'paid',
      gatewayStatus: 'COMPLETE',
      gatewayTransactionId: `000${id.slice(0, 4).toUpperCase()}`,
      createdAt: booking.createdAt,
      checkedAt: booking.createdAt,
    });
    await post(tx, {
      key: `payment:${id}`,
      kind: 'payment',
      bookingId: booking.id,
      attemptId: id,
      entries: [
        { account: 'client_paid', amountPaisa: -booking.pricePaisa },
        { account: 'held', amountPaisa: booking.pricePaisa },
      ],
    });
    if (status !== 'confirmed') continue;
    await post(tx, {
      key: `release:${id}`,
      kind: 'release',
      bookingId: booking.id,
      attemptId: id,
      entries: [
        { account: 'held', amountPaisa: -booking.pricePaisa },
        { account: 'platform_fee', amountPaisa: fee },
        { account: 'payable', amountPaisa: booking.pricePaisa - fee, partyId: bikash.id },
      ],
    });
  }
}
