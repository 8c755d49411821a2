import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { writerXid } from './columns.ts';

/**
 * Rows deleted from a table an in-memory search index reads (`source`: job_postings, courses,
 * programs, profiles), by the transaction that deleted them: every index forgets them
 * (docs/decisions/036, 037). Each of those tables has its own `search_xid` for the rows it still holds.
 * A profile's id is its person's: a deleted account leaves no trace, so its row says only that
 * some profile went (`id` null), and an index checks which of its own are gone.
 */
export const searchRemovals = pgTable(
  'search_removals',
  { source: text('source').notNull(), id: uuid('id'), searchXid: writerXid('search_xid') },
  (t) => [index('search_removals_search_xid_idx').on(t.searchXid)],
);
