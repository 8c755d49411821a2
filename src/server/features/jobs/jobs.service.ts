import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { JobCard, JobDetail, JobsPage, JobsQuery } from '#contract/jobs.ts';
import {
  JOB_CHIP_CATEGORIES,
  JOBS_PAGE_SIZE,
  JOBS_TOTAL_CAP,
  POSTED_WITHIN_HOURS,
  SALARY_BAND_BOUNDS,
  type JobListChip,
  type PostedWithin,
  type SalaryBand,
} from '#contract/jobs-rules.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { jobApplications, jobPostings, savedJobs } from '#server/db/schema/jobs.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { isUuid } from '#contract/ids.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { employerOf } from './employer.ts';
import { placeFilterSql } from '#server/lib/places/places.ts';
import { normalizeQuery } from '#server/lib/search/search-terms.ts';
import { cardsInOrder, jobCardColumns, jobCardOf, JobCardRow } from './job-card.ts';
import { JOBS_SEARCH_DEPTH, type JobIndexPage } from './job-index.ts';
import { assertPubliclyVisible, publicJobSql } from '#server/lib/visibility.ts';

type JobRow = typeof jobPostings.$inferSelect;

/** Active and the deadline not past (deadlines are Nepal calendar days). */
export function isOpenJob(job: Pick<JobRow, 'isActive' | 'applicationDeadline'>, today = nepalToday()): boolean {
  return job.isActive && (job.applicationDeadline === null || job.applicationDeadline >= today);
}

/**
 * The words of a search as a prefix tsquery ("electric" finds "electrician"). Only letters, marks
 * (Devanagari vowel signs) and digits survive, so no user input reaches tsquery syntax.
 */
export function prefixTsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

// a posting held by the money-request rules waits for staff: not public
const VERIFIED_EMPLOYER = sql`exists (select 1 from profiles ep where ep.id = posted_by and ep.is_verified)`;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the list reads of a query. */
export type JobsListQuery = Pick<
  JobsQuery,
  'q' | 'category' | 'page' | 'verified' | 'type' | 'level' | 'salary' | 'location' | 'posted' | 'province' | 'district'
>;

/**
 * A posting is in a salary band when its monthly range touches the band; `negotiable` is every
 * posting whose salary text names no monthly amount (salary_min/salary_max are null together).
 */
function salaryBandSql(band: SalaryBand): SQL {
  if (band === 'negotiable') return sql`salary_min is null`;
  const { min, max } = SALARY_BAND_BOUNDS[band];
  return max === null ? sql`salary_max >= ${min}` : sql`salary_max >= ${min} and salary_min < ${max}`;
}

/**
 * The list's filters as conditions, by name: job type, experience level, salary band, location (a
 * case-insensitive part of it), province or district (decision 031) and posted within the last
 * hours (measured from `now`). Absent filters have no entry. The facet counts (job-facets.service.ts)
 * apply them one group at a time.
 */
export function jobFilterConditions(query: Partial<JobsListQuery>, now: Date): Partial<Record<JobFilterName, SQL>> {
  const conditions: Partial<Record<JobFilterName, SQL>> = {};
  if (query.type) conditions.type = sql`job_type = ${query.type}`;
  if (query.level) conditions.level = sql`experience_level = ${query.level}`;
  if (query.salary) conditions.salary = salaryBandSql(query.salary);
  const location = normalizeQuery(query.location);
  if (location) conditions.location = sql`lower(location) like ${likePattern(location)}`;
  const place = placeFilterSql(query);
  if (place) conditions.place = place;
  if (query.posted) conditions.posted = postedWithinSql(query.posted, now);
  return conditions;
}

export type JobFilterName = 'type' | 'level' | 'salary' | 'location' | 'place' | 'posted';

/** Posted within the last hours of `within`, measured from `now`. */
export function postedWithinSql(within: PostedWithin, now: Date): SQL {
  const since = new Date(now.getTime() - POSTED_WITHIN_HOURS[within] * 3600_000);
  return sql`posted_at >= ${since.toISOString()}::timestamptz`;
}

/** Conditions as ` and (…)` each, to follow another condition. */
export function andEach(conditions: readonly SQL[]): SQL {
  return sql.join(
    conditions.map((condition) => sql` and (${condition})`),
    sql``,
  );
}

/**
 * What every listed posting meets before the search and the filters: active, public, the deadline
 * (Nepal's date `today`) not past, optionally one chip's categories (exact match) and only
 * verified employers.
 */
export function listedJobSql(query: Pick<JobsListQuery, 'category' | 'verified'>, today: string): SQL {
  const categories = query.category ? JOB_CHIP_CATEGORIES[query.category as JobListChip] : [];
  const inCategory = categories.length
    ? sql` and category in (${sql.join(
        categories.map((category) => sql`${category}`),
        sql`, `,
      )})`
    : sql``;
  const verifiedOnly = query.verified ? sql` and ${VERIFIED_EMPLOYER}` : sql``;
  return sql`is_active and ${publicJobSql()} and (application_deadline is null or application_deadline >= ${today}::date)${inCategory}${verifiedOnly}`;
}

/** The typo fallback's match (word similarity over the short head text), tried when no tier matches. */
export const fuzzyMatchSql = (q: string): SQL => sql`${q} <% search_head`;

/**
 * One page of the public job list, ranked as decision 029 says: from the in-memory index
 * (job-index.ts, decision 036), or, when a search matches nothing there, from the typo fallback.
 */
export async function findJobs(
  deps: Pick<AppDeps, 'db' | 'jobIndex'>,
  query: JobsQuery,
  today = nepalToday(),
  now = new Date(),
): Promise<JobsPage> {
  const q = normalizeQuery(query.q);
  const indexed = await deps.jobIndex.find({ ...query, q }, today, now);
  const found = indexed.found ?? (await fuzzyJobs(deps.db, query, today, now));
  return {
    items: indexed.found ? indexed.cards : await jobCardsOf(deps.db, found.ids),
    total: found.total,
    totalIsCapped: found.totalIsCapped,
    page: query.page,
    pageSize: JOBS_PAGE_SIZE,
  };
}

/**
 * The typo fallback: listed postings whose title, company or place is like the search (word
 * similarity over `search_head`, its trigram index), most alike first; the total is exact up to
 * the cap, and pages stop at the search's depth as the ranked search's do.
 */
async function fuzzyJobs(db: Db, query: JobsQuery, today: string, now: Date): Promise<JobIndexPage> {
  const q = normalizeQuery(query.q);
  const offset = (query.page - 1) * JOBS_PAGE_SIZE;
  const reach = offset + JOBS_PAGE_SIZE;
  const base = sql`${listedJobSql(query, today)}${andEach(Object.values(jobFilterConditions(query, now)))}`;
  const rows = await rowsOf(
    db,
    z.object({ id: z.string() }),
    sql`select id from job_postings where ${base} and ${fuzzyMatchSql(q)}
      order by word_similarity(${q}, search_head) desc, posted_at desc nulls last, id
      limit ${Math.min(Math.max(reach, JOBS_TOTAL_CAP + 1), JOBS_SEARCH_DEPTH)}`,
  );
  return {
    ids: rows.slice(offset, reach).map((row) => row.id),
    total: Math.min(rows.length, JOBS_TOTAL_CAP),
    totalIsCapped: rows.length > JOBS_TOTAL_CAP,
  };
}

/** The cards of the postings `ids`, in that order. */
async function jobCardsOf(db: Db, ids: readonly string[]): Promise<JobCard[]> {
  if (!ids.length) return [];
  const rows = await rowsOf(
    db,
    JobCardRow,
    sql`select ${jobCardColumns} from job_postings j left join profiles ep on ep.id = j.posted_by
      where j.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return cardsInOrder(ids, rows);
}

/** The job, or null for an unknown or malformed id. */
export async function findJob(db: Db, jobId: string): Promise<JobRow | null> {
  if (!isUuid(jobId)) return null;
  const [job] = await db.select().from(jobPostings).where(eq(jobPostings.id, jobId));
  return job ?? null;
}

/**
 * A job for the dialog and the /jobs/:id page. A closed or expired job is shown only to its
 * company and to those who applied (My Applications links to it); to anyone else it is 404.
 */
export async function getJobDetail(db: Db, jobId: string, viewerId: string | null): Promise<JobDetail> {
  const job = await findJob(db, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  // hidden by staff: gone for everyone (its company reads it, with the reason, on its dashboard)
  assertPubliclyVisible(job);
  const employer = await employerOf(db, job.postedBy);
  const [mine] = viewerId
    ? await db
        .select({ id: jobApplications.id, status: jobApplications.status, appliedAt: jobApplications.appliedAt })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, viewerId)))
    : [];
  const isMine = viewerId !== null && job.postedBy === viewerId;
  const isOpen = isOpenJob(job);
  const [saved] = viewerId
    ? await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.jobId, job.id), eq(savedJobs.userId, viewerId)))
    : [];
  if (!isOpen && !isMine && !mine) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  // a held posting is its company's alone until staff release it
  if (job.heldAt && !isMine) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  return {
    ...jobCardOf({ ...job, ...employer }),
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    contactEmail: job.contactEmail,
    isActive: job.isActive,
    isOpen,
    myApplication: mine ? { id: mine.id, status: mine.status, appliedAt: mine.appliedAt.toISOString() } : null,
    isMine,
    isSaved: saved !== undefined,
  };
}
