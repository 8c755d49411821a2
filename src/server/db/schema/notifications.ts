import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** In-app notifications (application status changes, new messages, …). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 50 }).notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** A user's notification choices; without a row the defaults hold. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E-mails about messages left unread; on unless the user turns them off, as on the big platforms. */
  emailMessages: boolean('email_messages').notNull().default(true),
  /** 'en' or 'ne': the language the user last changed these settings in; NULL (unknown) mails both. */
  mailLanguage: varchar('mail_language', { length: 2 }),
  updatedAt: updatedAt(),
});
