import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { payouts } from '#server/db/schema/payouts.ts';
import { paymentPosting, post } from '#server/features/payments/ledger.ts';
import { feeOf } from '#server/features/payments/paisa.ts';
import { DEMO_STAFF, demoAccount } from './demo-accounts.ts';

// The demo's online payments (decision 049): Nabin paid his confirmed booking with eSewa and it
// was released (Bikash sees it payable, less the 10 % fee), and Sujan paid her waiting request
// (held). Staff already paid Bikash part of Nabin's payment out (decision 051), so his earnings
// page shows held, available and paid-out money. The demo student's own upcoming bookings stay
// unpaid, so a newcomer can pay one with the test gateway. Rohit paid his paid program's fee
// (decision 054) past its refund window, so the institution has fees available to pay out.

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
    await post(tx, paymentPosting({ id, amountPaisa: booking.pricePaisa }, { bookingId: booking.id }));
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
  await seedProgramFee(tx);
}

/** Rohit's fee for the program he enrolled in, paid with eSewa then and released after the window. */
async function seedProgramFee(tx: Db) {
  const [enrolment] = await tx
    .select({
      programId: programs.id,
      institutionId: programs.institutionId,
      feePaisa: programs.feePaisa,
      learnerId: users.id,
      enrolmentId: programEnrollments.id,
      enrolledAt: programEnrollments.enrolledAt,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.id, programEnrollments.programId))
    .innerJoin(users, eq(users.id, programEnrollments.userId))
    .where(
      and(
        eq(users.email, 'rohit.yadav@sipalu.demo'),
        eq(programEnrollments.status, 'active'),
        sql`${programs.feePaisa} > 0`,
      ),
    )
    .limit(1);
  if (!enrolment?.feePaisa) return;
  const id = randomUUID();
  const fee = feeOf(enrolment.feePaisa, FEE_PERCENT);
  await tx.insert(paymentAttempts).values({
    id,
    purpose: 'program',
    programId: enrolment.programId,
    payerId: enrolment.learnerId,
    provider: 'esewa',
    gatewayRef: id,
    amountPaisa: enrolment.feePaisa,
    feePaisa: fee,
    status: 'paid',
    gatewayStatus: 'COMPLETE',
    gatewayTransactionId: `000${id.slice(0, 4).toUpperCase()}`,
    createdAt: enrolment.enrolledAt,
    checkedAt: enrolment.enrolledAt,
  });
  await tx
    .update(programEnrollments)
    .set({ paidAttemptId: id })
    .where(eq(programEnrollments.id, enrolment.enrolmentId));
  await post(tx, paymentPosting({ id, amountPaisa: enrolment.feePaisa }, { programId: enrolment.programId }));
  await post(tx, {
    key: `release:${id}`,
    kind: 'release',
    programId: enrolment.programId,
    attemptId: id,
    entries: [
      { account: 'held', amountPaisa: -enrolment.feePaisa },
      { account: 'platform_fee', amountPaisa: fee },
      { account: 'payable', amountPaisa: enrolment.feePaisa - fee, partyId: enrolment.institutionId },
    ],
  });
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
