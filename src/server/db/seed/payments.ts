import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { payouts } from '#server/db/schema/payouts.ts';
import { post } from '#server/features/payments/ledger.ts';
import { feeOf } from '#server/features/payments/paisa.ts';
import { DEMO_STAFF, demoAccount } from './demo-accounts.ts';

// The demo's online payments (decision 049): Nabin paid his confirmed booking with eSewa and it
// was released (Bikash sees it payable, less the 10 % fee), and Sujan paid her waiting request
// (held). Staff already paid Bikash part of Nabin's payment out (decision 051), so his earnings
// page shows held, available and paid-out money. The demo student's own upcoming bookings stay
// unpaid, so a newcomer can pay one with the test gateway.

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
    await seedEarlierPayout(tx, bikash.id, booking.id, Math.floor((booking.pricePaisa - fee) / 2));
  }
}

/** Half of what was released to Bikash, transferred by staff the day after (his first payout). */
async function seedEarlierPayout(tx: Db, professionalId: string, bookingId: string, amountPaisa: number) {
  if (amountPaisa <= 0) return;
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
  const [payout] = await tx
    .insert(payouts)
    .values({
      key: `${professionalId}:1`,
      professionalId,
      amountPaisa,
      reference: 'NIC Asia FT-2083-0001',
      recordedBy: staff?.id ?? null,
    })
    .returning({ id: payouts.id });
  await post(tx, {
    key: `payout:${payout!.id}:${bookingId}`,
    kind: 'payout',
    bookingId,
    note: 'NIC Asia FT-2083-0001',
    entries: [
      { account: 'payable', amountPaisa: -amountPaisa, partyId: professionalId },
      { account: 'paid_out', amountPaisa, partyId: professionalId },
    ],
  });
}

/**
 * The demo's money moved before anyone started Sipalu: its postings are marked told, so the first
 * payments sweep does not notify and e-mail the demo accounts about them (payment-notices.ts).
 */
export async function markDemoPaymentsTold(tx: Db): Promise<void> {
  await tx.execute(sql`insert into payment_notices (posting_id) select id from ledger_postings on conflict do nothing`);
}
