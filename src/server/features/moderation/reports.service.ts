import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { rowsOf } from '#server/db/rows.ts';
import { users } from '#server/db/schema/auth.ts';
import { reportGroups, reports } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  REPORT_QUEUE_PAGE_SIZE,
  type ReportedItem,
  type ReportInput,
  type ReportQueuePage,
  type ReportQueueQuery,
} from '#contract/moderation.ts';
import { MODERATED_KINDS, REPORT_REASONS, type ModeratedKind } from '#contract/trust-lists.ts';
import { describeItems, isParticipant, loadItem, loadItems, missingItem, type ItemRow } from './items.ts';

const notFound = () => new AppError('NOT_FOUND', 'moderation.errors.itemNotFound');

/**
 * Files a signed-in user's report. The item must exist and be visible to the reporter (a hidden
 * item, or a message of someone else's conversation, is 404); one's own item cannot be reported;
 * a second open report of the same item by the same reporter is 409 (the partial unique index).
 */
export async function createReport(db: Db, reporterId: string, input: ReportInput): Promise<{ id: string }> {
  const item = await loadItem(db, input.itemKind, input.itemId);
  if (!item || item.hiddenAt) throw notFound();
  if (input.itemKind === 'message' && !(await isParticipant(db, input.itemId, reporterId))) throw notFound();
  if (item.ownerId === reporterId) throw new AppError('VALIDATION_ERROR', 'moderation.errors.ownItem');
  try {
    const [row] = await db
      .insert(reports)
      .values({
        reporterId,
        itemKind: input.itemKind,
        itemId: input.itemId,
        reason: input.reason,
        details: input.details || null,
      })
      .returning({ id: reports.id });
    if (!row) throw new AppError('INTERNAL', 'errors.internal');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'moderation.errors.alreadyReported');
    throw error;
  }
}

const GroupRow = z.object({
  kind: z.enum(MODERATED_KINDS),
  id: z.string(),
  count: z.number(),
  latestAt: z.union([z.string(), z.date()]),
  reasons: z.array(z.object({ reason: z.string(), count: z.number() })),
});

/**
 * One page of the staff queue: reports of `status` grouped by item, most reported first, then the
 * oldest waiting, each with its reasons counted. The groups come in order from
 * `report_groups_queue_idx` (the counts a trigger keeps, migration 0011); the reasons are counted
 * for the page's items only, so a page costs the same with 10 or 10,000 reports waiting.
 */
export async function listReportQueue(db: Db, query: ReportQueueQuery): Promise<ReportQueuePage> {
  const offset = (query.page - 1) * REPORT_QUEUE_PAGE_SIZE;
  const groups = await rowsOf(
    db,
    GroupRow,
    sql`select g.item_kind::text as kind, g.item_id::text as id, g.report_count as count, g.latest_at as "latestAt",
        (select json_agg(json_build_object('reason', reason, 'count', n) order by n desc, reason)
           from (select reason, count(*)::int as n from ${reports} r
                  where r.status = g.status and r.item_kind = g.item_kind and r.item_id = g.item_id
                  group by reason) as by_reason) as reasons
      from ${reportGroups} g
      where g.status = ${query.status}
      order by g.report_count desc, g.oldest_at, g.item_kind, g.item_id
      limit ${REPORT_QUEUE_PAGE_SIZE + 1} offset ${offset}`,
  );
  const page = groups.slice(0, REPORT_QUEUE_PAGE_SIZE);
  const described = await describeItems(db, await itemsOf(db, page));
  return {
    items: page.map((group) => ({
      item: described.get(`${group.kind}:${group.id}`) ?? missingItem(group.kind, group.id),
      count: group.count,
      reasons: group.reasons.flatMap((row) => (isReason(row.reason) ? [{ reason: row.reason, count: row.count }] : [])),
      latestAt: new Date(group.latestAt).toISOString(),
    })),
    page: query.page,
    hasMore: groups.length > REPORT_QUEUE_PAGE_SIZE,
  };
}

const isReason = (value: string): value is (typeof REPORT_REASONS)[number] =>
  (REPORT_REASONS as readonly string[]).includes(value);

/** The rows of the page's items, one query per kind present. */
async function itemsOf(db: Db, page: { kind: ModeratedKind; id: string }[]): Promise<ItemRow[]> {
  const byKind = new Map<ModeratedKind, string[]>();
  for (const group of page) byKind.set(group.kind, [...(byKind.get(group.kind) ?? []), group.id]);
  const loaded = await Promise.all([...byKind].map(([kind, ids]) => loadItems(db, kind, ids)));
  return loaded.flat();
}

/** An item with all its reports (every status), newest first, with the reporters' words. */
export async function getReportedItem(db: Db, kind: ModeratedKind, id: string): Promise<ReportedItem> {
  const row = await loadItem(db, kind, id);
  const rows = await db
    .select({ report: reports, reporterName: users.name, reporterEmail: users.email })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.itemKind, kind), eq(reports.itemId, id)))
    .orderBy(desc(reports.createdAt), reports.id);
  if (!row && rows.length === 0) throw notFound();
  const item = row ? (await describeItems(db, [row])).get(`${kind}:${id}`) : undefined;
  return {
    item: item ?? missingItem(kind, id),
    reports: rows.map(({ report, reporterName, reporterEmail }) => ({
      id: report.id,
      reason: isReason(report.reason) ? report.reason : 'other',
      details: report.details,
      status: report.status,
      reporter:
        report.reporterId && reporterEmail
          ? { id: report.reporterId, name: reporterName ?? '', email: reporterEmail }
          : null,
      createdAt: report.createdAt.toISOString(),
      resolutionReason: report.resolutionReason,
    })),
  };
}
