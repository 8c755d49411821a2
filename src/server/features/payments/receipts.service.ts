import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '#contract/ids.ts';
import type { Receipt } from '#contract/payouts.ts';
import { rowsOf } from '#server/db/rows.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { actsAsStaff } from '#server/auth/guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps, SessionUser } from '#server/lib/http.ts';

// A receipt per paid attempt (decision 051; a program's fee too, decision 054), for the client who paid it and for staff. Anyone else
// is answered 404, as for an unknown id: a receipt names its payer and what they paid for.

const Row = z.object({
  payer_name: z.string().nullable(),
  professional_name: z.string().nullable(),
  service_title: z.string().nullable(),
  service_title_ne: z.string().nullable(),
  paid_at: z.coerce.date(),
});

export async function receiptOf(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  attemptId: string,
  viewer: SessionUser,
): Promise<Receipt> {
  const [attempt] = isUuid(attemptId)
    ? await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId))
    : [];
  const allowed = attempt && (attempt.payerId === viewer.id || (await actsAsStaff(deps.db, viewer)));
  if (!attempt || !allowed || attempt.status !== 'paid') {
    throw new AppError('NOT_FOUND', 'receipts.errors.notFound');
  }
  // paid when the ledger credited it; the booking may be gone with an account, its money's trail not
  const [row] = await rowsOf(
    deps.db,
    Row,
    sql`select coalesce(cp.full_name, cu.name) as payer_name,
          case when a.purpose = 'program' then pr.organization_name else coalesce(pp.full_name, pu.name) end
            as professional_name,
          coalesce(b.service_title, pr.program_title) as service_title,
          case when a.purpose = 'program' then pr.program_title_ne else b.service_title_ne end as service_title_ne,
          coalesce((select created_at from ledger_postings where key = 'payment:' || a.id), a.updated_at) as paid_at
        from payment_attempts a
        left join bookings b on b.id = a.booking_id
        left join programs pr on pr.id = a.program_id
        left join users cu on cu.id = a.payer_id left join profiles cp on cp.id = a.payer_id
        left join users pu on pu.id = b.professional_id left join profiles pp on pp.id = b.professional_id
        where a.id = ${attempt.id}`,
  );
  return {
    attemptId: attempt.id,
    provider: attempt.provider,
    gatewayReference: attempt.gatewayTransactionId,
    amountPaisa: attempt.amountPaisa,
    feePaisa: attempt.feePaisa,
    paidAt: (row?.paid_at ?? attempt.updatedAt).toISOString(),
    payerName: row?.payer_name ?? '',
    professionalName: row?.professional_name ?? '',
    serviceTitle: row?.service_title ?? '',
    serviceTitleNe: row?.service_title_ne ?? null,
    bookingId: attempt.bookingId,
    programId: attempt.programId,
    platformPan: deps.payments.platformPan ?? null,
  };
}
