import { sql, type SQL } from 'drizzle-orm';
import type { JobFacets, JobFacetsQuery } from '#contract/jobs.ts';
import { JOBS_TOTAL_CAP, POSTED_WITHIN, SALARY_BANDS } from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { countColumn, countsRowSql, facetsOf, FacetsRow, optionCountsSql } from '#server/lib/facet-counts.ts';
import {
  andEach,
  fuzzyMatchSql,
  jobFilterConditions,
  listedJobSql,
  normalizeQuery,
  searchTiersOf,
  type JobsListQuery,
} from './jobs.service.ts';

// The counts beside /jobs' filter options (docs/decisions/034-filter-counts.md): one statement
// over the newest listed postings, apart from the list's own statement.

/**
 * How many of the newest listed postings the counts read at most (the list's own walk reads as
 * many). A walk that stops there makes every count a lower bound ("37+"); it bounds every
 * statement: measured on 100,000 postings in the decision.
 */
export const JOB_FACETS_WINDOW = 1000;

type FacetGroup = keyof JobFacets;
const GROUPS: { [Group in FacetGroup]: readonly (keyof JobFacets[Group])[] } = {
  type: JOB_TYPES,
  level: EXPERIENCE_LEVELS,
  salary: SALARY_BANDS,
  posted: POSTED_WITHIN,
};

/** The columns the groups' conditions read; the window keeps only these. */
const COLUMNS = sql`job_type, experience_level, salary_min, salary_max, posted_at`;

/**
 * The statement. The window: the newest JOB_FACETS_WINDOW listed postings (active, public, the
 * chip, "verified") from the listing index, as the list's own walk reads them; each is tested once
 * against the location and place filters and the search. Per option one `count(*) filter (where …)`
 * over the matches, with the option and every OTHER group's current choice, so a group's own
 * choice never narrows its own counts. As in the list, an option the search finds nothing for
 * counts the typo fallback's matches instead; that is read only when the walk saw every listed
 * posting (so the zero is sure) and some option has none. Columns: `n0…` in the order of GROUPS,
 * then `full`: a window stopped at its size, so every count is a lower bound.
 */
export function jobFacetsSql(query: JobFacetsQuery, today: string, now: Date = new Date()): SQL {
  const q = normalizeQuery(query.q);
  const { type, level, salary, posted, ...narrowing } = jobFilterConditions(query, now);
  const chosen: Partial<Record<FacetGroup, SQL>> = { type, level, salary, posted };
  const listed = listedJobSql(query, today);
  const search = q ? searchTiersOf(q).loosest : null;
  const tests = [...Object.values(narrowing), ...(search ? [search] : q ? [sql`false`] : [])];
  const hit = tests.length ? sql`true${andEach(tests)}` : sql`true`;
  const counts = optionCountsSql(GROUPS, chosen, (group, value) => optionSql(group as FacetGroup, value, now));
  const columns = counts.map((_, i) => countColumn(i));
  const countsOf = (from: string) => countsRowSql(counts, sql`${sql.identifier(from)}`);
  const walkFull = sql`(select count(*) >= ${JOB_FACETS_WINDOW} from walk)`;
  const walked = sql`walk as materialized (
      select ${COLUMNS}, ${hit} as hit from job_postings where ${listed}
        order by posted_at desc nulls last, id limit ${JOB_FACETS_WINDOW}
    ),
    matches as (select ${COLUMNS} from walk where hit),
    found as materialized (${countsOf('matches')})`;
  if (!q) {
    return sql`with ${walked}
      select ${sql.join(columns, sql`, `)}, ${walkFull} as "full" from found`;
  }
  return sql`with ${walked},
    fuzzy as materialized (select ${COLUMNS} from job_postings
      where not ${walkFull} and (select least(${sql.join(columns, sql`, `)}) = 0 from found)
        and ${listed}${andEach(Object.values(narrowing))} and ${fuzzyMatchSql(q)} limit ${JOB_FACETS_WINDOW}),
    fuzzy_found as materialized (${countsOf('fuzzy')})
    select ${sql.join(
      columns.map((column) => sql`case when f.${column} > 0 then f.${column} else z.${column} end as ${column}`),
      sql`, `,
    )}, ${walkFull} or z.n >= ${JOB_FACETS_WINDOW} as "full"
    from found f, fuzzy_found z`;
}

/** One option's condition: the list's own filter with that value. */
function optionSql(group: FacetGroup, value: string, now: Date): SQL {
  const condition = jobFilterConditions({ [group]: value } as Partial<JobsListQuery>, now)[group];
  if (!condition) throw new Error(`no condition for ${group}=${value}`);
  return condition;
}

/** Turns the row of `jobFacetsSql` into the answer. */
export function jobFacetsOf(row: Record<string, number | boolean>): JobFacets {
  return facetsOf(GROUPS, row, JOBS_TOTAL_CAP) as JobFacets;
}

/** The counts beside the job list's filter options for a query (see `jobFacetsSql`). */
export async function findJobFacets(db: Db, query: JobFacetsQuery, today: string): Promise<JobFacets> {
  const [row] = await rowsOf(db, FacetsRow, jobFacetsSql(query, today));
  if (!row) throw new Error('a count without a row');
  return jobFacetsOf(row);
}
