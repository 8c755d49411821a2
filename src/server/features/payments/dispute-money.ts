import type { DisputeOutcome } from '#contract/payment-disputes.ts';
import type { PostingInput } from './ledger.ts';

// The ledger postings of staff's decision on a dispute (decision 050), and of a late cancellation
// by the client (decision 049), under the same keys the sweep uses for the payment
// (`release:<attempt>`, `refund:<attempt>`): whichever writes first settles the money, and the
// other finds its key taken.

export interface FrozenPayment {
  attemptId: string;
  bookingId: string;
  amountPaisa: number;
  /** The fee shown before paying, on the whole amount. */
  feePaisa: number;
  professionalId: string;
}

/**
 * The fee on the part released: the fee shown before paying, in proportion, rounded down to the
 * paisa (in the professional's favour, as `feeOf`). BigInt: amount × fee may pass 2^53.
 */
export function feeOnReleased(payment: Pick<FrozenPayment, 'amountPaisa' | 'feePaisa'>, releasedPaisa: number): number {
  if (payment.amountPaisa <= 0) return 0;
  const fee = (BigInt(payment.feePaisa) * BigInt(releasedPaisa)) / BigInt(payment.amountPaisa);
  return Math.min(Number(fee), releasedPaisa);
}

/** What goes back to the client for an outcome (a partial refund's amount is staff's). */
export function refundOf(outcome: DisputeOutcome, amountPaisa: number, partialPaisa?: number): number {
  if (outcome === 'release') return 0;
  if (outcome === 'full_refund') return amountPaisa;
  return partialPaisa ?? 0;
}

/**
 * The postings that split a held payment: the refund owed back, and the rest released. They settle
 * a disputed payment (`note`: the dispute) and a booking its client cancelled late.
 */
export function splitPostings(payment: FrozenPayment, refundPaisa: number, note: string): PostingInput[] {
  const released = payment.amountPaisa - refundPaisa;
  const postings: PostingInput[] = [];
  if (refundPaisa > 0) {
    postings.push({
      key: `refund:${payment.attemptId}`,
      kind: 'refund',
      bookingId: payment.bookingId,
      attemptId: payment.attemptId,
      note,
      entries: [
        { account: 'held', amountPaisa: -refundPaisa },
        { account: 'refund_owed', amountPaisa: refundPaisa },
      ],
    });
  }
  if (released > 0) {
    const fee = feeOnReleased(payment, released);
    postings.push({
      key: `release:${payment.attemptId}`,
      kind: 'release',
      bookingId: payment.bookingId,
      attemptId: payment.attemptId,
      note,
      entries: [
        { account: 'held', amountPaisa: -released },
        { account: 'platform_fee', amountPaisa: fee },
        { account: 'payable', amountPaisa: released - fee, partyId: payment.professionalId },
      ],
    });
  }
  return postings;
}
