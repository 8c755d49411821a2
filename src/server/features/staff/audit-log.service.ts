import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import { type AuditPage, type AuditQuery, STAFF_PAGE_SIZE } from '#contract/staff.ts';
import { cursorOf, olderThan, pageOf } from './cursor.ts';

const DAY_MS = 86_400_000;

/** The conditions of the console's filters; `to` includes its whole day (UTC). */
function filtersOf(query: AuditQuery): SQL[] {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditLog.action, query.action));
  // e-mails are stored lower-case (Better Auth); staff may type any case
  if (query.actorEmail) where.push(eq(auditLog.actorEmail, query.actorEmail.toLowerCase()));
  if (query.itemKind) where.push(eq(auditLog.itemKind, query.itemKind));
  if (query.itemId) where.push(eq(auditLog.itemId, query.itemId));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.cursor) where.push(olderThan(query.cursor, auditLog.createdAt, auditLog.id));
  return where;
}

/** The audit log, newest first, filtered, a page at a time. Read-only: nothing changes it but appends. */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      itemKind: auditLog.itemKind,
      itemId: auditLog.itemId,
      reason: auditLog.reason,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
      cursor: cursorOf(auditLog.createdAt, auditLog.id),
    })
    .from(auditLog)
    .where(and(...filtersOf(query)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(STAFF_PAGE_SIZE + 1);
  const { page, nextCursor } = pageOf(rows, STAFF_PAGE_SIZE);
  return {
    items: page.map(({ cursor: _cursor, createdAt, detail, ...row }) => ({
      ...row,
      detail: (detail ?? {}) as Record<string, unknown>,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor,
  };
}
