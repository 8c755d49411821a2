import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ConversationSummary, type ConversationPage, type Message, type MessagePage } from '#contract/messaging.ts';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE, previewOf } from '#contract/messaging-rules.ts';
import { isPubliclyVisible } from '#server/lib/visibility.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { bookingOffers } from '#server/db/schema/booking-offers.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { escapeLike } from '#server/lib/like.ts';
import { publishUserEvent } from '#server/lib/notify.ts';
import { isUuid } from '#contract/ids.ts';
import { nameSql } from './names.ts';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'unreadChecks'>;
type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

/** The other participant's id, for a conversation row read by `userId`; null once they deleted their account. */
const otherOf = (row: Pick<ConversationRow, 'user1Id' | 'user2Id'>, userId: string) =>
  row.user1Id === userId ? row.user2Id : row.user1Id;

/** Messages `userId` did not send: a deleted account's messages (sender NULL) count as the other person's. */
const notSentBy = (userId: string) => sql`${messages.senderId} is distinct from ${userId}`;

const involves = (userId: string) => or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId));

function toMessage(
  row: Pick<MessageRow, 'id' | 'conversationId' | 'senderId' | 'content' | 'createdAt' | 'readAt'>,
): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/**
 * The conversation if `userId` takes part in it. Anyone else learns nothing, not even that it
 * exists: 404, like an unknown id.
 */
export async function findOwnConversation(db: Db, userId: string, conversationId: string): Promise<ConversationRow> {
  if (!isUuid(conversationId)) throw new AppError('NOT_FOUND', 'messaging.conversationNotFound');
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), involves(userId)));
  if (!row) throw new AppError('NOT_FOUND', 'messaging.conversationNotFound');
  return row;
}

/**
 * Finds or creates the conversation between the user and `participantId`; the pair is one
 * conversation whichever of the two starts it (a unique index on the unordered pair).
 */
export async function startConversation(
  db: Db,
  userId: string,
  participantId: string,
): Promise<{ id: string; created: boolean }> {
  if (participantId === userId) throw new AppError('VALIDATION_ERROR', 'messaging.cannotMessageSelf');
  if (!isUuid(participantId)) throw new AppError('NOT_FOUND', 'messaging.userNotFound');
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, participantId));
  if (!other) throw new AppError('NOT_FOUND', 'messaging.userNotFound');

  const pair = or(
    and(eq(conversations.user1Id, userId), eq(conversations.user2Id, participantId)),
    and(eq(conversations.user1Id, participantId), eq(conversations.user2Id, userId)),
  );
  const [existing] = await db.select({ id: conversations.id }).from(conversations).where(pair);
  if (existing) return { id: existing.id, created: false };
  // two first clicks at once: the unique pair index lets one insert win, the other reads it
  const [created] = await db
    .insert(conversations)
    .values({ user1Id: userId, user2Id: participantId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [winner] = await db.select({ id: conversations.id }).from(conversations).where(pair);
  if (!winner) throw new AppError('INTERNAL', 'errors.internal');
  return { id: winner.id, created: false };
}

/**
 * The newest offer of the conversation still waiting for an answer (open, its time ahead) and sent
 * after the last message: what the conversation's preview shows then (decision 044).
 */
const pendingOfferSql = sql<unknown>`(
  select json_build_object('serviceTitle', o.service_title, 'serviceTitleNe', o.service_title_ne,
                           'pricePaisa', o.price_paisa)
  from ${bookingOffers} o
  where o.conversation_id = ${conversations.id} and o.status = 'open' and o.starts_at > now()
    and o.created_at >= coalesce((select max(m.created_at) from ${messages} m
                                  where m.conversation_id = ${conversations.id}), '-infinity')
  order by o.created_at desc
  limit 1)`;

const PendingOffer = ConversationSummary.shape.pendingOffer;

function summaryQuery(db: Db, userId: string) {
  const otherId = sql<string>`case when ${conversations.user1Id} = ${userId} then ${conversations.user2Id} else ${conversations.user1Id} end`;
  const unread = sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${notSentBy(userId)} and ${messages.readAt} is null and ${isPubliclyVisible(messages)})`;
  return (
    db
      .select({
        id: conversations.id,
        otherId: users.id,
        name: nameSql,
        avatarUrl: profiles.avatarUrl,
        lastMessagePreview: conversations.lastMessagePreview,
        pendingOffer: pendingOfferSql,
        updatedAt: conversations.updatedAt,
        // exact to the microsecond (a JS Date is not), so a page boundary never skips a row
        cursor: sql<string>`${conversations.updatedAt}::text || '|' || ${conversations.id}`,
        unreadCount: unread,
      })
      .from(conversations)
      // no user: the other person deleted their account, and the conversation stays
      .leftJoin(users, eq(users.id, otherId))
      .leftJoin(profiles, eq(profiles.id, users.id))
  );
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['where']>>[number];

const toSummary = (row: SummaryRow): ConversationSummary => ({
  id: row.id,
  otherUser: row.otherId === null ? null : { id: row.otherId, name: row.name, avatarUrl: row.avatarUrl },
  lastMessagePreview: row.lastMessagePreview,
  pendingOffer: PendingOffer.parse(row.pendingOffer ?? null),
  updatedAt: row.updatedAt.toISOString(),
  unreadCount: Number(row.unreadCount),
});

/**
 * My conversations that have at least one message, most recently active first, optionally only
 * those whose other person's name contains `q` (case-insensitive). An empty conversation (someone
 * opened "Request a quote" and sent nothing) stays out of both lists until its first message or offer.
 */
export async function listConversations(
  db: Db,
  userId: string,
  query: { q?: string | undefined; cursor?: string | undefined },
): Promise<ConversationPage> {
  // an offer is a first word too: a quote conversation may begin with one
  const conditions: SQL[] = [
    involves(userId)!,
    sql`(${conversations.lastMessagePreview} is not null
         or exists (select 1 from ${bookingOffers} o where o.conversation_id = ${conversations.id}))`,
  ];
  const q = query.q?.trim();
  if (q) conditions.push(sql`${nameSql} ilike ${`%${escapeLike(q)}%`}`);
  if (query.cursor) {
    const [at, id] = query.cursor.split('|');
    if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at))) {
      throw new AppError('VALIDATION_ERROR', 'validation.invalidRequest');
    }
    conditions.push(sql`(${conversations.updatedAt}, ${conversations.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await summaryQuery(db, userId)
    .where(and(...conditions))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

/** One of my conversations (also an empty one), for the pane's header. */
export async function getConversation(db: Db, userId: string, conversationId: string): Promise<ConversationSummary> {
  await findOwnConversation(db, userId, conversationId);
  const [row] = await summaryQuery(db, userId).where(eq(conversations.id, conversationId));
  if (!row) throw new AppError('NOT_FOUND', 'messaging.conversationNotFound');
  return toSummary(row);
}

/**
 * A page of a conversation's messages, oldest first: the latest page, or the one just before
 * the message `before` (threads are read backwards).
 */
export async function listMessages(
  db: Db,
  userId: string,
  conversationId: string,
  before?: string,
): Promise<MessagePage> {
  await findOwnConversation(db, userId, conversationId);
  const conditions: SQL[] = [eq(messages.conversationId, conversationId), isPubliclyVisible(messages)];
  if (before) {
    if (!isUuid(before)) throw new AppError('VALIDATION_ERROR', 'validation.invalidRequest');
    // compared in SQL: created_at has microseconds that a JS Date would lose
    conditions.push(
      sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before} and m.conversation_id = ${conversationId})`,
    );
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  return {
    items: page.map(toMessage),
    olderCursor: rows.length > MESSAGES_PAGE_SIZE ? (page[0]?.id ?? null) : null,
  };
}

/**
 * Sends a message: stores it, makes it the conversation's preview and latest activity, tells
 * both participants' open tabs, and schedules the recipient's "new message" notification
 * (unread-checks.ts).
 */
export async function sendMessage(
  deps: Deps,
  userId: string,
  conversationId: string,
  content: string,
): Promise<Message> {
  if (!isUuid(conversationId)) throw new AppError('NOT_FOUND', 'messaging.conversationNotFound');
  const { db } = deps;
  // One statement, one round trip. Updating the conversation checks that I take part in it and
  // that the other person still has an account, and locks its row until the statement commits:
  // two messages to one conversation commit one after the other, in the order of their times,
  // so every stream hears them in that order.
  const touched = db.$with('touched').as(
    db
      .update(conversations)
      .set({ lastMessagePreview: previewOf(content), updatedAt: sql`clock_timestamp()` })
      .where(
        and(
          eq(conversations.id, conversationId),
          involves(userId),
          isNotNull(conversations.user1Id),
          isNotNull(conversations.user2Id),
        ),
      )
      .returning({ user1Id: conversations.user1Id, user2Id: conversations.user2Id }),
  );
  const sent = db.$with('sent').as(
    db
      .insert(messages)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            conversationId: sql`${conversationId}::uuid`.as('conversation_id'),
            senderId: sql`${userId}::uuid`.as('sender_id'),
            content: sql`${content}`.as('content'),
            // the statement's clock, not the transaction's: two quick messages never share a time
            createdAt: sql`clock_timestamp()`.as('created_at'),
            readAt: sql`null::timestamptz`.as('read_at'),
            // insert … select names every column, in the table's order
            hiddenAt: sql`null::timestamptz`.as('hidden_at'),
            hiddenReason: sql`null::text`.as('hidden_reason'),
            hiddenCause: sql`null::hidden_cause`.as('hidden_cause'),
          })
          .from(touched),
      )
      .returning(),
  );
  const [row] = await db
    .with(touched, sent)
    .select({
      id: sent.id,
      conversationId: sent.conversationId,
      senderId: sent.senderId,
      content: sent.content,
      createdAt: sent.createdAt,
      readAt: sent.readAt,
      user1Id: touched.user1Id,
      user2Id: touched.user2Id,
    })
    .from(sent)
    .innerJoin(touched, sql`true`);
  if (!row) {
    // not a conversation of mine (404), or the other person deleted their account
    await findOwnConversation(db, userId, conversationId);
    throw new AppError('CONFLICT', 'messaging.recipientDeleted');
  }
  const recipientId = otherOf(row, userId)!;
  await publishUserEvent(deps, { userIds: [userId, recipientId], type: 'message', id: row.id, conversationId });
  // before the answer: an acknowledged message has its check in the database
  await deps.unreadChecks.schedule(recipientId, conversationId);
  return toMessage(row);
}

/**
 * Opening a conversation reads it (spec §4): the other person's unread messages get `read_at`.
 * The sender's tabs are told (their "Seen"), and so are mine (unread counts), and my bell's
 * "new message" notifications for this conversation are read too.
 */
export async function markConversationRead(deps: Deps, userId: string, conversationId: string): Promise<number> {
  const conversation = await findOwnConversation(deps.db, userId, conversationId);
  const read = await deps.db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.conversationId, conversationId), notSentBy(userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (read.length === 0) return 0;
  const participants = [otherOf(conversation, userId), userId].filter((id) => id !== null);
  await publishUserEvent(deps, { userIds: participants, type: 'read', id: conversationId });
  const cleared = await deps.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'message'),
        isNull(notifications.readAt),
        sql`${notifications.payload}->>'conversationId' = ${conversationId}`,
      ),
    )
    .returning({ id: notifications.id });
  if (cleared.length > 0) {
    await publishUserEvent(deps, {
      userIds: [userId],
      type: 'notifications_read',
      id: cleared.length === 1 ? cleared[0]!.id : 'all',
    });
  }
  return read.length;
}

/** How many messages from others I have not read, over all my conversations (the header badge); hidden ones are not mine to read. */
export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(involves(userId), notSentBy(userId), isNull(messages.readAt), isPubliclyVisible(messages)));
  return row?.count ?? 0;
}
