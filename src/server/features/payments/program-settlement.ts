import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PROGRAM_REFUND_WINDOW_DAYS } from '#contract/program-fee.ts';
import type { ProgramRefund, ProgramRefundInput } from '#contract/program-payments.ts';
import { isUuid } from '#contract/ids.ts';
import { rowsOf } from '#server/db/rows.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { hasPostingKey, post } from './ledger.ts';
import { endPaidEnrolment } from './program-credit.ts';

// A program fee's money after it is paid (decision 054). It is held for PROGRAM_REFUND_WINDOW_DAYS:
// until then staff may refund it, once, in full (which ends the enrolment) or in part (the learner
// stays enrolled); after, the sweep releases what is still held, Sipalu's fee (in proportion, after
// a partial refund) to the platform and the rest payable to the institution. Both are postings
// under the keys bookings use (`refund:<attempt>`, `release:<attempt>`), written under a lock on
// the attempt's row, so a refund racing the release moves the money once.

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
const Refunded = z.object({ refunded: z.coerce.number().nullable() });

/** What a refund posting of the attempt returned (0 without one): read under the attempt's lock. */
async function refundedOf(tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0], attemptId: string) {
  const [row] = await rowsOf(
    tx,
    Refunded,
    sql`select sum(e.amount_paisa) as refunded from ledger_entries e
        join ledger_postings p on p.id = e.posting_id
        where p.key = ${`refund:${attemptId}`} and e.account = 'refund_owed'`,
  );
  return row?.refunded ?? 0;
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
          -- a full refund leaves nothing; a partial one leaves the rest
          and a.amount_paisa > coalesce((select sum(e.amount_paisa) from ledger_entries e
            join ledger_postings r on r.id = e.posting_id
            where r.key = 'refund:' || a.id and e.account = 'refund_owed'), 0)
        limit ${BATCH}`,
  );
  for (const attempt of due) {
    await deps.db.transaction(async (tx) => {
      await rowsOf(tx, Row, sql`select id from payment_attempts where id = ${attempt.id} for update`);
      const remaining = attempt.amount_paisa - (await refundedOf(tx, attempt.id));
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
 * Staff refund a program payment while it is held, in full or in part, once: the money is owed
 * back (Khalti's refund API pays it through the sweep; an eSewa refund waits for staff's transfer).
 * A full refund ends the enrolment it made; a partial one leaves the learner enrolled, and the rest
 * is released after the window. Audit-logged with the reason. More than the fee: 409; released
 * already, refunded already: 409.
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
    // held is the whole fee until the one refund or the release moves it
    const amount = input.amountPaisa ?? attempt.amount_paisa;
    if (amount > attempt.amount_paisa) throw new AppError('CONFLICT', 'payments.program.errors.moreThanHeld');
    const partial = amount < attempt.amount_paisa;
    const wrote = await post(tx, {
      key: `refund:${attempt.id}`,
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
      detail: { programId: attempt.posted_program_id, amountPaisa: amount, partial, enrolmentEnded },
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
