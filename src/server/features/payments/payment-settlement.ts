import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '#server/db/rows.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { BOOKING_RULES } from '#contract/bookings.ts';
import { splitPostings } from './dispute-money.ts';
import { hasPostingKey, isRefundOf, post } from './ledger.ts';
import { drainPaymentNotices } from './payment-notices.ts';
import { reconcileAttempt } from './payment-verify.service.ts';
import { settlePrograms } from './program-settlement.ts';

// The payments sweep, once a minute on whichever process takes it (decision 049):
// - attempts not final, older than five minutes (eSewa's advice) and younger than a day, are asked
//   again, less often as they age;
// - money held for a booking that was confirmed is released: the fee shown before paying to the
//   platform, the rest payable to the professional;
// - money held for a booking declined, expired or cancelled is owed back to the client in full,
//   and refunded through the gateway where it has a refund API (Khalti), but for an accepted
//   booking the client cancelled late: that follows the policy shown before paying
//   (`BOOKING_RULES`), part owed back and the rest released.
// Each is a posting under a unique key per payment (`release:<attempt>`, `refund:<attempt>`), so a
// sweep run twice, or by two processes at once, moves the money once. It reads the bookings' status and
// changes nothing of theirs, so the bookings feature needs no hook. A booking with an open dispute is
// left held: staff's decision settles it under the same keys (decision 050). Last, every new
// posting is told to the people it concerns (payment-notices.ts).

export const PAYMENTS_SWEEP_JOB = 'payment-sweep';
const EVERY_MS = 60_000;
const BATCH = 100;
/** Attempts asked at once: each mostly waits on the gateway's answer. */
const RECONCILE_PARALLEL = 4;
/** A run works through a backlog (thousands of tabs closed before the redirect) for this long. */
const RECONCILE_RUN_MS = 45_000;

type Deps = Pick<AppDeps, 'db' | 'payments' | 'logger'>;
type SweepDeps = Deps & Pick<AppDeps, 'paymentStatements' | 'bus' | 'mailer' | 'publicUrl'>;

const Row = z.object({ id: z.string() });
const Paid = z.object({
  id: z.string(),
  booking_id: z.string(),
  provider: z.enum(['esewa', 'khalti']),
  amount_paisa: z.coerce.number(),
  fee_paisa: z.coerce.number(),
  gateway_transaction_id: z.string().nullable(),
  status: z.string(),
  professional_id: z.string(),
  first: z.boolean(),
  late_cancel_refund_percent: z.coerce.number(),
  late_cancel: z.boolean(),
});

const Owed = z.object({
  id: z.string(),
  booking_id: z.string().nullable(),
  program_id: z.string().nullable(),
  provider: z.enum(['esewa', 'khalti']),
  amount_paisa: z.coerce.number(),
  paid_paisa: z.coerce.number(),
  gateway_transaction_id: z.string().nullable(),
  /** The key its refund's payment is written under. */
  paid_key: z.string(),
});
const LATE_HOURS = `${BOOKING_RULES.freeCancelHours} hours`;

const Open = z.object({ open: z.boolean() });
/** Whether the booking has an open dispute (read under the attempt's lock). */
async function openDisputeOn(tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0], bookingId: string) {
  const [row] = await rowsOf(
    tx,
    Open,
    sql`select exists (select 1 from payment_disputes where booking_id = ${bookingId} and status = 'open') as open`,
  );
  return row?.open ?? false;
}

/** Asks the gateways about open attempts; returns how many were asked. */
export async function reconcileOpenAttempts(
  deps: Deps & Pick<AppDeps, 'paymentStatements'>,
  now = new Date(),
): Promise<number> {
  const at = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const due = await deps.db
    .select()
    .from(paymentAttempts)
    .where(
      sql`${paymentAttempts.status} in ('initiated', 'pending') and ${paymentAttempts.gatewayRef} is not null
          and ${paymentAttempts.createdAt} <= ${at(5 * 60_000)}
          and ${paymentAttempts.createdAt} > ${at(24 * 3_600_000)}
          -- back-off: asked again once a tenth of its age has passed since the last time
          and (${paymentAttempts.checkedAt} is null
               or ${paymentAttempts.checkedAt} <= ${at(0)} - (${at(0)} - ${paymentAttempts.createdAt}) / 10)`,
    )
    .orderBy(sql`${paymentAttempts.checkedAt} nulls first`)
    .limit(BATCH);
  const queue = [...due];
  await Promise.all(
    Array.from({ length: RECONCILE_PARALLEL }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await reconcileAttempt(deps, next);
    }),
  );
  return due.length;
}

/**
 * Releases or owes back the held money of bookings that have come to an end, attempt by attempt
 * (keys `release:<attempt>`, `refund:<attempt>`): a confirmed booking releases its first payment
 * and owes back any later one (paid twice); any other end owes back every payment. Returns how
 * many attempts it settled.
 */
export async function settleBookings(deps: Deps): Promise<number> {
  const due = await rowsOf(
    deps.db,
    Paid,
    sql`select a.id, a.booking_id, a.provider, a.amount_paisa, a.fee_paisa, a.gateway_transaction_id,
          b.status, b.professional_id, a.late_cancel_refund_percent,
          a.id = (select f.id from payment_attempts f where f.booking_id = a.booking_id and f.status = 'paid'
                  order by f.created_at, f.id limit 1) as first,
          -- the client cancelled an accepted booking within the policy's last hours before its time
          (b.status = 'cancelled'
            and exists (select 1 from booking_events e where e.booking_id = b.id and e.status = 'cancelled'
                          and e.change is null and e.actor = 'client'
                          and e.created_at > b.starts_at - ${LATE_HOURS}::interval)
            and exists (select 1 from booking_events e where e.booking_id = b.id and e.status = 'accepted'))
            as late_cancel
        from payment_attempts a join bookings b on b.id = a.booking_id
        where a.status = 'paid' and b.status in ('confirmed', 'declined', 'expired', 'cancelled')
          and not exists (select 1 from ledger_postings p where p.key in ('release:' || a.id, 'refund:' || a.id))
          -- a disputed booking's money stays held until staff decide (decision 050)
          and not exists (select 1 from payment_disputes d where d.booking_id = a.booking_id and d.status = 'open')
        limit ${BATCH}`,
  );
  for (const attempt of due) {
    const amount = attempt.amount_paisa;
    const release = attempt.status === 'confirmed' && attempt.first;
    // a late cancellation by the client keeps to the policy shown before paying: part back, the rest released
    const percent = attempt.late_cancel_refund_percent;
    const lateRefund =
      attempt.late_cancel && attempt.first && percent < 100 ? Math.floor((amount * percent) / 100) : null;
    // a posting under the attempt's key: a sweep run twice, or by two processes, settles it once
    await deps.db.transaction(async (tx) => {
      // the attempt's row is locked as a dispute locks it: a dispute opened meanwhile is seen here,
      // and one opened after finds this release written
      await rowsOf(tx, Row, sql`select id from payment_attempts where id = ${attempt.id} for update`);
      if (await openDisputeOn(tx, attempt.booking_id)) return;
      if (lateRefund !== null) {
        for (const key of ['release', 'refund']) if (await hasPostingKey(tx, `${key}:${attempt.id}`)) return;
        const payment = {
          attemptId: attempt.id,
          bookingId: attempt.booking_id,
          amountPaisa: amount,
          feePaisa: attempt.fee_paisa,
          professionalId: attempt.professional_id,
        };
        for (const posting of splitPostings(payment, lateRefund, 'cancelled late by the client')) {
          await post(tx, posting);
        }
        return;
      }
      if (await hasPostingKey(tx, `${release ? 'refund' : 'release'}:${attempt.id}`)) return;
      await post(
        tx,
        release
          ? {
              key: `release:${attempt.id}`,
              kind: 'release',
              bookingId: attempt.booking_id,
              attemptId: attempt.id,
              entries: [
                { account: 'held', amountPaisa: -amount },
                { account: 'platform_fee', amountPaisa: Math.min(attempt.fee_paisa, amount) },
                {
                  account: 'payable',
                  amountPaisa: amount - Math.min(attempt.fee_paisa, amount),
                  partyId: attempt.professional_id,
                },
              ],
            }
          : {
              // owed until a gateway's refund or staff's transfer is recorded (eSewa has no refund API)
              key: `refund:${attempt.id}`,
              kind: 'refund',
              bookingId: attempt.booking_id,
              attemptId: attempt.id,
              note: attempt.status === 'confirmed' ? 'paid twice' : `booking ${attempt.status}`,
              entries: [
                { account: 'held', amountPaisa: -amount },
                { account: 'refund_owed', amountPaisa: amount },
              ],
            },
      );
    });
  }
  return due.length;
}

/**
 * Money owed back that a gateway can refund (Khalti) is refunded through its API, then recorded
 * (`refund_owed → refunded`, key `refund-paid:<attempt>`). The booking's row is locked while the
 * gateway is asked, so two sweeps never ask twice. eSewa has no merchant refund API: its refunds
 * stay owed for staff to transfer and record.
 */
export async function refundThroughGateways(deps: Deps): Promise<number> {
  const owed = await rowsOf(
    deps.db,
    Owed,
    // what the refund posting owes: all of the attempt, or a dispute's partial refund (decision 050);
    // a booking's (while it exists) or a program fee's (decision 054)
    // a program fee may have several refunds (decision 059): `refund:<attempt>[:n]` is paid under
    // `refund-paid:<attempt>[:n]`
    sql`select a.id, p.booking_id, p.program_id, a.provider,
          (select e.amount_paisa from ledger_entries e where e.posting_id = p.id and e.account = 'refund_owed')
            as amount_paisa,
          a.amount_paisa as paid_paisa, a.gateway_transaction_id,
          'refund-paid:' || substr(p.key, length('refund:') + 1) as paid_key
        from payment_attempts a
        join ledger_postings p on p.attempt_id = a.id and ${isRefundOf('p', sql.raw('a.id'))}
        left join bookings b on b.id = a.booking_id
        where a.gateway_transaction_id is not null and (b.id is not null or a.purpose = 'program')
          and not exists (select 1 from ledger_postings q where q.key = 'refund-paid:' || substr(p.key, length('refund:') + 1))
        order by p.created_at
        limit ${BATCH}`,
  );
  let refunded = 0;
  for (const attempt of owed) {
    const gateway = deps.payments.gateways[attempt.provider];
    if (!gateway?.refund || !attempt.gateway_transaction_id) continue;
    const { refund } = gateway;
    const transactionId = attempt.gateway_transaction_id;
    await deps.db.transaction(async (tx) => {
      // the attempt's row is held while the gateway is asked: two sweeps never ask twice
      const locked = await rowsOf(
        tx,
        Row,
        sql`select id from payment_attempts where id = ${attempt.id} for update skip locked`,
      );
      if (locked.length === 0 || (await hasPostingKey(tx, attempt.paid_key))) return;
      try {
        const partial = attempt.amount_paisa < attempt.paid_paisa;
        await refund.call(gateway, partial ? { transactionId, amountPaisa: attempt.amount_paisa } : { transactionId });
      } catch (error) {
        deps.logger.warn('payment gateway did not refund', { attemptId: attempt.id, error: (error as Error).message });
        return;
      }
      await post(tx, {
        key: attempt.paid_key,
        kind: 'refund',
        bookingId: attempt.booking_id,
        programId: attempt.program_id,
        attemptId: attempt.id,
        note: `refunded through ${attempt.provider}`,
        entries: [
          { account: 'refund_owed', amountPaisa: -attempt.amount_paisa },
          { account: 'refunded', amountPaisa: attempt.amount_paisa },
        ],
      });
      refunded += 1;
    });
  }
  return refunded;
}

export function paymentsSweepJob(deps: SweepDeps): JobHandler {
  return {
    everyMs: EVERY_MS,
    async run() {
      // batch after batch while a full one comes back; an attempt the gateway did not answer stays
      // due, so the run is bounded in time too
      const until = Date.now() + RECONCILE_RUN_MS;
      while ((await reconcileOpenAttempts(deps)) === BATCH && Date.now() < until);
      await settleBookings(deps);
      await settlePrograms(deps);
      await refundThroughGateways(deps);
      await drainPaymentNotices(deps);
    },
  };
}
