import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { rawEnv } from '#server/env.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts, paymentDisputes } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { z } from 'zod';
import { decideDispute, openDispute } from './dispute.service.ts';
import type { PaymentGateway } from './gateway.ts';
import { checkLedger } from './ledger.ts';
import { paisaOfRupeeText } from './paisa.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { refundThroughGateways, settleBookings } from './payment-settlement.ts';
import { recordCheck } from './payment-verify.service.ts';
import { recordPayout } from './payout-record.service.ts';
import { earningTotals } from './earnings.service.ts';

// A randomized run of 1,000 operations on the money of 120 bookings: payments (some credited twice
// at once, some replayed), confirmations, declines, cancellations, work marked done, disputes
// (some opened twice at once) and staff's decisions on them (some by two staff at once), sweeps
// that release and owe back, and refunds through a gateway, in full or in part. Afterwards every
// posting balances, what clients paid equals what the gateway confirmed, and each booking's money
// is wholly in one place: held, released, or back.

const OPERATIONS = 1000;
const BOOKINGS = 120;

let t: TestApp;
/** Refunds the fake gateway was asked for, by transaction id, and their amounts (all: undefined). */
const refundsAsked: string[] = [];
const refundAmounts = new Map<string, number | undefined>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const fakeKhalti: PaymentGateway = {
  provider: 'khalti',
  test: true,
  startsOffline: false,
  start: () => Promise.reject(new Error('not used')),
  check: () => Promise.reject(new Error('not used')),
  refund: ({ transactionId, amountPaisa }) => {
    refundsAsked.push(transactionId);
    refundAmounts.set(transactionId, amountPaisa);
    return Promise.resolve();
  },
};

describe('the ledger under 1,000 random operations', () => {
  it('stays balanced and consistent with what the gateway confirmed', async () => {
    const seed = Number(rawEnv('LEDGER_SEED') ?? 20261129);
    const next = random(seed);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
    const payments: PaymentsConfig = {
      gateways: { khalti: fakeKhalti },
      feePercent: 10,
      esewaSecret: undefined,
      formOrigins: [],
      testGateway: undefined,
    };
    const deps = { db: t.database.db, logger: createLogger('silent'), payments };
    const pro = await t.signUp({ fullName: 'Bikash Tamang' });
    const client = await t.signUp({ fullName: 'Sita Maharjan' });
    const staffA = await t.signUpStaff();
    const staffB = await t.signUpStaff();
    // the disputes' notices go to the app's outbox; the money is what is checked
    const disputing = { ...t.deps, db: t.database.db };
    const refused = (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    };
    const decideOnce = async () => {
      const open = await t.database.db.select().from(paymentDisputes).where(eq(paymentDisputes.status, 'open'));
      const dispute = pick(open);
      if (!dispute) return;
      const [attempt] = await t.database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, dispute.attemptId));
      const outcome = pick(['release', 'partial_refund', 'full_refund'] as const)!;
      const refundPaisa =
        outcome === 'partial_refund' ? 1 + Math.floor(next() * (attempt!.amountPaisa - 1)) : undefined;
      const input = { outcome, reason: 'Decided from both sides’ accounts.', refundPaisa };
      // two staff at once, sometimes: one decides
      const deciders = next() < 0.3 ? [staffA, staffB] : [staffA];
      await Promise.all(
        deciders.map((staff) =>
          decideDispute(disputing, { id: staff.userId, email: staff.email }, dispute.id, input).catch(refused),
        ),
      );
    };
    const start = Date.now() + 7 * 86_400_000;
    const ids = await t.database.db
      .insert(bookings)
      .values(
        Array.from({ length: BOOKINGS }, (_, index) => {
          const startsAt = new Date(start + index * 3_600_000);
          const endsAt = new Date(startsAt.getTime() + 3_000_000);
          return {
            serviceTitle: 'House wiring',
            format: 'in-person' as const,
            professionalId: pro.userId,
            clientId: client.userId,
            status: 'accepted' as const,
            startsAt,
            endsAt,
            heldFrom: startsAt,
            heldUntil: endsAt,
            pricePaisa: paisaOfRupeeText(`${1000 + Math.floor(next() * 90_000)}.${Math.floor(next() * 90) + 10}`)!,
          };
        }),
      )
      .returning({ id: bookings.id, price: bookings.pricePaisa });
    const attempts = new Map<string, typeof paymentAttempts.$inferSelect>();
    const staffActor = { id: client.userId, email: 'staff@example.com' };
    const payoutDeps = { ...deps, bus: t.deps.bus, mailer: t.deps.mailer, publicUrl: t.deps.publicUrl };
    let payoutsMade = 0;
    let paidOut = 0;
    const counts: Record<string, number> = {};

    for (let step = 0; step < OPERATIONS; step += 1) {
      const booking = pick(ids)!;
      const roll = next();
      const op =
        roll < 0.35
          ? 'pay'
          : roll < 0.45
            ? 'replay'
            : roll < 0.6
              ? 'confirm'
              : roll < 0.72
                ? 'decline'
                : roll < 0.8
                  ? 'cancel'
                  : roll < 0.84
                    ? 'settle'
                    : roll < 0.87
                      ? 'refund'
                      : roll < 0.9
                        ? 'complete'
                        : roll < 0.93
                          ? 'dispute'
                          : roll < 0.96
                            ? 'decide'
                            : 'payout';
      counts[op] = (counts[op] ?? 0) + 1;
      if (op === 'pay') {
        const [attempt] = await t.database.db
          .insert(paymentAttempts)
          .values({
            bookingId: booking.id,
            payerId: client.userId,
            provider: 'khalti',
            amountPaisa: booking.price,
            feePaisa: Math.floor(booking.price / 10),
          })
          .returning();
        await t.database.db
          .update(paymentAttempts)
          .set({ gatewayRef: `pidx-${attempt!.id}` })
          .where(eq(paymentAttempts.id, attempt!.id));
        attempts.set(attempt!.id, attempt!);
        const paid = {
          outcome: 'paid' as const,
          gatewayStatus: 'Completed',
          transactionId: `tx-${attempt!.id}`,
          amountPaisa: booking.price,
        };
        // a callback and the reconcile at once, sometimes
        const times = next() < 0.3 ? 2 : 1;
        await Promise.all(Array.from({ length: times }, () => recordCheck(deps, attempt!, paid)));
      } else if (op === 'replay' && attempts.size > 0) {
        const attempt = pick([...attempts.values()])!;
        await recordCheck(deps, attempt, {
          outcome: 'paid',
          gatewayStatus: 'Completed',
          transactionId: `tx-${attempt.id}`,
          amountPaisa: attempt.amountPaisa,
        });
      } else if (op === 'confirm') {
        // by the client, or on its own after the work was marked done: a dispute still holds the money
        await t.database.db
          .update(bookings)
          .set({ status: 'confirmed' })
          .where(sql`${bookings.id} = ${booking.id} and ${bookings.status} in ('accepted', 'completed')`);
      } else if (op === 'decline' || op === 'cancel' || op === 'complete') {
        const status = op === 'decline' ? 'declined' : op === 'cancel' ? 'cancelled' : 'completed';
        await t.database.db
          .update(bookings)
          .set({ status })
          .where(sql`${bookings.id} = ${booking.id} and ${bookings.status} = 'accepted'`);
      } else if (op === 'dispute') {
        const reason = { reason: 'The work was not finished as agreed.' };
        const times = next() < 0.3 ? 2 : 1;
        await Promise.all(
          Array.from({ length: times }, () => openDispute(disputing, booking.id, client.userId, reason).catch(refused)),
        );
      } else if (op === 'decide') {
        await decideOnce();
      } else if (op === 'settle') {
        await settleBookings(deps);
      } else if (op === 'refund') {
        await Promise.all([refundThroughGateways(deps), refundThroughGateways(deps)]);
      } else if (op === 'payout') {
        // staff pay part or all of what is available, twice at once now and then: paid once
        const { availablePaisa } = await earningTotals(t.database.db, pro.userId);
        if (availablePaisa <= 0) continue;
        const amountPaisa = next() < 0.5 ? availablePaisa : 1 + Math.floor(next() * availablePaisa);
        const input = { amountPaisa, reference: `T-${step}`, payoutCount: payoutsMade };
        const results = await Promise.allSettled(
          Array.from({ length: next() < 0.3 ? 2 : 1 }, () => recordPayout(payoutDeps, staffActor, pro.userId, input)),
        );
        const made = results.filter((result) => result.status === 'fulfilled').length;
        expect(made).toBe(1);
        payoutsMade += made;
        paidOut += amountPaisa;
      }
    }
    // staff catch up with every open dispute, then the sweep settles the rest
    while ((await t.database.db.$count(paymentDisputes, eq(paymentDisputes.status, 'open'))) > 0) await decideOnce();
    await settleBookings(deps);
    await refundThroughGateways(deps);

    const check = await checkLedger(t.database.db);
    expect(check.total).toBe(0);
    expect(check.unbalancedPostings).toBe(0);
    expect(check.paidInLedger).toBe(check.confirmedByGateways);
    expect(check.paidInLedger).toBeGreaterThan(0);
    // every booking's money is wholly in one place, and never more than it was paid
    const places = await rowsOf(
      t.database.db,
      z.object({
        status: z.string(),
        paid: z.coerce.number(),
        held: z.coerce.number(),
        out: z.coerce.number(),
        back: z.coerce.number(),
        owed: z.coerce.number(),
      }),
      sql`select b.status,
            coalesce(-sum(e.amount_paisa) filter (where e.account = 'client_paid'), 0) as paid,
            coalesce(sum(e.amount_paisa) filter (where e.account = 'held'), 0) as held,
            coalesce(sum(e.amount_paisa) filter (where e.account in ('platform_fee', 'payable', 'paid_out')), 0) as out,
            coalesce(sum(e.amount_paisa) filter (where e.account = 'refunded'), 0) as back,
            coalesce(sum(e.amount_paisa) filter (where e.account = 'refund_owed'), 0) as owed
          from bookings b join ledger_entries e on e.booking_id = b.id group by b.id, b.status`,
    );
    const ended = ['confirmed', 'declined', 'cancelled'];
    for (const place of places) {
      expect(place.held + place.out + place.back + place.owed).toBe(place.paid);
      // an ended booking holds nothing back; only a confirmed one pays out, and never more than paid
      if (ended.includes(place.status)) expect(place.held).toBe(0);
      // a decided dispute releases from a booking marked done, too
      if (!['confirmed', 'completed'].includes(place.status)) expect(place.out).toBe(0);
      if (place.status === 'accepted') expect(place.held).toBe(place.paid);
      // the fake gateway refunds everything owed, so nothing stays owed
      expect(place.owed).toBe(0);
    }
    // each paid attempt credited once, and refunds asked once per refunded booking
    const paidAttempts = await t.database.db.$count(paymentAttempts, eq(paymentAttempts.status, 'paid'));
    const [postings] = await rowsOf(
      t.database.db,
      z.object({ count: z.coerce.number() }),
      sql`select count(*) as count from ledger_postings where kind = 'payment'`,
    );
    expect(postings!.count).toBe(paidAttempts);
    expect(new Set(refundsAsked).size).toBe(refundsAsked.length);
    // a partial refund asks the gateway for its amount only, and what was refunded is what was asked
    const partial = [...refundAmounts.values()].filter((amount) => amount !== undefined);
    expect(partial.length).toBe(
      await t.database.db.$count(paymentDisputes, sql`${paymentDisputes.outcome} = 'partial_refund'`),
    );
    const decided = await t.database.db.$count(paymentDisputes, eq(paymentDisputes.status, 'decided'));
    expect(decided).toBeGreaterThan(0);
    expect(counts.dispute).toBeGreaterThan(0);
    // what staff paid out is what the ledger says was paid out, never more than was released
    expect(check.balances.paid_out ?? 0).toBe(paidOut);
    expect(paidOut).toBeGreaterThan(0);
    expect(check.balances.payable ?? 0).toBeGreaterThanOrEqual(0);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(OPERATIONS);
  }, 180_000);
});
