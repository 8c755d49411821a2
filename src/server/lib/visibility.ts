import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { AppError } from './app-error.ts';

// "Publicly visible", written once. Staff hide an item (hidden_cause 'moderation') or every item
// of a suspended account ('suspension') by setting hidden_at; every public read — lists, search,
// detail pages, the home page, the sitemap — keeps only rows where it is null. Owners and staff
// read hidden rows through their own queries. Lives in lib/ because every feature's reads use it,
// and the writes of services, bookings and credentials check a service here.

/** Not hidden by staff or by its owner's suspension: `<table>.hidden_at is null`. */
export function isPubliclyVisible(table: { hiddenAt: PgColumn }): SQL {
  return isNull(table.hiddenAt);
}

/** A job visible to the public: not hidden, and not held for review by the money-request rules. */
export function isPublicJob(): SQL {
  return and(isNull(jobPostings.hiddenAt), isNull(jobPostings.heldAt)) ?? sql`true`;
}

/** `isPubliclyVisible` for raw SQL: `[<alias>.]hidden_at is null`. */
export function publicSql(alias?: string): SQL {
  return sql.raw(`${alias ? `${alias}.` : ''}hidden_at is null`);
}

/** `isPublicJob` for a job already read. */
export function isPublicJobRow(job: { hiddenAt: Date | null; heldAt: Date | null }): boolean {
  return job.hiddenAt === null && job.heldAt === null;
}

/** `isPublicJob` for raw SQL over `job_postings` (optionally aliased). */
export function publicJobSql(alias?: string): SQL {
  const prefix = alias ? sql.raw(`${alias}.`) : sql``;
  return sql`${prefix}hidden_at is null and ${prefix}held_at is null`;
}

/**
 * The public cache's namespaces whose answers can show an item of any kind: a moderation action
 * drops them all (a hidden service changes the directory, the home page and the sitemap alike).
 */
export const MODERATED_CACHE_NAMESPACES = ['jobs', 'professionals', 'catalogue', 'home', 'sitemap'] as const;

/**
 * Refuses to act on an item staff hid, or one its owner's suspension hid: 410 'Removed by Sipalu',
 * as its page answers. Every write that acts on someone else's item (apply, enquire, review, watch)
 * checks it, so a hidden item is inert and not only unlisted.
 */
export function assertPubliclyVisible(...rows: { hiddenAt: Date | null }[]): void {
  if (rows.some((row) => row.hiddenAt !== null)) throw new AppError('GONE', 'moderation.errors.removed');
}

/**
 * The service, when it and its professional's profile (hidden by staff, or by the account's
 * suspension) are visible: every write on someone's service (enquire, review, book, offer, issue a
 * credential) reads it so. `missing()` when there is no such service, or when it is not
 * `professionalId`'s (given: ids cannot be probed); 410 when either is hidden.
 */
export async function visibleService(
  db: Db,
  serviceId: string,
  missing: () => AppError,
  professionalId?: string,
): Promise<typeof services.$inferSelect> {
  if (!isUuid(serviceId)) throw missing();
  const [row] = await db
    .select({ service: services, profileHiddenAt: profiles.hiddenAt })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.professionalId))
    .where(
      and(
        eq(services.id, serviceId),
        professionalId === undefined ? undefined : eq(services.professionalId, professionalId),
      ),
    );
  if (!row) throw missing();
  assertPubliclyVisible(row.service, { hiddenAt: row.profileHiddenAt });
  return row.service;
}

/** 410 when the professional's profile is hidden (by staff, or by their account's suspension). */
export async function assertProfessionalVisible(db: Db, professionalId: string): Promise<void> {
  const [profile] = await db
    .select({ hiddenAt: profiles.hiddenAt })
    .from(profiles)
    .where(eq(profiles.id, professionalId));
  if (profile) assertPubliclyVisible(profile);
}
