// The job search as it was before relevance ranking (docs/decisions/029), kept verbatim so
// `npm run bench jobs` measures the new SQL against it on the same data and traffic. Not used by
// the app.
import { sql, type SQL } from 'drizzle-orm';
import {
  JOB_CHIP_CATEGORIES,
  JOBS_PAGE_SIZE,
  POSTED_WITHIN_HOURS,
  SALARY_BAND_BOUNDS,
  type JobListChip,
  type SalaryBand,
} from '#contract/jobs-rules.ts';
import { z } from 'zod';
import type { JobsPage } from '#contract/jobs.ts';
import { jobCardOf, JobCardRow } from '#server/features/jobs/job-card.ts';
import { prefixTsQuery, type JobsListQuery } from '#server/features/jobs/jobs.service.ts';
import { normalizeQuery } from '#server/lib/search/search-terms.ts';
import { publicJobSql } from '#server/lib/visibility.ts';

/** The cap the baseline counted up to. */
const BASELINE_TOTAL_CAP = 1000;

// a posting held by the money-request rules waits for staff: not public
const VERIFIED_EMPLOYER = sql`exists (select 1 from profiles ep where ep.id = posted_by and ep.is_verified)`;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
 * The list's filters as conditions (each ` and …`): job type, experience level, salary band,
 * location (a case-insensitive part of it) and posted within the last hours (measured from `now`).
 */
function filtersSql(query: JobsListQuery, now: Date): SQL {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(sql`job_type = ${query.type}`);
  if (query.level) conditions.push(sql`experience_level = ${query.level}`);
  if (query.salary) conditions.push(salaryBandSql(query.salary));
  const location = normalizeQuery(query.location);
  if (location) conditions.push(sql`lower(location) like ${likePattern(location)}`);
  if (query.posted) {
    const since = new Date(now.getTime() - POSTED_WITHIN_HOURS[query.posted] * 3600_000);
    conditions.push(sql`posted_at >= ${since.toISOString()}::timestamptz`);
  }
  return sql.join(
    conditions.map((condition) => sql` and (${condition})`),
    sql``,
  );
}

/**
 * One page of the public job list as ONE statement (exported so the benchmark's bare handler runs
 * exactly this SQL). Only active jobs whose deadline (Nepal's date `today`) is not past, optionally
 * one chip's categories (exact match), newest first.
 *
 * A search matches (spec §5) the query as a case-insensitive substring of title, company or
 * location (`search_head`, trigram GIN; from 3 characters, below which trigrams cannot narrow it),
 * or every word as a prefix in the stored full-text vector of title, company, location,
 * description and skills (GIN). Only when that finds nothing does the typo fallback run
 * (`q <% search_head`, word similarity over the short head text), ranked by similarity.
 *
 * As in the catalogue (docs/decisions/009), the page is cut from ids before the columns are joined,
 * and the total is counted up to BASELINE_TOTAL_CAP — from the same scan: the newest `window` matches
 * (walking the listing index when matches are common, a GIN bitmap when they are rare) give both
 * the page and the count, so no second pass over the matches is made.
 */
export function baselineJobsSql(query: JobsListQuery, today: string, now: Date = new Date()): SQL {
  const q = normalizeQuery(query.q);
  const tsQuery = q ? prefixTsQuery(q) : null;
  const categories = query.category ? JOB_CHIP_CATEGORIES[query.category as JobListChip] : [];
  const inCategory = categories.length
    ? sql` and category in (${sql.join(
        categories.map((category) => sql`${category}`),
        sql`, `,
      )})`
    : sql``;
  const verifiedOnly = query.verified ? sql` and ${VERIFIED_EMPLOYER}` : sql``;
  const base = sql`is_active and ${publicJobSql()} and (application_deadline is null or application_deadline >= ${today}::date)${inCategory}${verifiedOnly}${filtersSql(query, now)}`;
  const offset = (query.page - 1) * JOBS_PAGE_SIZE;
  // one scan finds the page and counts up to the cap: the newest `window` matches
  const window = Math.max(BASELINE_TOTAL_CAP + 1, offset + JOBS_PAGE_SIZE);

  let ctes: SQL;
  if (!q) {
    ctes = sql`matches as materialized (
      select id, posted_at, 0::real as rank from job_postings where ${base}
        order by posted_at desc nulls last, id limit ${window}
    )`;
  } else {
    const substring = q.length >= 3 ? sql`search_head like ${likePattern(q)}` : sql`false`;
    const words = tsQuery ? sql`search_vector @@ to_tsquery('simple', ${tsQuery})` : sql`false`;
    ctes = sql`hits as materialized (
      select id, posted_at from job_postings where ${base} and (${substring} or ${words})
        order by posted_at desc nulls last, id limit ${window}
    ),
    fuzzy as materialized (
      select id, posted_at, word_similarity(${q}, search_head)::real as rank from job_postings
        where not exists (select 1 from hits) and ${base} and ${q} <% search_head
        limit ${window}
    ),
    matches as materialized (
      select id, posted_at, 0::real as rank from hits
      union all
      select id, posted_at, rank from fuzzy
    )`;
  }
  return sql`
    with ${ctes},
    counted as materialized (select count(*)::int as n from matches),
    page as (
      select id, posted_at, rank from matches
        order by rank desc, posted_at desc nulls last, id limit ${JOBS_PAGE_SIZE} offset ${offset}
    )
    select least(t.n, ${BASELINE_TOTAL_CAP})::int as total, t.n > ${BASELINE_TOTAL_CAP} as "totalIsCapped",
      j.id, j.job_title as "jobTitle", j.job_title_ne as "jobTitleNe", j.company_name as "companyName",
      j.job_type as "jobType", j.experience_level as "experienceLevel", j.location, j.category,
      j.salary_range as "salaryRange", j.description, j.description_ne as "descriptionNe",
      j.skills_required as "skillsRequired", j.posted_at as "postedAt",
      j.application_deadline as "applicationDeadline", j.client_name as "clientName",
      ep.avatar_url as "companyLogoUrl", coalesce(ep.is_verified, false) as "companyVerified"
    from counted t
      left join page on true
      left join job_postings j on j.id = page.id
      left join profiles ep on ep.id = j.posted_by
    order by page.rank desc, page.posted_at desc nulls last, page.id`;
}

const pageTotals = { total: z.number(), totalIsCapped: z.boolean() };
/** A row of `baselineJobsSql`: a job of the page with the totals, or (no matches) only the totals. */
export const JobsRow = z.union([JobCardRow.extend(pageTotals), z.object({ ...pageTotals, id: z.null() })]);
export type JobsRow = z.output<typeof JobsRow>;

/** Turns the rows of `baselineJobsSql` into the page the API answers with. */
export function jobsPageOf(rows: readonly JobsRow[], page: number): JobsPage {
  return {
    items: rows.flatMap((row) => (row.id === null ? [] : [jobCardOf(row)])),
    total: rows[0]?.total ?? 0,
    totalIsCapped: rows[0]?.totalIsCapped ?? false,
    page,
    pageSize: JOBS_PAGE_SIZE,
  };
}
