import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ledgerPostings } from './payments.ts';

/**
 * The outbox of payment notices (decision 049): a ledger posting is told to the people it concerns
 * once its row is here. The sender claims a posting by inserting its row (the primary key makes a
 * second sender, in this process or another, insert nothing), then notifies; the ledger itself is
 * never changed.
 */
export const paymentNotices = pgTable('payment_notices', {
  postingId: uuid('posting_id')
    .primaryKey()
    .references(() => ledgerPostings.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});
