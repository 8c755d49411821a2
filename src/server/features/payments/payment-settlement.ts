import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '#server/db/rows.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { bookingBalances, post } from './ledger.ts';
import { reconcileAttempt } from './payment-verify.service.ts';

// The payments sweep, once a minute on whichever process takes it (decision 049):
// - attempts not final, older than five minutes (eSewa's advice) and younger than a day, are asked
//   again, less often as they age;
// - money held for a booking that was confirmed is released: the fee shown before paying to the
//   platform, the rest payable to the professional;
// - money held for a booking declined, expired or cancelled is owed back to the client in full,
//   and refunded through the gateway where it has a refund API (Khalti).
// Each is a posting under a unique key (`release:<booking>`, `refund:<booking>`), so a sweep run
// twice, or by two processes at once, moves the money once. It reads the bookings' status and
// changes nothing of theirs, so the bookings feature needs no hook.

export const PAYMENTS_SWEEP_JOB = 'payment-sweep';
const EVERY_MS = 60_000;
const BATCH = 100;

type Deps = Pick<AppDeps, 'db' | 'payments' | 'logger'>;

const Row = z.object({ id: z.string() });
const Held = z.object({ id: z.string(), status: z.string(), professional_id: z.string() });

/** Asks the gateways about open attempts; returns how many were asked. */
export async function reconcileOpenAttempts(deps: Deps, now = new Date()): Promise<number> {
  const at = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const due = await rowsOf(
    deps.db,
    Row,
    sql`select id from payment_attempts
        where status in ('initiated', 'pending') and gateway_ref is not null
          and created_at <= ${at(5 * 60_000)}
          and created_at > ${at(24 * 3_600_000)}
          -- back-off: asked again once a tenth of its age has passed since the last time
          and (checked_at is null or checked_at <= ${at(0)} - (${at(0)} - created_at) / 10)
        order by checked_at nulls first
        limit ${BATCH}`,
  );
  for (const { id } of due) await reconcileAttempt(deps, id);
  return due.length;
}

/** Releases or refunds the held money of bookings that have come to an end; returns how many. */
export async function settleBookings(deps: Deps): Promise<number> {
  const ended = await rowsOf(
    deps.db,
    Held,
    sql`select b.id, b.status, b.professional_id from bookings b
        join (select booking_id from ledger_entries where account = 'held'
              group by booking_id having sum(amount_paisa) > 0) h on h.booking_id = b.id
        where b.status in ('confirmed', 'declined', 'expired', 'cancelled')
        limit ${BATCH}`,
  );
  for (const booking of ended) {
    await deps.db.transaction(async (tx) => {
      const held = (await bookingBalances(tx, booking.id)).held ?? 0;
      if (held <= 0) return;
      if (booking.status === 'confirmed') {
        const [fees] = await tx
          .select({ fee: sql<string>`coalesce(sum(${paymentAttempts.feePaisa}), 0)` })
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.bookingId, booking.id), eq(paymentAttempts.status, 'paid')));
        const fee = Math.min(Number(fees?.fee ?? 0), held);
        await post(tx, {
          key: `release:${booking.id}`,
          kind: 'release',
          bookingId: booking.id,
          entries: [
            { account: 'held', amountPaisa: -held },
            { account: 'platform_fee', amountPaisa: fee },
            { account: 'payable', amountPaisa: held - fee, partyId: booking.professional_id },
          ],
        });
      } else {
        // owed until a gateway's refund or staff's transfer is recorded (eSewa has no refund API)
        await post(tx, {
          key: `refund:${booking.id}`,
          kind: 'refund',
          bookingId: booking.id,
          note: `booking ${booking.status}`,
          entries: [
            { account: 'held', amountPaisa: -held },
            { account: 'refund_owed', amountPaisa: held },
          ],
        });
      }
    });
  }
  return ended.length;
}

const Owed = z.object({ id: z.string(), owed: z.coerce.number() });

/**
 * Money owed back that a gateway can refund (Khalti) is refunded through its API, then recorded
 * (`refund_owed → refunded`, key `refund-paid:<booking>`). The booking's row is locked while the
 * gateway is asked, so two sweeps never ask twice. eSewa has no merchant refund API: its refunds
 * stay owed for staff to transfer and record.
 */
export async function refundThroughGateways(deps: Deps): Promise<number> {
  const owed = await rowsOf(
    deps.db,
    Owed,
    sql`select booking_id as id, sum(amount_paisa) as owed from ledger_entries where account = 'refund_owed'
        group by booking_id having sum(amount_paisa) > 0 limit ${BATCH}`,
  );
  let refunded = 0;
  for (const { id } of owed) {
    const [paid] = await deps.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.bookingId, id), eq(paymentAttempts.status, 'paid')))
      .limit(1);
    const gateway = paid && deps.payments.gateways[paid.provider];
    if (!paid?.gatewayTransactionId || !gateway?.refund) continue;
    const { refund } = gateway;
    const transactionId = paid.gatewayTransactionId;
    await deps.db.transaction(async (tx) => {
      const locked = await rowsOf(tx, Row, sql`select id from bookings where id = ${id} for update skip locked`);
      const still = (await bookingBalances(tx, id)).refund_owed ?? 0;
      if (locked.length === 0 || still <= 0) return;
      try {
        await refund.call(gateway, { transactionId });
      } catch (error) {
        deps.logger.warn('payment gateway did not refund', { bookingId: id, error: (error as Error).message });
        return;
      }
      await post(tx, {
        key: `refund-paid:${id}`,
        kind: 'refund',
        bookingId: id,
        attemptId: paid.id,
        note: `refunded through ${paid.provider}`,
        entries: [
          { account: 'refund_owed', amountPaisa: -still },
          { account: 'refunded', amountPaisa: still },
        ],
      });
      refunded += 1;
    });
  }
  return refunded;
}

export function paymentsSweepJob(deps: Deps): JobHandler {
  return {
    everyMs: EVERY_MS,
    async run() {
      await reconcileOpenAttempts(deps);
      await settleBookings(deps);
      await refundThroughGateways(deps);
    },
  };
}
