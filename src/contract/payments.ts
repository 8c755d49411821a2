import { z } from 'zod';

// Paying for a booking online (docs/decisions/049-payments.md). Amounts are integer paisa
// everywhere; the web shows them as `रु 2,500` with lakh grouping (format/numbers.ts).

export const PAYMENT_PROVIDERS = ['esewa', 'khalti'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** The wallets' own names, written the same in both languages. */
export const PROVIDER_NAMES: Record<PaymentProvider, string> = { esewa: 'eSewa', khalti: 'Khalti' };

/** initiated → pending (the gateway said PENDING/AMBIGUOUS) → paid | failed. */
export const ATTEMPT_STATUSES = ['initiated', 'pending', 'paid', 'failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * The ledger's accounts. Money arrives from a gateway (`client_paid` goes negative), is `held`
 * until the work is confirmed, then splits into `platform_fee` and `payable` to the professional;
 * or it goes back: `refunded` (through the gateway) or `refund_owed` (staff must transfer it).
 * Staff's transfer of a professional's `payable` to them moves it to `paid_out` (decision 051).
 */
export const LEDGER_ACCOUNTS = [
  'client_paid',
  'held',
  'platform_fee',
  'payable',
  'refunded',
  'refund_owed',
  'paid_out',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What an attempt pays for: a booking, or a program's fee on enrolling (decision 054). */
export const PAYMENT_PURPOSES = ['booking', 'program'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const POSTING_KINDS = ['payment', 'release', 'refund', 'payout'] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export const PAYMENT_LIMITS = {
  /** रु 10 lakh: more than any booking on Sipalu, less than either wallet's limits. */
  maxPaisa: 100_000_000,
  /** Khalti refuses less than रु 10 (KPG-2 initiate: amount ≥ 1000 paisa). */
  khaltiMinPaisa: 1000,
} as const;

export const PaymentStartInput = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'payments.validation.provider' }),
  /** The amount the client was shown; a different price on the booking refuses the payment. */
  amountPaisa: z
    .number({ error: 'payments.validation.amount' })
    .int({ error: 'payments.validation.amount' })
    .positive({ error: 'payments.validation.amount' })
    .max(PAYMENT_LIMITS.maxPaisa, { error: 'payments.validation.amountTooLarge' }),
});
export type PaymentStartInput = z.infer<typeof PaymentStartInput>;

/** Where the browser goes next: a form POST (eSewa) or a plain redirect (Khalti). */
export const PaymentRedirect = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('form'),
    attemptId: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
  z.object({ kind: z.literal('redirect'), attemptId: z.string(), url: z.string() }),
]);
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;

export const BOOKING_PAYMENT_STATES = ['unpaid', 'pending', 'held', 'released', 'refunded', 'refund_owed'] as const;
export type BookingPaymentState = (typeof BOOKING_PAYMENT_STATES)[number];

export const PaymentAttempt = z.object({
  id: z.string(),
  /** The booking it pays for; '' when it pays a program's fee (then `programId`). */
  bookingId: z.string(),
  programId: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amountPaisa: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  createdAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

/** A booking's money as its two parties see it. */
export const BookingPayment = z.object({
  bookingId: z.string(),
  state: z.enum(BOOKING_PAYMENT_STATES),
  pricePaisa: z.number().int(),
  feePercent: z.number(),
  /** The platform's fee on this price, shown before paying. */
  feePaisa: z.number().int(),
  /** Whether the viewer (the client) may pay now. */
  payable: z.boolean(),
  /** Each gateway and whether this server is configured for it; the test gateway counts as eSewa. */
  providers: z.array(z.object({ provider: z.enum(PAYMENT_PROVIDERS), configured: z.boolean(), test: z.boolean() })),
  attempts: z.array(PaymentAttempt),
});
export type BookingPayment = z.infer<typeof BookingPayment>;
