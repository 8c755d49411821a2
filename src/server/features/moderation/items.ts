import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { programs } from '#server/db/schema/learning.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { reviews, services } from '#server/db/schema/services.ts';
import { accountSuspensions } from '#server/db/schema/trust.ts';
import type { ModeratedItem } from '#contract/moderation.ts';
import type { HiddenCause, ModeratedKind, ReportableKind } from '#contract/trust-lists.ts';
import { refreshPreviewsOf } from './message-previews.ts';

// Every moderated kind in one table: where its rows live, who owns one, what names it in the
// queue and on a notification, and where the owner finds it. The services read items only here.

const SNIPPET = 80;

interface KindTable {
  table: PgTable & { hiddenAt: PgColumn; hiddenReason: PgColumn; hiddenCause: PgColumn };
  id: PgColumn;
  owner: PgColumn;
  title: PgColumn;
  /** Where the owner sees the item (a notification's link). */
  ownerPath: string;
}

export const KIND_TABLES: Record<ReportableKind, KindTable> = {
  job: {
    table: jobPostings,
    id: jobPostings.id,
    owner: jobPostings.postedBy,
    title: jobPostings.jobTitle,
    ownerPath: '/company-dashboard',
  },
  service: {
    table: services,
    id: services.id,
    owner: services.professionalId,
    title: services.title,
    ownerPath: '/professional-dashboard',
  },
  review: {
    table: reviews,
    id: reviews.id,
    owner: reviews.reviewerId,
    title: reviews.comment,
    ownerPath: '/dashboard',
  },
  profile: { table: profiles, id: profiles.id, owner: profiles.id, title: profiles.fullName, ownerPath: '/dashboard' },
  program: {
    table: programs,
    id: programs.id,
    owner: programs.institutionId,
    title: programs.programTitle,
    ownerPath: '/institution-dashboard',
  },
  message: {
    table: messages,
    id: messages.id,
    owner: messages.senderId,
    title: messages.content,
    ownerPath: '/messages',
  },
};

/** An item's row as the moderation services need it. */
export interface ItemRow {
  kind: ModeratedKind;
  id: string;
  title: string | null;
  ownerId: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenCause: HiddenCause | null;
  heldAt: Date | null;
}

const short = (text: string | null) =>
  text === null ? null : text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1)}…` : text;

/** The items of one kind, by id (unknown ids are left out). An account is its user and suspension. */
export async function loadItems(db: Db, kind: ModeratedKind, ids: string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  if (kind === 'account') {
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        suspendedAt: accountSuspensions.createdAt,
        reason: accountSuspensions.reason,
      })
      .from(users)
      .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
      .where(inArray(users.id, ids));
    return rows.map((row) => ({
      kind,
      id: row.id,
      title: row.name,
      ownerId: row.id,
      hiddenAt: row.suspendedAt,
      hiddenReason: row.reason,
      hiddenCause: row.suspendedAt ? 'suspension' : null,
      heldAt: null,
    }));
  }
  const spec = KIND_TABLES[kind];
  const rows = await db
    .select({
      id: sql<string>`${spec.id}`,
      title: sql<string | null>`${spec.title}`,
      ownerId: sql<string | null>`${spec.owner}`,
      hiddenAt: sql<Date | null>`${spec.table.hiddenAt}`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
      hiddenReason: sql<string | null>`${spec.table.hiddenReason}`,
      hiddenCause: sql<HiddenCause | null>`${spec.table.hiddenCause}`,
      heldAt:
        kind === 'job'
          ? sql<Date | null>`${jobPostings.heldAt}`.mapWith((value: string | Date | null) =>
              value === null ? null : new Date(value),
            )
          : sql<Date | null>`null::timestamptz`,
    })
    .from(spec.table)
    .where(inArray(spec.id, ids));
  return rows.map((row) => ({ kind, ...row, title: short(row.title) }));
}

/** One item, or null when it does not exist. */
export async function loadItem(db: Db, kind: ModeratedKind, id: string): Promise<ItemRow | null> {
  const [row] = await loadItems(db, kind, [id]);
  return row ?? null;
}

/**
 * The item, its row locked until the transaction ends (an account: its user row), or null. Staff
 * actions on one item take this lock first and re-check the item under it, so two at once apply
 * one after the other and the second sees what the first did.
 */
export async function lockItem(tx: Db, kind: ModeratedKind, id: string): Promise<ItemRow | null> {
  const locked =
    kind === 'account'
      ? await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update')
      : await tx
          .select({ id: sql<string>`${KIND_TABLES[kind].id}` })
          .from(KIND_TABLES[kind].table)
          .where(eq(KIND_TABLES[kind].id, id))
          .for('update');
  return locked.length ? loadItem(tx, kind, id) : null;
}

/** Whether the user wrote in the message's conversation (only they may report the message). */
export async function isParticipant(db: Db, messageId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        sql`(${conversations.user1Id} = ${userId} or ${conversations.user2Id} = ${userId})`,
      ),
    );
  return row !== undefined;
}

/** Items as the staff console shows them, with their owners' names and whether they are suspended. */
export async function describeItems(db: Db, rows: ItemRow[]): Promise<Map<string, ModeratedItem>> {
  const ownerIds = [...new Set(rows.flatMap((row) => (row.ownerId ? [row.ownerId] : [])))];
  const owners = ownerIds.length
    ? await db
        .select({ id: users.id, name: users.name, suspended: sql<boolean>`${accountSuspensions.userId} is not null` })
        .from(users)
        .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
        .where(inArray(users.id, ownerIds))
    : [];
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  return new Map(
    rows.map((row) => {
      const owner = row.ownerId ? ownerOf.get(row.ownerId) : undefined;
      return [
        `${row.kind}:${row.id}`,
        {
          kind: row.kind,
          id: row.id,
          title: row.title,
          ownerId: row.ownerId,
          ownerName: owner?.name ?? null,
          ownerSuspended: owner?.suspended ?? false,
          hiddenAt: row.hiddenAt?.toISOString() ?? null,
          hiddenReason: row.hiddenReason,
          hiddenCause: row.hiddenCause,
          heldAt: row.heldAt?.toISOString() ?? null,
        },
      ];
    }),
  );
}

/** An item that no longer exists, as the queue still lists its reports. */
export function missingItem(kind: ModeratedKind, id: string): ModeratedItem {
  return {
    kind,
    id,
    title: null,
    ownerId: null,
    ownerName: null,
    ownerSuspended: false,
    hiddenAt: null,
    hiddenReason: null,
    hiddenCause: null,
    heldAt: null,
  };
}

/** Hides every public item of a user not hidden already (cause 'suspension'); nothing is deleted. */
export async function hideAllOf(db: Db, userId: string, reason: string): Promise<number> {
  let hidden = 0;
  for (const [kind, spec] of Object.entries(KIND_TABLES)) {
    const rows = await db
      .update(spec.table)
      .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenCause: 'suspension' } as never)
      .where(and(eq(spec.owner, userId), isNull(spec.table.hiddenAt)))
      .returning({ id: spec.id });
    if (kind === 'message')
      await refreshPreviewsOf(
        db,
        rows.map((row) => row.id as string),
      );
    hidden += rows.length;
  }
  return hidden;
}

/** Shows again what a suspension hid (cause 'suspension' only: a moderated item stays hidden). */
export async function unhideAllOf(db: Db, userId: string): Promise<number> {
  let shown = 0;
  for (const [kind, spec] of Object.entries(KIND_TABLES)) {
    const rows = await db
      .update(spec.table)
      .set({ hiddenAt: null, hiddenReason: null, hiddenCause: null } as never)
      .where(and(eq(spec.owner, userId), eq(spec.table.hiddenCause, 'suspension')))
      .returning({ id: spec.id });
    if (kind === 'message')
      await refreshPreviewsOf(
        db,
        rows.map((row) => row.id as string),
      );
    shown += rows.length;
  }
  return shown;
}

/** Sets or clears one item's hidden columns (only while `onlyIf` holds); false when no row was changed. */
export async function setHidden(
  db: Db,
  kind: ReportableKind,
  id: string,
  hidden: { reason: string; cause: HiddenCause } | null,
  onlyIf?: SQL,
): Promise<boolean> {
  const spec = KIND_TABLES[kind];
  const values = hidden
    ? { hiddenAt: new Date(), hiddenReason: hidden.reason, hiddenCause: hidden.cause }
    : { hiddenAt: null, hiddenReason: null, hiddenCause: null };
  const rows = await db
    .update(spec.table)
    .set(values as never)
    .where(and(eq(spec.id, id), onlyIf))
    .returning({ id: spec.id });
  if (kind === 'message' && rows.length > 0) await refreshPreviewsOf(db, [id]);
  return rows.length > 0;
}
