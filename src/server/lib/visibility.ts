import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { AppError } from './app-error.ts';

// "Publicly visible", written once. Staff hide an item (hidden_cause 'moderation') or every item
// of a suspended account ('suspension') by setting hidden_at; every public read — lists, search,
// detail pages, the home page, the sitemap — keeps only rows where it is null. Owners and staff
// read hidden rows through their own queries. Lives in lib/ because every feature's reads use it.

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
