import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationItem, NotificationPage } from '#contract/messaging.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '#contract/messaging-rules.ts';
import type { Db } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { publishUserEvent } from '#server/lib/notify.ts';
import { isUuid } from '#contract/ids.ts';

type Deps = Pick<AppDeps, 'db' | 'bus'>;
type NotificationRow = typeof notifications.$inferSelect;

const toItem = (row: NotificationRow & { cursor: string }): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  payload: (row.payload ?? {}) as Record<string, unknown>,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** How many of my notifications are unread (the bell's count). */
export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** My notifications, newest first, a page at a time, with the unread count. */
export async function listNotifications(db: Db, userId: string, cursor?: string): Promise<NotificationPage> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (cursor) {
    const [at, id] = cursor.split('|');
    if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at))) {
      throw new AppError('VALIDATION_ERROR', 'validation.invalidRequest');
    }
    conditions.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      cursor: sql<string>`${notifications.createdAt}::text || '|' || ${notifications.id}`,
    })
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    items: page.map(toItem),
    unreadCount: await countUnreadNotifications(db, userId),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

/** Marks one of my notifications read; someone else's is 404, like an unknown one. */
export async function markNotificationRead(deps: Deps, userId: string, notificationId: string): Promise<void> {
  if (!isUuid(notificationId)) throw new AppError('NOT_FOUND', 'messaging.notificationNotFound');
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError('NOT_FOUND', 'messaging.notificationNotFound');
  await publishUserEvent(deps, { userIds: [userId], type: 'notifications_read', id: notificationId });
}

/** Marks all my notifications read; answers how many were unread. */
export async function markAllNotificationsRead(deps: Deps, userId: string): Promise<number> {
  const rows = await deps.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await publishUserEvent(deps, { userIds: [userId], type: 'notifications_read', id: 'all' });
  return rows.length;
}
