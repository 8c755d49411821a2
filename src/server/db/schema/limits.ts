import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';

/**
 * Throttle counters shared by every process on one PostgreSQL (lib/throttle.ts): one fixed window
 * per key, stored as the key's SHA-256 digest (keys name e-mails and addresses); rows past their
 * window are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * Private files an account has uploaded (resumes, documents), with their size: what the storage
 * quota counts. Service videos carry their own size in `service_videos`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('stored_files_user_idx').on(t.userId)],
);
