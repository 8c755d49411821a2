import { inArray } from 'drizzle-orm';
import type { DisputeAnswer, DisputePhoto, PaymentDispute } from '#contract/payment-disputes.ts';
import type { Db } from '#server/db/client.ts';
import { paymentDisputeAnswers, type paymentDisputes } from '#server/db/schema/payments.ts';
import { photosOf } from './dispute-photos.service.ts';

// A dispute as its two parties and staff read it: the client's reason and photos, the
// professional's answer and its photos (decision 059), and staff's outcome.

type Dispute = typeof paymentDisputes.$inferSelect;

/** What each side put forward: the client's photos, and the professional's answer if given. */
export interface DisputeEvidence {
  photos: DisputePhoto[];
  answer: DisputeAnswer | null;
}

export const disputeView = (
  dispute: Dispute,
  amountPaisa: number,
  evidence: DisputeEvidence = { photos: [], answer: null },
): PaymentDispute => ({
  id: dispute.id,
  bookingId: dispute.bookingId ?? '',
  status: dispute.status,
  reason: dispute.reason,
  amountPaisa,
  outcome: dispute.outcome,
  refundPaisa: dispute.refundPaisa,
  decisionReason: dispute.decisionReason,
  createdAt: dispute.createdAt.toISOString(),
  decidedAt: dispute.decidedAt?.toISOString() ?? null,
  photos: evidence.photos,
  answer: evidence.answer,
});

/** Each dispute with its evidence, read in three queries whatever the number of disputes. */
export async function disputeViews(db: Db, rows: { dispute: Dispute; amount: number }[]): Promise<PaymentDispute[]> {
  const ids = rows.map((row) => row.dispute.id);
  if (ids.length === 0) return [];
  const [clientPhotos, answerPhotos, answers] = await Promise.all([
    photosOf(db, ids, 'client'),
    photosOf(db, ids, 'professional'),
    db
      .select({
        disputeId: paymentDisputeAnswers.disputeId,
        text: paymentDisputeAnswers.text,
        createdAt: paymentDisputeAnswers.createdAt,
      })
      .from(paymentDisputeAnswers)
      .where(inArray(paymentDisputeAnswers.disputeId, ids)),
  ]);
  const answerOf = new Map(answers.map((answer) => [answer.disputeId, answer]));
  return rows.map(({ dispute, amount }) => {
    const answer = answerOf.get(dispute.id);
    return disputeView(dispute, amount, {
      photos: clientPhotos.get(dispute.id) ?? [],
      answer: answer
        ? { text: answer.text, createdAt: answer.createdAt.toISOString(), photos: answerPhotos.get(dispute.id) ?? [] }
        : null,
    });
  });
}

/** One dispute with its evidence. */
export const disputeViewOf = async (db: Db, dispute: Dispute, amount: number): Promise<PaymentDispute> =>
  (await disputeViews(db, [{ dispute, amount }]))[0]!;
