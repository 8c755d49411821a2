import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { appeals } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppealDecisionInput, AppealInput, AppealList, HiddenItem } from '#contract/moderation.ts';
import { REPORTABLE_KINDS, type AppealStatus, type ReportableKind } from '#contract/trust-lists.ts';
import { describeItems, KIND_TABLES, loadItem, loadItems, missingItem, setHidden } from './items.ts';
import { isUuid } from '#contract/ids.ts';
import { rowsOf } from '#server/db/rows.ts';
import { z } from 'zod';
import { announce, forgetPublicAnswers, type OutcomeDeps } from './outcomes.ts';
import type { Actor } from './actions.service.ts';

// Appeals: the owner of an item staff hid asks, once per hiding, for another look; staff uphold
// the decision or reverse it (the item is shown again). An appeal names the hiding it contests by
// the item's hidden_at, so an item shown again and later hidden anew can be appealed anew
// (decision 040). A suspended account cannot sign in, so it appeals through the contact page
// (docs/decisions/022-moderation.md).

const notFound = () => new AppError('NOT_FOUND', 'moderation.errors.itemNotFound');

/**
 * Files the owner's one appeal against the current hiding of their item (anyone else, or an item
 * staff do not hide now: 404). The hiding is copied from the item in the same statement, so a
 * restore at that moment leaves nothing to appeal rather than an appeal of nothing.
 */
export async function createAppeal(db: Db, userId: string, input: AppealInput): Promise<{ id: string }> {
  if (!isUuid(input.itemId)) throw notFound();
  const spec = KIND_TABLES[input.itemKind];
  try {
    const [row] = await rowsOf(
      db,
      z.object({ id: z.string() }),
      sql`insert into ${appeals} (user_id, item_kind, item_id, message, hidden_at)
        select ${userId}::uuid, ${input.itemKind}::moderated_kind, ${spec.id}, ${input.message}::text, ${spec.table.hiddenAt}
        from ${spec.table}
        where ${spec.id} = ${input.itemId} and ${spec.owner} = ${userId} and ${spec.table.hiddenCause} = 'moderation'
        returning id`,
    );
    if (!row) throw notFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'moderation.errors.alreadyAppealed');
    throw error;
  }
}

/** Appeals of `status`, oldest first (the queue is worked in order), with their items. */
export async function listAppeals(db: Db, status: AppealStatus): Promise<AppealList> {
  const rows = await db
    .select()
    .from(appeals)
    .where(eq(appeals.status, status))
    .orderBy(status === 'open' ? appeals.createdAt : desc(appeals.createdAt), appeals.id)
    .limit(100);
  const loaded = await Promise.all(
    REPORTABLE_KINDS.map((kind) =>
      loadItems(
        db,
        kind,
        rows.filter((row) => row.itemKind === kind).map((row) => row.itemId),
      ),
    ),
  );
  const described = await describeItems(db, loaded.flat());
  return {
    items: rows.map((row) => ({
      id: row.id,
      item: described.get(`${row.itemKind}:${row.itemId}`) ?? missingItem(row.itemKind, row.itemId),
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decisionReason: row.decisionReason,
    })),
  };
}

/**
 * Decides an open appeal: uphold (the item stays hidden) or reverse (it is shown again), with the
 * decision, the restore and the audit record in one transaction; the owner is told either way.
 */
export async function decideAppeal(
  deps: OutcomeDeps,
  actor: Actor,
  appealId: string,
  input: AppealDecisionInput,
): Promise<void> {
  const [appeal] = await deps.db.select().from(appeals).where(eq(appeals.id, appealId));
  if (!appeal || appeal.itemKind === 'account') throw new AppError('NOT_FOUND', 'moderation.errors.appealNotFound');
  if (appeal.status !== 'open') throw new AppError('CONFLICT', 'moderation.errors.appealDecided');
  const kind = appeal.itemKind;
  const item = await loadItem(deps.db, kind, appeal.itemId);
  const reverse = input.decision === 'reverse';
  await deps.db.transaction(async (tx) => {
    const decided = await tx
      .update(appeals)
      .set({
        status: reverse ? 'reversed' : 'upheld',
        decidedBy: actor.id,
        decidedAt: new Date(),
        decisionReason: input.reason,
      })
      .where(and(eq(appeals.id, appealId), eq(appeals.status, 'open')))
      .returning({ id: appeals.id });
    if (decided.length === 0) throw new AppError('CONFLICT', 'moderation.errors.appealDecided');
    // only the hiding appealed: one staff made since (after a restore) is not undone by this decision
    const table = KIND_TABLES[kind].table;
    if (reverse) {
      await setHidden(
        tx,
        kind,
        appeal.itemId,
        null,
        and(
          eq(table.hiddenCause, 'moderation'),
          sql`${table.hiddenAt} = (select a.hidden_at from ${appeals} a where a.id = ${appealId})`,
        ),
      );
    }
    await recordAudit(tx, {
      actor,
      action: reverse ? 'appeal.reverse' : 'appeal.uphold',
      itemKind: kind,
      itemId: appeal.itemId,
      reason: input.reason,
      detail: { appealId },
    });
  });
  if (reverse) await forgetPublicAnswers(deps);
  await announce(
    deps,
    {
      userId: appeal.userId,
      event: reverse ? 'appeal_reversed' : 'appeal_upheld',
      item: item?.title ?? '',
      reason: input.reason,
      to: KIND_TABLES[kind].ownerPath,
    },
    { userIds: [], event: 'report_actioned', item: '' },
  );
}

/** The signed-in user's items that staff hid (not those a suspension hid), with their appeals. */
export async function listMyHiddenItems(db: Db, userId: string): Promise<HiddenItem[]> {
  const perKind = await Promise.all(
    REPORTABLE_KINDS.map(async (kind) => {
      const spec = KIND_TABLES[kind];
      const rows = await db
        .select({ id: sql<string>`${spec.id}` })
        .from(spec.table)
        .where(and(eq(spec.owner, userId), isNotNull(spec.table.hiddenAt), eq(spec.table.hiddenCause, 'moderation')));
      return loadItems(
        db,
        kind,
        rows.map((row) => row.id),
      );
    }),
  );
  const items = perKind.flat();
  const appealed = items.length
    ? await db
        .select()
        .from(appeals)
        .where(
          and(
            eq(appeals.userId, userId),
            inArray(
              appeals.itemId,
              items.map((item) => item.id),
            ),
          ),
        )
    : [];
  return items
    .flatMap((item) => {
      const kind = item.kind as ReportableKind;
      if (!item.hiddenAt) return [];
      const hiddenAt = item.hiddenAt.getTime();
      const appeal = appealed.find(
        (row) => row.itemKind === kind && row.itemId === item.id && row.hiddenAt.getTime() === hiddenAt,
      );
      return [
        {
          kind,
          id: item.id,
          title: item.title ?? '',
          hiddenAt: item.hiddenAt.toISOString(),
          hiddenReason: item.hiddenReason,
          appeal: appeal ? { status: appeal.status, decisionReason: appeal.decisionReason } : null,
        },
      ];
    })
    .sort((a, b) => b.hiddenAt.localeCompare(a.hiddenAt));
}
