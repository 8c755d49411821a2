import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    user1Id: uuid('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: uuid('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessagePreview: varchar('last_message_preview', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('conversations_distinct_users', sql`${t.user1Id} <> ${t.user2Id}`),
    // one conversation per pair, whichever of the two started it
    uniqueIndex('conversations_pair_key').on(
      sql`least(${t.user1Id}, ${t.user2Id})`,
      sql`greatest(${t.user1Id}, ${t.user2Id})`,
    ),
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
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('messages_content_not_blank', sql`length(btrim(${t.content})) > 0`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);
