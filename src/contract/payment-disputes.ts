import { z } from 'zod';
import { ATTEMPT_STATUSES, LEDGER_ACCOUNTS, PAYMENT_PROVIDERS, POSTING_KINDS } from './payments.ts';
import { DISPUTE_PHOTO_SIZES } from './dispute-photos.ts';
import { PayoutInput } from './payouts.ts';
import { multiLineText, singleLineText } from './text.ts';

// Disputes of a paid booking and the staff console's Payments tab (docs/decisions/050-payment-disputes.md).
// Amounts are integer paisa. Messages are locale keys in locales/bookings (group `payments`).

/** open → decided (once, by staff). */
export const DISPUTE_STATUSES = ['open', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What staff decide: all to the professional, part back to the client, or all back. */
export const DISPUTE_OUTCOMES = ['release', 'partial_refund', 'full_refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_LIMITS = { reasonMax: 1000, reasonMin: 10 } as const;

/** Whose evidence a photo is: the client's with the dispute, or the professional's with their answer. */
export const DISPUTE_SIDES = ['client', 'professional'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

/** GET /api/payments/dispute-photos/{id}?size=: the thumbnail unless the whole photo is asked for. */
export const DisputePhotoQuery = z.object({
  size: z.enum(DISPUTE_PHOTO_SIZES, { error: 'payments.dispute.validation.photoSize' }).default('thumb'),
});

/** A photo of a dispute, read only through its own route by the booking's two parties and staff. */
export const DisputePhoto = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DisputePhoto = z.infer<typeof DisputePhoto>;

const reason = (required: string) =>
  multiLineText()
    .trim()
    .min(DISPUTE_LIMITS.reasonMin, { error: required })
    .max(DISPUTE_LIMITS.reasonMax, { error: 'validation.tooLong' });

/** POST /api/payments/bookings/{id}/dispute: the client says what went wrong. */
export const DisputeOpenInput = z.object({ reason: reason('payments.dispute.validation.reason') });
export type DisputeOpenInput = z.input<typeof DisputeOpenInput>;

/** POST /api/payments/bookings/{id}/dispute/answer: the professional's side, once, as long as the client's. */
export const DisputeAnswerInput = z.object({ answer: reason('payments.dispute.validation.answer') });
export type DisputeAnswerInput = z.input<typeof DisputeAnswerInput>;

/** POST /api/staff/payments/disputes/{id}/decision: staff decide, always with a reason both sides read. */
export const DisputeDecisionInput = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'payments.dispute.validation.outcome' }),
    reason: reason('payments.dispute.validation.decisionReason'),
    /** Only for a partial refund: more than nothing, less than what was paid (checked by the server). */
    refundPaisa: z
      .number({ error: 'payments.dispute.validation.refund' })
      .int({ error: 'payments.dispute.validation.refund' })
      .positive({ error: 'payments.dispute.validation.refund' })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.outcome === 'partial_refund' && input.refundPaisa === undefined) {
      ctx.addIssue({ code: 'custom', path: ['refundPaisa'], message: 'payments.dispute.validation.refund' });
    }
    if (input.outcome !== 'partial_refund' && input.refundPaisa !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['refundPaisa'], message: 'payments.dispute.validation.refundOnlyPartial' });
    }
  });
export type DisputeDecisionInput = z.input<typeof DisputeDecisionInput>;

/** "1500", "1,500.5", "1500.50" → 150050 paisa; anything else → null (the web's refund field). */
export function paisaOfRupeeInput(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The professional's answer to a dispute, with its own photos (decision 059). */
export const DisputeAnswer = z.object({
  text: z.string(),
  createdAt: z.string(),
  photos: z.array(DisputePhoto),
});
export type DisputeAnswer = z.infer<typeof DisputeAnswer>;

/** A dispute as the booking's two parties and staff see it. */
export const PaymentDispute = z.object({
  id: z.string(),
  bookingId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  /** What was paid and is frozen. */
  amountPaisa: z.number().int(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** Back to the client: the part of a partial refund, all of a full one, none on release. */
  refundPaisa: z.number().int().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The client's photos, in the order they were attached. */
  photos: z.array(DisputePhoto),
  /** The professional's answer, once given. */
  answer: DisputeAnswer.nullable(),
});
export type PaymentDispute = z.infer<typeof PaymentDispute>;

/** A dispute in the staff queue: who is on each side. */
export const StaffDispute = PaymentDispute.extend({
  serviceTitle: z.string(),
  clientName: z.string().nullable(),
  professionalName: z.string().nullable(),
});
export type StaffDispute = z.infer<typeof StaffDispute>;

export const StaffDisputeList = z.object({ items: z.array(StaffDispute) });
export type StaffDisputeList = z.infer<typeof StaffDisputeList>;

/** An attempt as staff see it: with the gateway's own words and who paid. */
export const StaffAttempt = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  /** The program whose fee it pays (decision 054); null for a booking's payment. */
  programId: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amountPaisa: z.number().int(),
  feePaisa: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  gatewayStatus: z.string().nullable(),
  gatewayTransactionId: z.string().nullable(),
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  createdAt: z.string(),
  checkedAt: z.string().nullable(),
});
export type StaffAttempt = z.infer<typeof StaffAttempt>;

export const StaffAttemptList = z.object({ items: z.array(StaffAttempt) });
export type StaffAttemptList = z.infer<typeof StaffAttemptList>;

/** GET /api/staff/payments/search?q=: an attempt id, a booking id, or a payer's phone or e-mail. */
export const StaffPaymentQuery = z.object({
  q: singleLineText()
    .trim()
    .min(1, { error: 'payments.staff.validation.query' })
    .max(200, { error: 'validation.tooLong' }),
});
export type StaffPaymentQuery = z.input<typeof StaffPaymentQuery>;

export const LedgerEntryView = z.object({
  account: z.enum(LEDGER_ACCOUNTS),
  amountPaisa: z.number().int(),
});

export const LedgerPostingView = z.object({
  key: z.string(),
  kind: z.enum(POSTING_KINDS),
  attemptId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  entries: z.array(LedgerEntryView),
});
export type LedgerPostingView = z.infer<typeof LedgerPostingView>;

/** GET /api/staff/payments/bookings/{id}: every attempt and every ledger posting, oldest first. */
export const StaffMoneyTimeline = z.object({
  bookingId: z.string(),
  serviceTitle: z.string().nullable(),
  bookingStatus: z.string().nullable(),
  pricePaisa: z.number().int().nullable(),
  clientName: z.string().nullable(),
  professionalName: z.string().nullable(),
  attempts: z.array(StaffAttempt),
  postings: z.array(LedgerPostingView),
  dispute: PaymentDispute.nullable(),
});
export type StaffMoneyTimeline = z.infer<typeof StaffMoneyTimeline>;

/** GET /api/payments/bookings/{id}/dispute: the booking's dispute, and whether the reader may open one. */
export const BookingDispute = z.object({
  dispute: PaymentDispute.nullable(),
  /** The client, on a done booking whose payment is still held and not disputed. */
  disputable: z.boolean(),
  /** The professional, while the dispute is open and they have not answered it. */
  answerable: z.boolean(),
});
export type BookingDispute = z.infer<typeof BookingDispute>;

/** The staff decision form: the refund typed in rupees ("1,500.50"), sent as paisa. */
export const DisputeDecisionForm = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'payments.dispute.validation.outcome' }),
    reason: reason('payments.dispute.validation.decisionReason'),
    refund: z.string().optional(),
  })
  .transform((form, ctx) => {
    if (form.outcome !== 'partial_refund') return { outcome: form.outcome, reason: form.reason };
    const refundPaisa = paisaOfRupeeInput(form.refund ?? '');
    if (refundPaisa === null || refundPaisa <= 0) {
      ctx.addIssue({ code: 'custom', path: ['refund'], message: 'payments.dispute.validation.refund' });
      return z.NEVER;
    }
    return { outcome: form.outcome, reason: form.reason, refundPaisa };
  });
export type DisputeDecisionForm = z.input<typeof DisputeDecisionForm>;

/**
 * POST /api/staff/payments/attempts/:id/refund-transfer: staff record the transfer by which they
 * refunded a payment the gateway cannot refund itself (eSewa documents no merchant refund API).
 */
export const RefundTransferInput = z.object({ reference: PayoutInput.shape.reference });
export type RefundTransferInput = z.infer<typeof RefundTransferInput>;

export const RefundTransfer = z.object({
  attemptId: z.string(),
  amountPaisa: z.number().int(),
  reference: z.string(),
});
export type RefundTransfer = z.infer<typeof RefundTransfer>;
