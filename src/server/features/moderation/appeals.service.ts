import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { appeals } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppealDecisionInput, AppealInput, AppealList, HiddenItem } from '#contract/moderation.ts';
import { REPORTABLE_KINDS, type AppealStatus, type ReportableKind } from '#contract/trust-lists.ts';
import { describeItems, KIND_TABLES, loadItem, loadItems, missingItem, setHidden } from './items.ts';
import { announce, forgetPublicAnswers, type OutcomeDeps } from './outcomes.ts';
import type { Actor } from './actions.service.ts';

// Appeals: the owner of an item staff hid asks, once, for another look; staff uphold the decision
// or reverse it (the item is shown again). A suspended account cannot sign in, so it appeals
// through the contact page (docs/decisions/022-moderation.md).

const notFound = () => new AppError('NOT_FOUND', 'moderation.errors.itemNotFound');

/** Files the owner's one appeal against the hiding of their item (anyone else, or a visible item: 404). */
export async function createAppeal(db: Db, userId: string, input: AppealInput): Promise<{ id: string }> {
  const item = await loadItem(db, input.itemKind, input.itemId);
  if (!item || item.ownerId !== userId || item.hiddenCause !== 'moderation') throw notFound();
  try {
    const [row] = await db
      .insert(appeals)
      .values({ userId, itemKind: input.itemKind, itemId: input.itemId, message: input.message })
      .returning({ id: appeals.id });
    if (!row) throw new AppError('INTERNAL', 'errors.internal');
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
    if (reverse && item?.hiddenCause === 'moderation') await setHidden(tx, kind, appeal.itemId, null);
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
      const appeal = appealed.find((row) => row.itemKind === kind && row.itemId === item.id);
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
