import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PROGRAM_REFUND_WINDOW_DAYS } from '#contract/program-fee.ts';
import type { ProgramRefund, ProgramRefundInput } from '#contract/program-payments.ts';
import { isUuid } from '#contract/ids.ts';
import { rowsOf } from '#server/db/rows.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { hasPostingKey, isRefundOf, post, refundKey } from './ledger.ts';
import { endPaidEnrolment } from './program-credit.ts';

// A program fee's money after it is paid (decision 054). It is held for PROGRAM_REFUND_WINDOW_DAYS:
// until then staff may refund it in part, as often as something is still held (decision 059), or
// all that is left at once; the refund that leaves nothing held ends the enrolment. After the
// window the sweep releases what is still held, Sipalu's fee (in proportion, after partial
// refunds) to the platform and the rest payable to the institution. Refunds are postings under
// `refund:<attempt>`, `refund:<attempt>:2`, … and the release under `release:<attempt>`, all
// written under a lock on the attempt's row: refunds at once, or a refund racing the release, never
// move more than was paid, and each n-th key is written once.

type Deps = Pick<AppDeps, 'db' | 'logger'>;
const DAY_MS = 86_400_000;
const BATCH = 100;

const Due = z.object({
  id: z.string(),
  program_id: z.string(),
  institution_id: z.string(),
  amount_paisa: z.coerce.number(),
  fee_paisa: z.coerce.number(),
});
const Row = z.object({ id: z.string() });
const Refunded = z.object({ refunded: z.coerce.number().nullable(), refunds: z.coerce.number() });

/** What the attempt's refund postings returned (0 without one), and how many: read under the attempt's lock. */
async function refundedOf(tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0], attemptId: string) {
  const [row] = await rowsOf(
    tx,
    Refunded,
    sql`select sum(e.amount_paisa) as refunded, count(distinct p.id) as refunds from ledger_entries e
        join ledger_postings p on p.id = e.posting_id
        where p.attempt_id = ${attemptId} and ${isRefundOf('p', sql`${attemptId}`)} and e.account = 'refund_owed'`,
  );
  return { refunded: row?.refunded ?? 0, refunds: row?.refunds ?? 0 };
}

/**
 * Sipalu's fee on what the institution keeps: the fee shown before paying, in proportion after a
 * partial refund, rounded down to the paisa (BigInt: fee × remainder can pass 2^53).
 */
export function feeOnRemainder(feePaisa: number, amountPaisa: number, remainingPaisa: number): number {
  const fee = Math.min(feePaisa, amountPaisa);
  if (remainingPaisa === amountPaisa) return fee;
  return Number((BigInt(fee) * BigInt(remainingPaisa)) / BigInt(amountPaisa));
}

/** Releases what is still held of program fees paid more than the refund window ago; returns how many. */
export async function settlePrograms(deps: Deps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - PROGRAM_REFUND_WINDOW_DAYS * DAY_MS).toISOString();
  const due = await rowsOf(
    deps.db,
    Due,
    sql`select a.id, pay.program_id, p.institution_id, a.amount_paisa, a.fee_paisa
        from payment_attempts a
        join ledger_postings pay on pay.key = 'payment:' || a.id
        join programs p on p.id = pay.program_id
        where a.purpose = 'program' and a.status = 'paid' and pay.created_at <= ${before}::timestamptz
          and not exists (select 1 from ledger_postings q where q.key = 'release:' || a.id)
          -- refunds of all of it leave nothing; partial ones leave the rest
          and a.amount_paisa > coalesce((select sum(e.amount_paisa) from ledger_entries e
            join ledger_postings r on r.id = e.posting_id
            where r.attempt_id = a.id and ${isRefundOf('r', sql.raw('a.id'))} and e.account = 'refund_owed'), 0)
        limit ${BATCH}`,
  );
  for (const attempt of due) {
    await deps.db.transaction(async (tx) => {
      await rowsOf(tx, Row, sql`select id from payment_attempts where id = ${attempt.id} for update`);
      const remaining = attempt.amount_paisa - (await refundedOf(tx, attempt.id)).refunded;
      if (remaining <= 0) return;
      const fee = feeOnRemainder(attempt.fee_paisa, attempt.amount_paisa, remaining);
      await post(tx, {
        key: `release:${attempt.id}`,
        kind: 'release',
        programId: attempt.program_id,
        attemptId: attempt.id,
        entries: [
          { account: 'held', amountPaisa: -remaining },
          { account: 'platform_fee', amountPaisa: fee },
          { account: 'payable', amountPaisa: remaining - fee, partyId: attempt.institution_id },
        ],
      });
    });
  }
  return due.length;
}

const Paid = z.object({
  id: z.string(),
  program_id: z.string().nullable(),
  amount_paisa: z.coerce.number(),
  status: z.enum(['initiated', 'pending', 'paid', 'failed']),
  posted_program_id: z.string().nullable(),
});

/**
 * Staff refund a program payment while it is held, all that is still held or a part of it, again
 * and again while something is held: each refund is owed back (Khalti's refund API pays it through
 * the sweep; an eSewa refund waits for staff's transfer). The refund that leaves nothing held ends
 * the enrolment it made; before that the learner stays enrolled, and what is left is released after
 * the window. Audit-logged with the reason. More than is still held: 409 (`moreThanHeld`, with
 * what is); released already: 409; nothing left: 409 (`alreadyRefunded`).
 */
export async function refundProgramPayment(
  deps: Deps,
  actor: { id: string; email: string },
  attemptId: string,
  input: ProgramRefundInput,
): Promise<ProgramRefund> {
  if (!isUuid(attemptId)) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
  return deps.db.transaction(async (tx) => {
    // the attempt's row is locked as the sweep's release locks it: one of the two moves the money
    const [attempt] = await rowsOf(
      tx,
      Paid,
      sql`select a.id, a.program_id, a.amount_paisa, a.status,
            (select program_id from ledger_postings where key = 'payment:' || a.id) as posted_program_id
          from payment_attempts a where a.id = ${attemptId} and a.purpose = 'program' for update`,
    );
    if (!attempt) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
    if (attempt.status !== 'paid' || !attempt.posted_program_id) {
      throw new AppError('CONFLICT', 'payments.program.errors.notPaid');
    }
    if (await hasPostingKey(tx, `release:${attempt.id}`)) {
      throw new AppError('CONFLICT', 'payments.program.errors.released');
    }
    // read under the attempt's lock: a refund at the same moment waits here and then sees this one
    const { refunded, refunds } = await refundedOf(tx, attempt.id);
    const held = attempt.amount_paisa - refunded;
    if (held <= 0) throw new AppError('CONFLICT', 'payments.program.errors.alreadyRefunded');
    const amount = input.amountPaisa ?? held;
    if (amount > held) {
      throw new AppError('CONFLICT', 'payments.program.errors.moreThanHeld');
    }
    const partial = amount < held;
    // the n-th refund's key is unique: should the lock ever be missed, two n-th refunds write one
    const wrote = await post(tx, {
      key: refundKey(attempt.id, refunds + 1),
      kind: 'refund',
      programId: attempt.posted_program_id,
      attemptId: attempt.id,
      note: input.reason,
      entries: [
        { account: 'held', amountPaisa: -amount },
        { account: 'refund_owed', amountPaisa: amount },
      ],
    });
    if (!wrote) throw new AppError('CONFLICT', 'payments.program.errors.alreadyRefunded');
    const enrolmentEnded = partial ? false : await endPaidEnrolment(tx, attempt.id);
    await recordAudit(tx, {
      actor,
      action: 'payment.program.refund',
      itemKind: 'payment',
      itemId: attempt.id,
      reason: input.reason,
      detail: { programId: attempt.posted_program_id, amountPaisa: amount, heldPaisa: held - amount, enrolmentEnded },
    });
    return {
      attemptId: attempt.id,
      programId: attempt.program_id,
      amountPaisa: amount,
      status: attempt.status,
      enrolmentEnded,
    };
  });
}
