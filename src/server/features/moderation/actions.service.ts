import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { accountSuspensions, reports } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { publishSessionsEnded } from '#server/lib/notify.ts';
import type { ModeratedKind, ReportableKind } from '#contract/trust-lists.ts';
import { hideAllOf, KIND_TABLES, loadItem, lockItem, setHidden, unhideAllOf, type ItemRow } from './items.ts';
import { announce, forgetPublicAnswers, reportersOf, type OutcomeDeps } from './outcomes.ts';

// Staff actions on a reported item or an account. Each is one transaction holding the change, the
// reports it closes and its audit record; the owner and the reporters are told once it is
// committed (outcomes.ts). Nothing is deleted: hidden rows keep their content for a restore.
//
// Two staff acting on one item at once: each action locks the item's row (or writes a row that
// only one can write) and re-checks under the lock, so it applies once. The other answers 409
// with what it found (already hidden, not hidden, no open reports…) and writes no audit row
// (decision 040).

export interface Actor {
  id: string;
  email: string;
}

const notFound = () => new AppError('NOT_FOUND', 'moderation.errors.itemNotFound');
const nameOf = (item: ItemRow) => item.title ?? '';

/** Closes the item's open reports with `status`; returns when, so the reporters can be found. */
async function closeReports(
  tx: Db,
  actor: Actor,
  items: { kind: ModeratedKind; id: string }[],
  status: 'dismissed' | 'actioned',
  reason: string,
): Promise<{ resolvedAt: Date; closed: number }> {
  const resolvedAt = new Date();
  const matches = items.map((item) => and(eq(reports.itemKind, item.kind), eq(reports.itemId, item.id)));
  const rows = await tx
    .update(reports)
    .set({ status, resolvedBy: actor.id, resolvedAt, resolutionReason: reason })
    .where(and(eq(reports.status, 'open'), or(...matches)))
    .returning({ id: reports.id });
  return { resolvedAt, closed: rows.length };
}

async function itemOrThrow(db: Db, kind: ModeratedKind, id: string): Promise<ItemRow> {
  const item = await loadItem(db, kind, id);
  if (!item) throw notFound();
  return item;
}

async function lockedItemOrThrow(tx: Db, kind: ModeratedKind, id: string): Promise<ItemRow> {
  const item = await lockItem(tx, kind, id);
  if (!item) throw notFound();
  return item;
}

/** Whether the item's reports were last decided by a dismissal (staff found it fine). */
async function lastDismissed(db: Db, kind: ModeratedKind, id: string): Promise<boolean> {
  const [last] = await db
    .select({ status: reports.status })
    .from(reports)
    .where(and(eq(reports.itemKind, kind), eq(reports.itemId, id), isNotNull(reports.resolvedAt)))
    .orderBy(desc(reports.resolvedAt))
    .limit(1);
  return last?.status === 'dismissed';
}

/**
 * Dismisses the item's open reports. A job the money-request rules held is released with them: it
 * was reviewed and found fine, so its poster is told it is public.
 */
export async function dismissReports(
  deps: OutcomeDeps,
  actor: Actor,
  kind: ModeratedKind,
  id: string,
  reason: string,
): Promise<void> {
  const { item, released, resolvedAt } = await deps.db.transaction(async (tx) => {
    const item = await lockedItemOrThrow(tx, kind, id);
    // hidden (or suspended) meanwhile: that action closed the reports, and it stands
    if (item.hiddenAt) throw new AppError('CONFLICT', 'moderation.errors.nothingOpen');
    const released = kind === 'job' && item.heldAt !== null;
    const { resolvedAt: closedAt, closed } = await closeReports(tx, actor, [{ kind, id }], 'dismissed', reason);
    if (closed === 0 && !released) throw new AppError('CONFLICT', 'moderation.errors.nothingOpen');
    if (released) {
      await tx.update(jobPostings).set({ heldAt: null, heldReason: null }).where(eq(jobPostings.id, id));
    }
    await recordAudit(tx, {
      actor,
      action: 'report.dismiss',
      itemKind: kind,
      itemId: id,
      reason,
      detail: { released },
    });
    return { item, released, resolvedAt: closedAt };
  });
  if (released) await forgetPublicAnswers(deps);
  const owner =
    released && item.ownerId
      ? {
          userId: item.ownerId,
          event: 'job_released' as const,
          item: nameOf(item),
          reason,
          to: KIND_TABLES.job.ownerPath,
        }
      : null;
  const reporters = await reportersOf(deps.db, kind, id, resolvedAt);
  await announce(deps, owner, { userIds: reporters, event: 'report_dismissed', item: nameOf(item) });
}

/** Hides an item from every public read (cause 'moderation') and actions its open reports. */
export async function hideItem(
  deps: OutcomeDeps,
  actor: Actor,
  kind: ReportableKind,
  id: string,
  reason: string,
): Promise<void> {
  const { item, resolvedAt } = await deps.db.transaction(async (tx) => {
    const item = await lockedItemOrThrow(tx, kind, id);
    if (item.hiddenAt) throw new AppError('CONFLICT', 'moderation.errors.alreadyHidden');
    const { resolvedAt: closedAt, closed } = await closeReports(tx, actor, [{ kind, id }], 'actioned', reason);
    // Reports staff dismissed decided the item (it was found fine): a hide then comes from a view
    // of them still open, as when two staff decide at once, and the dismissal stands. A new
    // report reopens the item; an item never reported, or last actioned, can be hidden any time.
    if (closed === 0 && (await lastDismissed(tx, kind, id))) {
      throw new AppError('CONFLICT', 'moderation.errors.nothingOpen');
    }
    await setHidden(tx, kind, id, { reason, cause: 'moderation' });
    await recordAudit(tx, { actor, action: 'item.hide', itemKind: kind, itemId: id, reason });
    return { item, resolvedAt: closedAt };
  });
  await forgetPublicAnswers(deps);
  const reporters = await reportersOf(deps.db, kind, id, resolvedAt);
  const owner = item.ownerId
    ? {
        userId: item.ownerId,
        event: kind === 'review' ? ('review_hidden' as const) : ('item_hidden' as const),
        item: nameOf(item),
        reason,
        to: KIND_TABLES[kind].ownerPath,
      }
    : null;
  await announce(deps, owner, { userIds: reporters, event: 'report_actioned', item: nameOf(item) });
}

/** Shows a hidden item again. An item hidden by its owner's suspension comes back with the account. */
export async function restoreItem(
  deps: OutcomeDeps,
  actor: Actor,
  kind: ReportableKind,
  id: string,
  reason: string,
): Promise<void> {
  const item = await deps.db.transaction(async (tx) => {
    const item = await lockedItemOrThrow(tx, kind, id);
    if (!item.hiddenAt) throw new AppError('CONFLICT', 'moderation.errors.notHidden');
    if (item.hiddenCause === 'suspension') throw new AppError('CONFLICT', 'moderation.errors.restoreAccountFirst');
    await setHidden(tx, kind, id, null);
    await recordAudit(tx, { actor, action: 'item.restore', itemKind: kind, itemId: id, reason });
    return item;
  });
  await forgetPublicAnswers(deps);
  if (item.ownerId) {
    const to = KIND_TABLES[kind].ownerPath;
    await announce(
      deps,
      { userId: item.ownerId, event: 'item_restored', item: nameOf(item), reason, to },
      {
        userIds: [],
        event: 'report_actioned',
        item: '',
      },
    );
  }
}

/**
 * Suspends an account: the suspension is recorded, every session ends at once (API tokens name
 * their session, so they end too), and every public item of the account not hidden already is
 * hidden with cause 'suspension'. Reports on the account, its profile and the item it came from
 * are actioned. Staff cannot suspend themselves.
 */
export async function suspendAccount(
  deps: OutcomeDeps,
  actor: Actor,
  userId: string,
  input: { reason: string; itemKind?: ReportableKind | undefined; itemId?: string | undefined },
): Promise<void> {
  if (userId === actor.id) throw new AppError('VALIDATION_ERROR', 'moderation.errors.notYourself');
  const account = await itemOrThrow(deps.db, 'account', userId);
  const related: { kind: ModeratedKind; id: string }[] = [
    { kind: 'account', id: userId },
    { kind: 'profile', id: userId },
  ];
  if (input.itemKind && input.itemId) related.push({ kind: input.itemKind, id: input.itemId });
  const { resolvedAt, hidden } = await deps.db.transaction(async (tx) => {
    // the suspension's key is the account: of two at once, one inserts and the other 409s
    const inserted = await tx
      .insert(accountSuspensions)
      .values({ userId, reason: input.reason, suspendedBy: actor.id })
      .onConflictDoNothing()
      .returning({ userId: accountSuspensions.userId });
    if (inserted.length === 0) throw new AppError('CONFLICT', 'moderation.errors.alreadySuspended');
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const hiddenCount = await hideAllOf(tx, userId, input.reason);
    const { resolvedAt: closedAt } = await closeReports(tx, actor, related, 'actioned', input.reason);
    await recordAudit(tx, {
      actor,
      action: 'account.suspend',
      itemKind: 'account',
      itemId: userId,
      reason: input.reason,
      detail: {
        hiddenItems: hiddenCount,
        ...(input.itemKind ? { from: { kind: input.itemKind, id: input.itemId } } : {}),
      },
    });
    return { resolvedAt: closedAt, hidden: hiddenCount };
  });
  // its open event streams end before anything more is announced to them
  await publishSessionsEnded(deps, { userId });
  if (hidden > 0) await forgetPublicAnswers(deps);
  const reporters = new Set<string>();
  for (const item of related)
    for (const id of await reportersOf(deps.db, item.kind, item.id, resolvedAt)) reporters.add(id);
  await announce(
    deps,
    { userId, event: 'account_suspended', item: nameOf(account), reason: input.reason, to: '/contact' },
    { userIds: [...reporters], event: 'report_actioned', item: nameOf(account) },
  );
}

/** Lifts a suspension and shows again what it hid (only that: an item staff hid stays hidden). */
export async function restoreAccount(deps: OutcomeDeps, actor: Actor, userId: string, reason: string): Promise<void> {
  const account = await itemOrThrow(deps.db, 'account', userId);
  await deps.db.transaction(async (tx) => {
    // of two restores at once, one deletes the suspension and the other finds none
    const [suspension] = await tx.delete(accountSuspensions).where(eq(accountSuspensions.userId, userId)).returning();
    if (!suspension) throw new AppError('CONFLICT', 'moderation.errors.notSuspended');
    const shown = await unhideAllOf(tx, userId);
    await recordAudit(tx, {
      actor,
      action: 'account.restore',
      itemKind: 'account',
      itemId: userId,
      reason,
      detail: {
        shownItems: shown,
        suspendedAt: suspension.createdAt.toISOString(),
        suspensionReason: suspension.reason,
      },
    });
  });
  await forgetPublicAnswers(deps);
  await announce(
    deps,
    { userId, event: 'account_restored', item: nameOf(account), reason, to: '/dashboard' },
    {
      userIds: [],
      event: 'report_actioned',
      item: '',
    },
  );
}
