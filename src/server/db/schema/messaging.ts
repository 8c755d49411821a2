import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, moderationColumns, updatedAt } from './columns.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    // NULL once that person deleted their account: the other one keeps the conversation
    user1Id: uuid('user1_id').references(() => users.id, { onDelete: 'set null' }),
    user2Id: uuid('user2_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessagePreview: varchar('last_message_preview', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('conversations_distinct_users', sql`${t.user1Id} <> ${t.user2Id}`),
    // one conversation per pair, whichever of the two started it; least() and greatest() skip a
    // NULL, so a conversation with a deleted account stays out of the index (two of them would clash)
    uniqueIndex('conversations_pair_key')
      .on(sql`least(${t.user1Id}, ${t.user2Id})`, sql`greatest(${t.user1Id}, ${t.user2Id})`)
      .where(sql`${t.user1Id} is not null and ${t.user2Id} is not null`),
    index('conversations_user1_updated_idx').on(t.user1Id, t.updatedAt.desc()),
    index('conversations_user2_updated_idx').on(t.user2Id, t.updatedAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** NULL once the sender deleted their account: the message stays for the one who received it. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...moderationColumns(),
  },
  (t) => [
    check('messages_content_not_blank', sql`length(btrim(${t.content})) > 0`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The last "unread messages" e-mail per recipient and conversation. Claiming this row is what lets
 * one process, and only one, send the next e-mail: at most one an hour, never twice about a message.
 */
export const messageDigests = pgTable(
  'message_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The newest message that e-mail told of; the next one tells only of newer messages. */
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);
