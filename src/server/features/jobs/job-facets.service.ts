import { sql, type SQL } from 'drizzle-orm';
import type { JobFacets, JobFacetsQuery } from '#contract/jobs.ts';
import { JOBS_TOTAL_CAP, POSTED_WITHIN, SALARY_BANDS } from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import { rowsOf } from '#server/db/rows.ts';
import { countsRowSql, facetsOf, FacetsRow, needsFallbackCounts, optionCountsSql } from '#server/lib/facet-counts.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { normalizeQuery } from '#server/lib/search/search-terms.ts';
import { andEach, fuzzyMatchSql, jobFilterConditions, listedJobSql, type JobsListQuery } from './jobs.service.ts';

// The counts beside /jobs' filter options (docs/decisions/034-filter-counts.md): exact, from the
// in-memory index (decision 036); the typo fallback's counts from the database, as the list's
// fallback is.

type FacetGroup = keyof JobFacets;
const GROUPS: { [Group in FacetGroup]: readonly (keyof JobFacets[Group])[] } = {
  type: JOB_TYPES,
  level: EXPERIENCE_LEVELS,
  salary: SALARY_BANDS,
  posted: POSTED_WITHIN,
};

/**
 * The typo fallback's counts, for a search the index finds nothing for (with an option, the list
 * would fall back to word similarity): per option one `count(*) filter (where …)` over the listed
 * postings like the search, with the option and every OTHER group's current choice. Columns `n0…`
 * in the order of GROUPS.
 */
export function fuzzyFacetsSql(query: JobFacetsQuery, today: string, now: Date): SQL {
  const q = normalizeQuery(query.q);
  const { type, level, salary, posted, ...narrowing } = jobFilterConditions(query, now);
  const counts = optionCountsSql(GROUPS, { type, level, salary, posted }, (group, value) =>
    optionSql(group as FacetGroup, value, now),
  );
  return countsRowSql(
    counts,
    sql`(select job_type, experience_level, salary_min, salary_max, posted_at from job_postings
      where ${listedJobSql(query, today)}${andEach(Object.values(narrowing))} and ${fuzzyMatchSql(q)}
      limit ${FUZZY_FACETS_LIMIT}) fuzzy`,
  );
}

/** How many of the typo fallback's matches its counts read at most (a count past it is a lower bound). */
const FUZZY_FACETS_LIMIT = 1000;

/** One option's condition: the list's own filter with that value. */
function optionSql(group: FacetGroup, value: string, now: Date): SQL {
  const condition = jobFilterConditions({ [group]: value } as Partial<JobsListQuery>, now)[group];
  if (!condition) throw new Error(`no condition for ${group}=${value}`);
  return condition;
}

/** The counts beside the job list's filter options for a query. */
export async function findJobFacets(
  deps: Pick<AppDeps, 'db' | 'jobIndex'>,
  query: JobFacetsQuery,
  today: string,
  now = new Date(),
): Promise<JobFacets> {
  const q = normalizeQuery(query.q);
  const indexed = await deps.jobIndex.facets({ ...query, q, page: 1 }, today, now);
  const [fallback] =
    q !== '' && needsFallbackCounts(indexed) ? await rowsOf(deps.db, FacetsRow, fuzzyFacetsSql(query, today, now)) : [];
  return facetsOf(GROUPS, indexed, fallback, JOBS_TOTAL_CAP) as JobFacets;
}
