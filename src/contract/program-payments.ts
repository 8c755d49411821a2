import { z } from 'zod';
import { ATTEMPT_STATUSES, PAYMENT_LIMITS, PAYMENT_PROVIDERS, PaymentAttempt } from './payments.ts';
import { paisaOfRupeeInput, PayoutRecord } from './payouts.ts';
import { withLatinDigits } from './typed-digits.ts';
import { rupeeTextOfPaisa } from './program-fee.ts';
import { LedgerPostingView, StaffAttempt } from './payment-disputes.ts';

// Paying a program's fee on enrolling (docs/decisions/054-paid-programs.md). The fee is integer
// paisa on the program; the institution types rupees. Messages are locale keys in
// locales/learning (group `program`) and locales/bookings (group `payments.program`).

/**
 * The program form's fee in rupees as typed ("2,500", "२५००", "2500.50"); empty or 0: free. It
 * stays rupee text ("2500"), so parsing it again gives the same; the server stores paisa.
 */
export const ProgramFeeRupees = withLatinDigits(z.union([z.string(), z.number()]).optional().nullable()).transform(
  (value, ctx) => {
    const raw = value === undefined || value === null ? '' : String(value).trim().replace(/,/g, '');
    if (raw === '') return '0';
    const paisa = paisaOfRupeeInput(raw);
    if (paisa === null) {
      ctx.addIssue({ code: 'custom', message: 'program.validation.fee' });
      return z.NEVER;
    }
    if (paisa > PAYMENT_LIMITS.maxPaisa) {
      ctx.addIssue({ code: 'custom', message: 'program.validation.feeTooLarge' });
      return z.NEVER;
    }
    return rupeeTextOfPaisa(paisa);
  },
);

/** The program's fee in paisa from the form's rupee text (already checked by `ProgramFeeRupees`). */
export const paisaOfProgramFee = (rupees: string | undefined): number => paisaOfRupeeInput(rupees ?? '0') ?? 0;

/**
 * Where a learner stands with a program's fee: `free` (enrol in one click), `unpaid`, `pending`
 * (a payment awaits the gateway), `paid` (enrolled by it), `refunded` (the enrolment ended).
 */
export const PROGRAM_PAYMENT_STATES = ['free', 'unpaid', 'pending', 'paid', 'refunded'] as const;
export type ProgramPaymentState = (typeof PROGRAM_PAYMENT_STATES)[number];

/** GET /api/payments/programs/{id}: the fee and the viewer's own attempts at paying it. */
export const ProgramPayment = z.object({
  programId: z.string(),
  state: z.enum(PROGRAM_PAYMENT_STATES),
  feePaisa: z.number().int(),
  /** Whether the viewer may pay now (signed in, not enrolled, nothing paid or pending). */
  payable: z.boolean(),
  providers: z.array(z.object({ provider: z.enum(PAYMENT_PROVIDERS), configured: z.boolean(), test: z.boolean() })),
  attempts: z.array(PaymentAttempt),
});
export type ProgramPayment = z.infer<typeof ProgramPayment>;

const refundReason = z
  .string({ error: 'payments.program.validation.reason' })
  .trim()
  .min(10, { error: 'payments.program.validation.reason' })
  .max(1000, { error: 'validation.tooLong' });

/**
 * POST /api/staff/payments/attempts/{id}/refund: a held program fee refunded with a reason, in full
 * (no amount: the enrolment ends) or in part (`amountPaisa` below the fee: the learner stays
 * enrolled and the rest is released to the institution after the refund window).
 */
export const ProgramRefundInput = z.object({
  reason: refundReason,
  amountPaisa: z
    .number({ error: 'payments.program.validation.amount' })
    .int({ error: 'payments.program.validation.amount' })
    .positive({ error: 'payments.program.validation.amount' })
    .max(PAYMENT_LIMITS.maxPaisa, { error: 'payments.program.validation.amount' })
    .optional(),
});
export type ProgramRefundInput = z.infer<typeof ProgramRefundInput>;

/** The staff refund form: the amount typed in rupees ("1,500.50", "१५००"); empty refunds it all. */
export const ProgramRefundForm = z
  .object({ reason: refundReason, refund: withLatinDigits(z.string()).optional() })
  .transform((form, ctx): ProgramRefundInput => {
    const text = (form.refund ?? '').trim();
    if (text === '') return { reason: form.reason };
    const amountPaisa = paisaOfRupeeInput(text);
    if (amountPaisa === null || amountPaisa <= 0) {
      ctx.addIssue({ code: 'custom', path: ['refund'], message: 'payments.program.validation.amount' });
      return z.NEVER;
    }
    return { reason: form.reason, amountPaisa };
  });

/** The refund as staff see it once recorded. */
export const ProgramRefund = z.object({
  attemptId: z.string(),
  programId: z.string().nullable(),
  /** What was refunded: the whole fee, or the part staff chose. */
  amountPaisa: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Whether the learner's enrolment was ended by it (false: a partial refund, or it had already ended). */
  enrolmentEnded: z.boolean(),
});
export type ProgramRefund = z.infer<typeof ProgramRefund>;

/**
 * GET /api/staff/payments/programs/attempts/{id}: one program payment's money, as the staff
 * Payments tab's timeline shows it, with what staff may still do about it.
 */
export const StaffProgramTimeline = z.object({
  attemptId: z.string(),
  programId: z.string().nullable(),
  programTitle: z.string().nullable(),
  programTitleNe: z.string().nullable(),
  institutionName: z.string().nullable(),
  attempt: StaffAttempt,
  postings: z.array(LedgerPostingView),
  /** What of the fee is still held (integer paisa): refundable until the sweep releases it. */
  heldPaisa: z.number().int(),
  /** Paid, held, neither released nor refunded: the Refund button shows. */
  refundable: z.boolean(),
});
export type StaffProgramTimeline = z.infer<typeof StaffProgramTimeline>;

/** One program's fees as its institution sees them (integer paisa; held is before Sipalu's fee). */
export const ProgramEarningLine = z.object({
  programId: z.string(),
  programTitle: z.string(),
  programTitleNe: z.string().nullable(),
  heldPaisa: z.number().int(),
  availablePaisa: z.number().int(),
  paidOutPaisa: z.number().int(),
});
export type ProgramEarningLine = z.infer<typeof ProgramEarningLine>;

/** GET /api/payouts/program-earnings: the signed-in institution's program fees, held, available, paid out. */
export const ProgramEarnings = z.object({
  heldPaisa: z.number().int(),
  availablePaisa: z.number().int(),
  paidOutPaisa: z.number().int(),
  /** Programs with money in any of the three, newest first. */
  programs: z.array(ProgramEarningLine),
  /** The latest transfers staff recorded to the institution, newest first. */
  payouts: z.array(PayoutRecord),
});
export type ProgramEarnings = z.infer<typeof ProgramEarnings>;
