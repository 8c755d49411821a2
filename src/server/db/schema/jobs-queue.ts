import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Work due at a time, done by whichever app process claims it first (src/server/jobs/). A row
 * lives from its scheduling until its work is done; a job that keeps failing stays, with
 * `failed_at` and its last error, for an operator to read.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    /** Names the handler ("message.unread-check", "message.digest", …). */
    kind: varchar('kind', { length: 50 }).notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far, the current one included: a job that crashes its process each time gives up. */
    attempts: integer('attempts').notNull().default(0),
    /** The process running it, until `locked_until`; after that another process may take it over. */
    claimedBy: text('claimed_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** One pending job per key: scheduling what is already pending adds nothing. */
    dedupeKey: text('dedupe_key'),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // "pending" is not yet claimed: a job being run does not stop the next one being scheduled
    uniqueIndex('background_jobs_pending_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.claimedBy} is null and ${t.failedAt} is null`),
    index('background_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.failedAt} is null`),
  ],
);
