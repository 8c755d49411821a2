import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * A transfer staff made to a professional of money payable to them (decision 051): no gateway has
 * a disbursement API, so staff pay by bank or wallet and record it here with the transfer's
 * reference. Its money moves in the ledger (`payable → paid_out`, one posting per booking it
 * covers, keys `payout:<payout>:<booking>`); this row says who was paid, how much, and how.
 * `key` is `<professional>:<n>`, the professional's n-th payout: two staff recording one at once,
 * or a double click, write one row and the other writer nothing.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    key: varchar('key', { length: 80 }).notNull(),
    /** No foreign key, as the ledger's party: the record outlives a deleted account. */
    professionalId: uuid('professional_id').notNull(),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    /** The bank's or wallet's reference of the transfer staff made. */
    reference: varchar('reference', { length: 100 }).notNull(),
    /** The staff member who recorded it (no foreign key either: a payout is never changed). */
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountPaisa} > 0`),
    uniqueIndex('payouts_key').on(t.key),
    index('payouts_professional_idx').on(t.professionalId, t.createdAt),
  ],
);
