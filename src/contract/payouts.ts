import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_PROVIDERS } from './payments.ts';
import { singleLineText } from './text.ts';

// What a professional earned and was paid, staff's payouts, and receipts (decision 051). Amounts
// are integer paisa, each figure a sum of ledger entries. Messages are locale keys in
// locales/bookings ("payouts", "receipts").

export const EARNINGS_PAGE_SIZE = 20;
export const PAYOUT_BALANCES_PAGE_SIZE = 50;

/** Where a booking's money is for its professional: held, available to pay out, (partly) paid out. */
export const EARNING_STATES = ['held', 'available', 'partly_paid_out', 'paid_out'] as const;
export type EarningState = (typeof EARNING_STATES)[number];

export const EarningsQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

export const EarningLine = z.object({
  bookingId: z.string(),
  startsAt: z.string(),
  serviceTitle: z.string(),
  serviceTitleNe: z.string().nullable(),
  /** The client's first name only. */
  clientFirstName: z.string(),
  /** What the client paid for it; the fee (shown before paying) and the professional's part. */
  grossPaisa: z.number().int(),
  feePaisa: z.number().int(),
  netPaisa: z.number().int(),
  state: z.enum(EARNING_STATES),
});
export type EarningLine = z.infer<typeof EarningLine>;

export const PayoutRecord = z.object({
  id: z.string(),
  amountPaisa: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
});
export type PayoutRecord = z.infer<typeof PayoutRecord>;

/** GET /api/payouts/earnings: the signed-in professional's money. */
export const Earnings = z.object({
  heldPaisa: z.number().int(),
  availablePaisa: z.number().int(),
  paidOutPaisa: z.number().int(),
  lines: z.array(EarningLine),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** The latest payouts, newest first. */
  payouts: z.array(PayoutRecord),
});
export type Earnings = z.infer<typeof Earnings>;

/** One professional with money to pay out, in the staff console's Payouts tab. */
export const PayoutBalance = z.object({
  professionalId: z.string(),
  name: z.string(),
  email: z.string(),
  availablePaisa: z.number().int(),
  /** Payouts recorded so far: sent back with a payout, so one made meanwhile refuses it. */
  payoutCount: z.number().int(),
});
export type PayoutBalance = z.infer<typeof PayoutBalance>;

export const PayoutBalanceList = z.object({
  items: z.array(PayoutBalance),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type PayoutBalanceList = z.infer<typeof PayoutBalanceList>;

/** POST /api/staff/payouts/{professionalId}: staff record a transfer they made. */
export const PayoutInput = z.object({
  amountPaisa: z
    .number({ error: 'payouts.validation.amount' })
    .int({ error: 'payouts.validation.amount' })
    .positive({ error: 'payouts.validation.amount' })
    .max(PAYMENT_LIMITS.maxPaisa * 100, { error: 'payouts.validation.amountTooLarge' }),
  reference: singleLineText({ error: 'payouts.validation.referenceRequired' })
    .trim()
    .min(1, { error: 'payouts.validation.referenceRequired' })
    .max(100, { error: 'validation.tooLong' }),
  /** `payoutCount` as staff saw it. */
  payoutCount: z.number({ error: 'payouts.validation.stale' }).int().min(0),
});
export type PayoutInput = z.infer<typeof PayoutInput>;

/** "1500.50" → 150050: rupees with at most two decimals, as staff type them; anything else → null. */
export function paisaOfRupeeInput(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The staff console's payout form: the amount in rupees as typed, and the reference. */
export const PayoutForm = z.object({
  amount: z.string().refine((text) => (paisaOfRupeeInput(text) ?? 0) > 0, { error: 'payouts.validation.amount' }),
  reference: PayoutInput.shape.reference,
});
export type PayoutForm = z.infer<typeof PayoutForm>;

export const Payout = PayoutRecord.extend({ professionalId: z.string() });
export type Payout = z.infer<typeof Payout>;

/** GET /api/payments/attempts/{id}/receipt: a paid attempt, for its payer and staff. */
export const Receipt = z.object({
  attemptId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The gateway's own reference of the payment (eSewa ref_id, Khalti transaction_id). */
  gatewayReference: z.string().nullable(),
  amountPaisa: z.number().int(),
  feePaisa: z.number().int(),
  paidAt: z.string(),
  payerName: z.string(),
  /** Who is paid: the professional, or for a program's fee the institution (decision 054). */
  professionalName: z.string(),
  /** What was paid for: the service booked, or the program. */
  serviceTitle: z.string(),
  serviceTitleNe: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** Set when the payment was a program's fee: the receipt reads "Program" and "Institution". */
  programId: z.string().nullable(),
  /** PLATFORM_PAN; null when not configured (the line is left out). */
  platformPan: z.string().nullable(),
});
export type Receipt = z.infer<typeof Receipt>;
