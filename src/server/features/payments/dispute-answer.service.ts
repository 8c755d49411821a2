import { eq } from 'drizzle-orm';
import type { DisputeAnswerInput, PaymentDispute } from '#contract/payment-disputes.ts';
import { isUuid } from '#contract/ids.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts, paymentDisputeAnswers, paymentDisputes } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { sendAnswerNotice } from './dispute-notices.ts';
import { processDisputePhoto, type ProcessedPhoto } from './dispute-photo-files.ts';
import { removeWritten, storeDisputePhotos } from './dispute-photos.service.ts';
import { disputeViewOf } from './dispute-views.ts';

// The professional's answer to a dispute (decision 059): once, while the dispute is open, with up
// to four photos under the client's rules. The answer's unique key on the dispute settles two
// answers at once; the dispute's row, locked FOR UPDATE, settles an answer against staff's
// decision (whose conditional UPDATE takes the same row lock): whichever comes second sees the first.

type Deps = Pick<
  AppDeps,
  'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl' | 'objectStore' | 'clock' | 'storageQuotaBytes'
>;
type Dispute = typeof paymentDisputes.$inferSelect;

/** 409 unless the booking has a dispute, still open and not yet answered. */
function assertAnswerable(dispute: Dispute | undefined, answered: boolean): asserts dispute is Dispute {
  if (!dispute) throw new AppError('CONFLICT', 'payments.dispute.errors.notDisputed');
  if (dispute.status !== 'open') throw new AppError('CONFLICT', 'payments.dispute.errors.alreadyDecided');
  if (answered) throw new AppError('CONFLICT', 'payments.dispute.errors.alreadyAnswered');
}

/** Whether the booking's dispute already has its answer. */
const hasAnswer = async (db: Pick<AppDeps['db'], 'select'>, disputeId: string) =>
  (
    await db
      .select({ id: paymentDisputeAnswers.id })
      .from(paymentDisputeAnswers)
      .where(eq(paymentDisputeAnswers.disputeId, disputeId))
  ).length > 0;

/**
 * POST /api/payments/bookings/{id}/dispute/answer: the booking's professional answers the open
 * dispute. Others are refused as for opening one (the client 403, anyone else 404). The photos are
 * decoded only once the dispute is known to be answerable, and written inside the transaction that
 * inserts the answer: a refusal stores nothing.
 */
export async function answerDispute(
  deps: Deps,
  bookingId: string,
  userId: string,
  input: DisputeAnswerInput & { answer: string },
  photoBytes: Uint8Array[] = [],
): Promise<PaymentDispute> {
  const [booking] = isUuid(bookingId) ? await deps.db.select().from(bookings).where(eq(bookings.id, bookingId)) : [];
  if (!booking || (booking.clientId !== userId && booking.professionalId !== userId)) {
    throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  }
  if (booking.professionalId !== userId) throw new AppError('FORBIDDEN', 'bookings.errors.professionalOnly');
  // a first look, so a refused answer decodes no photo; the transaction looks again under the lock
  const [seen] = await deps.db.select().from(paymentDisputes).where(eq(paymentDisputes.bookingId, booking.id));
  assertAnswerable(seen, seen ? await hasAnswer(deps.db, seen.id) : false);
  const photos: ProcessedPhoto[] = [];
  // one at a time, as for the client's photos: four large decodes at once would hold too much memory
  for (const bytes of photoBytes) photos.push(await processDisputePhoto(bytes));
  const written: string[] = [];
  const answered = await deps.db
    .transaction(async (tx) => {
      const [dispute] = await tx
        .select()
        .from(paymentDisputes)
        .where(eq(paymentDisputes.bookingId, booking.id))
        .for('update');
      // the answer's unique key below stands for "not yet answered"
      assertAnswerable(dispute, false);
      const [row] = await tx
        .insert(paymentDisputeAnswers)
        .values({ disputeId: dispute.id, professionalId: userId, text: input.answer })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('CONFLICT', 'payments.dispute.errors.alreadyAnswered');
      await storeDisputePhotos(tx, deps, { id: dispute.id, side: 'professional' }, userId, photos, written);
      return { dispute, text: row.text };
    })
    .catch(async (error: unknown) => {
      await removeWritten(deps, written);
      throw error;
    });
  await sendAnswerNotice(deps, booking, { disputeId: answered.dispute.id, text: answered.text });
  const [attempt] = await deps.db
    .select({ amount: paymentAttempts.amountPaisa })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, answered.dispute.attemptId));
  return disputeViewOf(deps.db, answered.dispute, attempt?.amount ?? 0);
}
