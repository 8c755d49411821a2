import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '#contract/ids.ts';
import { PAYMENT_PROVIDERS } from '#contract/payments.ts';
import type { RefundTransfer, RefundTransferInput } from '#contract/payment-disputes.ts';
import { rowsOf } from '#server/db/rows.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { post } from './ledger.ts';

// Staff record a refund they made by transfer (decision 049): eSewa documents no merchant refund
// API, so money owed back for an eSewa payment stays `refund_owed` until staff transfer it and
// record it here with the transfer's reference (`refund_owed → refunded`): one transfer of all that
// is owed for the attempt (a program fee may have been refunded in several parts, decision 059).
// The posting's key is the one a gateway's refund is written under (`refund-paid:<attempt>`, then
// `refund-paid:<attempt>:2`, …, by how many were recorded), so a double click, two staff at once,
// or a sweep refunding through the gateway meanwhile records it once; the others get 409. The
// attempt's row is locked as the sweep locks it. The client is told by the payments sweep.

type Deps = Pick<AppDeps, 'db' | 'payments'>;

const Owed = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the money was for, as its refund posting says: a booking or a program's fee. */
  booking_id: z.string().nullable(),
  program_id: z.string().nullable(),
  owed: z.coerce.number().nullable(),
  recorded: z.coerce.number(),
  refunded_at_all: z.boolean(),
});

export async function recordRefundTransfer(
  deps: Deps,
  actor: { id: string; email: string },
  attemptId: string,
  input: RefundTransferInput,
): Promise<RefundTransfer> {
  if (!isUuid(attemptId)) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
  return deps.db.transaction(async (tx) => {
    const [attempt] = await rowsOf(
      tx,
      Owed,
      // what is owed is the balance of the attempt's refund_owed: its refunds less what was paid back
      sql`select a.provider, p.booking_id, p.program_id,
            (select sum(e.amount_paisa) from ledger_entries e join ledger_postings q on q.id = e.posting_id
              where q.attempt_id = a.id and e.account = 'refund_owed') as owed,
            (select count(*) from ledger_postings q
              where q.attempt_id = a.id and q.key like 'refund-paid:%') as recorded,
            p.id is not null as refunded_at_all
          from payment_attempts a left join ledger_postings p on p.key = 'refund:' || a.id
          where a.id = ${attemptId}
          for update of a`,
    );
    if (!attempt) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
    if (!attempt.refunded_at_all) throw new AppError('CONFLICT', 'payments.refund.errors.nothingOwed');
    // a gateway that refunds through its API is asked by the sweep: a transfer too would pay twice
    if (deps.payments.gateways[attempt.provider]?.refund) {
      throw new AppError('CONFLICT', 'payments.refund.errors.throughGateway');
    }
    // every part owed is recorded already
    if (!attempt.owed || attempt.owed <= 0) throw new AppError('CONFLICT', 'payments.refund.errors.recorded');
    const written = await post(tx, {
      key: attempt.recorded === 0 ? `refund-paid:${attemptId}` : `refund-paid:${attemptId}:${attempt.recorded + 1}`,
      kind: 'refund',
      bookingId: attempt.booking_id,
      programId: attempt.program_id,
      attemptId,
      note: input.reference,
      entries: [
        { account: 'refund_owed', amountPaisa: -attempt.owed },
        { account: 'refunded', amountPaisa: attempt.owed },
      ],
    });
    if (!written) throw new AppError('CONFLICT', 'payments.refund.errors.recorded');
    await recordAudit(tx, {
      actor,
      action: 'payment.refund.record',
      itemKind: attempt.booking_id ? 'booking' : 'payment',
      itemId: attempt.booking_id ?? attemptId,
      detail: { attemptId, amountPaisa: attempt.owed, reference: input.reference },
    });
    return { attemptId, amountPaisa: attempt.owed, reference: input.reference };
  });
}
