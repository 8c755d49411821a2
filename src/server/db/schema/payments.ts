import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ATTEMPT_STATUSES,
  LEDGER_ACCOUNTS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  POSTING_KINDS,
} from '#contract/payments.ts';
import { DISPUTE_OUTCOMES, DISPUTE_SIDES, DISPUTE_STATUSES } from '#contract/payment-disputes.ts';
import { users } from './auth.ts';
import { bookings } from './bookings.ts';
import { programs } from './learning.ts';
import { createdAt, id, updatedAt } from './columns.ts';

// Online payments (docs/decisions/049-payments.md): one row per attempt at a gateway, apart from
// the booking, and an append-only double-entry ledger. Migration 0032 adds the triggers that
// refuse UPDATE and DELETE on the ledger and a posting whose entries do not sum to zero.

export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentAttemptStatusEnum = pgEnum('payment_attempt_status', ATTEMPT_STATUSES);
export const ledgerAccountEnum = pgEnum('ledger_account', LEDGER_ACCOUNTS);
export const ledgerPostingKindEnum = pgEnum('ledger_posting_kind', POSTING_KINDS);
export const paymentPurposeEnum = pgEnum('payment_purpose', PAYMENT_PURPOSES);

/**
 * One try at paying a booking through a gateway. Its id is eSewa's `transaction_uuid` and
 * Khalti's `purchase_order_id`; `gateway_ref` is what the gateway calls it (the same uuid for
 * eSewa, the `pidx` for Khalti), unique per gateway so a callback finds exactly one attempt.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    /** NULL once the booking is deleted with an account; the attempt and its ledger stay. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** What the attempt pays for: a booking, or a program's fee (decision 054). */
    purpose: paymentPurposeEnum('purpose').notNull().default('booking'),
    /** The program whose fee this pays; NULL for a booking, or once the program is deleted. */
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    /** The client who paid; NULL once the account is deleted (the money's trail outlives it). */
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum('provider').notNull(),
    gatewayRef: varchar('gateway_ref', { length: 100 }),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    /** The platform's fee shown before paying (PLATFORM_FEE_PERCENT then), kept for the release. */
    feePaisa: bigint('fee_paisa', { mode: 'number' }).notNull(),
    /**
     * What a late cancellation by the client refunds, in percent, as the policy shown before
     * paying said (`BOOKING_RULES.lateCancelRefundPercent`); 100 for payments made before there was one.
     */
    lateCancelRefundPercent: smallint('late_cancel_refund_percent').notNull().default(100),
    status: paymentAttemptStatusEnum('status').notNull().default('initiated'),
    /** The gateway's last word, as it spelled it (COMPLETE, AMBIGUOUS, User canceled…). */
    gatewayStatus: varchar('gateway_status', { length: 40 }),
    /** The gateway's own transaction id once paid (eSewa `ref_id`, Khalti `transaction_id`). */
    gatewayTransactionId: varchar('gateway_transaction_id', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the status or lookup API was last asked. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_attempts_amount_range', sql`${t.amountPaisa} > 0 and ${t.amountPaisa} <= 100000000`),
    check('payment_attempts_fee_range', sql`${t.feePaisa} >= 0 and ${t.feePaisa} <= ${t.amountPaisa}`),
    // one purpose, and never a reference of the other kind (a reference is NULL once its row is deleted)
    check(
      'payment_attempts_one_purpose',
      sql`(${t.purpose} = 'booking' and ${t.programId} is null) or (${t.purpose} = 'program' and ${t.bookingId} is null)`,
    ),
    check(
      'payment_attempts_late_cancel_range',
      sql`${t.lateCancelRefundPercent} >= 0 and ${t.lateCancelRefundPercent} <= 100`,
    ),
    uniqueIndex('payment_attempts_gateway_ref_key').on(t.provider, t.gatewayRef),
    index('payment_attempts_program_idx').on(t.programId, t.payerId),
    index('payment_attempts_booking_idx').on(t.bookingId, t.createdAt),
    index('payment_attempts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('initiated', 'pending')`),
  ],
);

/**
 * A group of ledger entries written together, summing to zero. `key` says what it records
 * (`payment:<attempt>`, `release:<attempt>`, `refund:<attempt>`) and is unique: crediting an
 * attempt, releasing or refunding a booking happens once, whatever runs twice or at once.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    key: varchar('key', { length: 120 }).notNull(),
    kind: ledgerPostingKindEnum('kind').notNull(),
    /**
     * The booking the money was for. No foreign key: the ledger is never changed, and outlives a
     * booking deleted with an account (decision 049 keeps payment records for six years).
     */
    bookingId: uuid('booking_id'),
    /** Or the program whose fee it was (decision 054); exactly one of the two. No foreign key either. */
    programId: uuid('program_id'),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_postings_key').on(t.key),
    index('ledger_postings_booking_idx').on(t.bookingId),
    index('ledger_postings_program_idx').on(t.programId),
    check('ledger_postings_one_subject', sql`num_nonnulls(${t.bookingId}, ${t.programId}) = 1`),
  ],
);

/** One side of a posting: integer paisa, positive into an account, negative out of it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => ledgerPostings.id, { onDelete: 'restrict' }),
    /** As the posting's: no foreign key, so deleting a booking never touches the ledger. */
    bookingId: uuid('booking_id'),
    programId: uuid('program_id'),
    account: ledgerAccountEnum('account').notNull(),
    /**
     * The professional whose `payable` this is; NULL on the platform's and the client's side. No
     * foreign key: an entry is never changed, not even by ON DELETE SET NULL.
     */
    partyId: uuid('party_id'),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_nonzero', sql`${t.amountPaisa} <> 0`),
    check('ledger_entries_one_subject', sql`num_nonnulls(${t.bookingId}, ${t.programId}) = 1`),
    uniqueIndex('ledger_entries_posting_account_key').on(t.postingId, t.account),
    index('ledger_entries_booking_idx').on(t.bookingId, t.account),
  ],
);

export const disputeStatusEnum = pgEnum('payment_dispute_status', DISPUTE_STATUSES);
export const disputeOutcomeEnum = pgEnum('payment_dispute_outcome', DISPUTE_OUTCOMES);
export const disputeSideEnum = pgEnum('payment_dispute_side', DISPUTE_SIDES);

/**
 * A client's dispute of a paid booking (decision 050). While it is open the payments sweep
 * leaves the booking's payment held; staff's decision settles it. One per booking: the unique
 * key turns a second one, or two at once, into a conflict.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: id(),
    /** NULL once the booking is deleted with an account; the dispute stays with the money's trail. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The payment frozen: the booking's first paid attempt. */
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: disputeStatusEnum('status').notNull().default('open'),
    outcome: disputeOutcomeEnum('outcome'),
    /** Back to the client: the part of a partial refund, all of a full one, 0 on release. */
    refundPaisa: bigint('refund_paisa', { mode: 'number' }),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_disputes_booking_key').on(t.bookingId),
    uniqueIndex('payment_disputes_attempt_key').on(t.attemptId),
    index('payment_disputes_queue_idx').on(t.status, t.createdAt),
    check(
      'payment_disputes_decided',
      sql`(${t.status} = 'open') = (${t.outcome} is null) and (${t.outcome} is null) = (${t.decidedAt} is null)`,
    ),
    check('payment_disputes_refund_range', sql`${t.refundPaisa} is null or ${t.refundPaisa} >= 0`),
  ],
);

/**
 * The professional's answer to a dispute (decision 059): one per dispute, by the unique key on
 * `dispute_id`, so two answers sent at once store one. Given only while the dispute is open.
 */
export const paymentDisputeAnswers = pgTable(
  'payment_dispute_answers',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => paymentDisputes.id, { onDelete: 'cascade' }),
    /** NULL once the professional's account is deleted; the answer stays with the dispute. */
    professionalId: uuid('professional_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_dispute_answers_dispute_key').on(t.disputeId)],
);

/**
 * The photos of a dispute (decision 050) and of its answer (decision 059), at most
 * DISPUTE_PHOTO_LIMITS.count a side: a position 0–3 unique per dispute and side, so no path can
 * add a fifth. Both stored sizes live in the
 * private bucket `dispute-photos`; each is also a stored_files row of its uploader, so it counts
 * toward their quota and goes with their account (the row with it, by the cascade).
 */
export const paymentDisputePhotos = pgTable(
  'payment_dispute_photos',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => paymentDisputes.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's, attached with the dispute, or the professional's, with their answer. */
    side: disputeSideEnum('side').notNull().default('client'),
    position: smallint('position').notNull(),
    objectKey: text('object_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_dispute_photos_position_key').on(t.disputeId, t.side, t.position),
    check('payment_dispute_photos_position_range', sql`${t.position} between 0 and 3`),
  ],
);
