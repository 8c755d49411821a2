import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DisputeDecisionInput, DisputeOpenInput, PaymentDispute } from '#contract/payment-disputes.ts';
import { isUuid } from '#contract/ids.ts';
import { rowsOf } from '#server/db/rows.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentDisputes } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { splitPostings, refundOf, type FrozenPayment } from './dispute-money.ts';
import { sendDisputeNotices } from './dispute-notices.ts';
import { processDisputePhoto, type ProcessedPhoto } from './dispute-photo-files.ts';
import { removeWritten, storeDisputePhotos } from './dispute-photos.service.ts';
import { disputeViewOf } from './dispute-views.ts';
import { hasPostingKey, post } from './ledger.ts';

// Disputes (decision 050). The client of a done booking whose payment is still held opens one with
// a reason; while it is open the sweep leaves the money held. Staff decide once: release, a
// partial refund or a full refund, posted to the ledger, audit-logged and told to both sides.
// Races are settled by locks and keys, never by a check then a write: the payment's attempt row
// is locked (FOR UPDATE) by opening, deciding and the sweep's release alike; the dispute's booking
// is a unique key; a decision is one conditional UPDATE of an open dispute.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>;
type OpenDeps = Deps & Pick<AppDeps, 'objectStore' | 'clock' | 'storageQuotaBytes'>;
type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

/** A booking's status in which its client may dispute the held payment: the work is said to be done. */
export const DISPUTABLE_STATUSES = ['completed', 'confirmed'] as const;

const Frozen = z.object({
  attempt_id: z.string(),
  booking_id: z.string(),
  amount_paisa: z.coerce.number(),
  fee_paisa: z.coerce.number(),
  professional_id: z.string(),
});

/** The booking's first paid attempt (the one a confirmation releases), its row locked. */
async function lockPayment(tx: Tx, bookingId: string): Promise<FrozenPayment | null> {
  const [row] = await rowsOf(
    tx,
    Frozen,
    sql`select a.id as attempt_id, a.booking_id, a.amount_paisa, a.fee_paisa, b.professional_id
        from payment_attempts a join bookings b on b.id = a.booking_id
        where a.booking_id = ${bookingId} and a.status = 'paid'
        order by a.created_at, a.id limit 1
        for update of a`,
  );
  return row
    ? {
        attemptId: row.attempt_id,
        bookingId: row.booking_id,
        amountPaisa: row.amount_paisa,
        feePaisa: row.fee_paisa,
        professionalId: row.professional_id,
      }
    : null;
}

/** Whether the payment has been settled already: released, or owed back. */
const settled = async (tx: Tx, attemptId: string) =>
  (await hasPostingKey(tx, `release:${attemptId}`)) || (await hasPostingKey(tx, `refund:${attemptId}`));

/** Whether the client may open a dispute now (the booking's page offers it). */
export async function canDispute(
  db: AppDeps['db'],
  booking: typeof bookings.$inferSelect,
  userId: string,
): Promise<boolean> {
  if (booking.clientId !== userId || !(DISPUTABLE_STATUSES as readonly string[]).includes(booking.status)) return false;
  const [row] = await rowsOf(
    db,
    z.object({ id: z.string() }),
    sql`select a.id from payment_attempts a
        where a.booking_id = ${booking.id} and a.status = 'paid'
          and not exists (select 1 from ledger_postings p where p.key in ('release:' || a.id, 'refund:' || a.id))
          and not exists (select 1 from payment_disputes d where d.booking_id = a.booking_id)
        order by a.created_at, a.id limit 1`,
  );
  return Boolean(row);
}

/**
 * POST /api/payments/bookings/{id}/dispute: the client freezes the held payment with a reason and
 * up to four photos. The photos are decoded only once the booking is known to be disputable by this
 * client, and written inside the transaction that inserts the dispute: a refusal stores nothing.
 */
export async function openDispute(
  deps: OpenDeps,
  bookingId: string,
  userId: string,
  input: DisputeOpenInput & { reason: string },
  photoBytes: Uint8Array[] = [],
): Promise<PaymentDispute> {
  const [booking] = isUuid(bookingId) ? await deps.db.select().from(bookings).where(eq(bookings.id, bookingId)) : [];
  if (!booking || (booking.clientId !== userId && booking.professionalId !== userId)) {
    throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  }
  if (booking.clientId !== userId) throw new AppError('FORBIDDEN', 'bookings.errors.clientOnly');
  if (!(DISPUTABLE_STATUSES as readonly string[]).includes(booking.status)) {
    throw new AppError('CONFLICT', 'payments.dispute.errors.notDone');
  }
  const photos: ProcessedPhoto[] = [];
  // one at a time: four 40-megapixel decodes at once would hold ~640 MB of pixels
  for (const bytes of photoBytes) photos.push(await processDisputePhoto(bytes));
  const written: string[] = [];
  const opened = await deps.db
    .transaction(async (tx) => {
      const payment = await lockPayment(tx, booking.id);
      if (!payment) throw new AppError('CONFLICT', 'payments.dispute.errors.notPaid');
      if (await settled(tx, payment.attemptId)) throw new AppError('CONFLICT', 'payments.dispute.errors.released');
      const [row] = await tx
        .insert(paymentDisputes)
        .values({ bookingId: booking.id, attemptId: payment.attemptId, clientId: userId, reason: input.reason })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('CONFLICT', 'payments.dispute.errors.alreadyOpen');
      await storeDisputePhotos(tx, deps, { id: row.id, side: 'client' }, userId, photos, written);
      return { dispute: row, payment };
    })
    .catch(async (error: unknown) => {
      await removeWritten(deps, written);
      throw error;
    });
  await sendDisputeNotices(deps, booking, opened.dispute, opened.payment.amountPaisa);
  return disputeViewOf(deps.db, opened.dispute, opened.payment.amountPaisa);
}

/**
 * POST /api/staff/payments/disputes/{id}/decision: staff settle an open dispute, once. The
 * dispute's conditional UPDATE and the postings are one transaction: two staff at once, one wins
 * and the other gets 409 with nothing written.
 */
export async function decideDispute(
  deps: Deps,
  actor: { id: string; email: string },
  disputeId: string,
  input: DisputeDecisionInput & { reason: string },
  now = new Date(),
): Promise<PaymentDispute> {
  const [found] = isUuid(disputeId)
    ? await deps.db.select().from(paymentDisputes).where(eq(paymentDisputes.id, disputeId))
    : [];
  if (!found?.bookingId) throw new AppError('NOT_FOUND', 'payments.dispute.errors.notFound');
  const bookingId = found.bookingId;
  const decided = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, bookingId);
    if (!payment || payment.attemptId !== found.attemptId) {
      throw new AppError('CONFLICT', 'payments.dispute.errors.alreadyDecided');
    }
    const refund = refundOf(input.outcome, payment.amountPaisa, input.refundPaisa);
    if (input.outcome === 'partial_refund' && refund >= payment.amountPaisa) {
      throw new AppError('VALIDATION_ERROR', 'payments.dispute.validation.refundTooLarge');
    }
    const [row] = await tx
      .update(paymentDisputes)
      .set({
        status: 'decided',
        outcome: input.outcome,
        refundPaisa: refund,
        decisionReason: input.reason,
        decidedBy: actor.id,
        decidedAt: now,
      })
      .where(and(eq(paymentDisputes.id, found.id), eq(paymentDisputes.status, 'open')))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'payments.dispute.errors.alreadyDecided');
    for (const posting of splitPostings(payment, refund, `dispute ${row.id}`)) {
      // the sweep leaves a disputed payment alone, so its keys are free; if not, nothing is written
      if (!(await post(tx, posting))) throw new AppError('CONFLICT', 'payments.dispute.errors.alreadyDecided');
    }
    await recordAudit(tx, {
      actor,
      action: `payment.dispute.${input.outcome}`,
      itemKind: 'booking',
      itemId: bookingId,
      reason: input.reason,
      detail: {
        disputeId: row.id,
        attemptId: payment.attemptId,
        refundPaisa: refund,
        amountPaisa: payment.amountPaisa,
      },
    });
    return { dispute: row, amount: payment.amountPaisa };
  });
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (booking) await sendDisputeNotices(deps, booking, decided.dispute, decided.amount);
  return disputeViewOf(deps.db, decided.dispute, decided.amount);
}
