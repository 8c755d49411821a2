import { sql, type SQL } from 'drizzle-orm';
import type { DirectoryFacets, DirectoryFacetsQuery } from '#contract/services.ts';
import { DIRECTORY_DELIVERY, DIRECTORY_TOTAL_CAP, HOURLY_RATE_BANDS } from '#contract/services-rules.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { rowsOf } from '#server/db/rows.ts';
import { cached } from '#server/lib/public-cache.ts';
import { countColumn, countsRowSql, facetsOf, FacetsRow, optionCountsSql } from '#server/lib/facet-counts.ts';
import { checkDirectoryFilters, directoryFilterConditions } from './directory-filters.ts';
import {
  DIRECTORY_CACHE,
  DIRECTORY_WALK,
  directoryKeyOf,
  directoryListedSql,
  directoryMatchSql,
  directorySearchText,
  directorySimilarSql,
  WITHIN_TIER,
} from './directory.service.ts';

// The counts beside /professionals' filter options (docs/decisions/034-filter-counts.md): one
// statement over the list's walk, apart from the list's own statement.

type FacetGroup = keyof DirectoryFacets;
const GROUPS: { [Group in FacetGroup]: readonly (keyof DirectoryFacets[Group])[] } = {
  rating: ['4'],
  rate: HOURLY_RATE_BANDS,
  delivery: DIRECTORY_DELIVERY,
};

/** The columns of the profile `p` the groups' conditions read; the window keeps only these. */
const COLUMNS = sql`p.id, p.directory_rating, p.hourly_rate`;

/**
 * The statement. The window: the list's walk, the first DIRECTORY_WALK listed professionals (public,
 * with a visible service, the category, "verified") in the order within a tier; each is tested
 * once against the place filters and the search's loosest condition. Per option one
 * `count(*) filter (where …)` over the matches, with the option and every OTHER group's choice. As
 * in the list, an option the search finds nobody for counts the typo fallback's (similar service
 * titles, else similar names and headlines) instead; that is read only when the walk saw every
 * listed professional (so the zero is sure) and some option has none. Columns: `n0…` in the order
 * of GROUPS, then `full`: a window stopped at its size, so every count is a lower bound.
 */
export function directoryFacetsSql(query: DirectoryFacetsQuery): SQL {
  const q = directorySearchText(query.q);
  const { rating, rate, delivery, ...narrowing } = directoryFilterConditions(query);
  const listed = sql.join(directoryListedSql(query), sql` and `);
  const search = q ? directoryMatchSql(q) : null;
  const tests = [...Object.values(narrowing), ...(search ? [search] : [])];
  const hit = tests.length ? sql.join(tests, sql` and `) : sql`true`;
  const counts = optionCountsSql(GROUPS, { rating, rate, delivery }, (group, value) => {
    const condition = directoryFilterConditions({ [group]: value })[group as FacetGroup];
    if (!condition) throw new Error(`no condition for ${group}=${value}`);
    return condition;
  });
  const columns = counts.map((_, i) => countColumn(i));
  const walkFull = sql`(select count(*) >= ${DIRECTORY_WALK} from walk)`;
  const walked = sql`walk as materialized (
      select ${COLUMNS}, ${hit} as hit from profiles p where ${listed} order by ${WITHIN_TIER} limit ${DIRECTORY_WALK}
    ),
    found as materialized (${countsRowSql(counts, sql`walk p where hit`)})`;
  if (!search) {
    return sql`with ${walked}
      select ${sql.join(columns, sql`, `)}, ${walkFull} as "full" from found`;
  }
  const similar = directorySimilarSql(q);
  const fuzzy = (
    name: string,
    match: SQL,
  ) => sql`${sql.identifier(name)} as materialized (select ${COLUMNS} from profiles p
      where not ${walkFull} and (select least(${sql.join(columns, sql`, `)}) = 0 from found)
        and ${listed}${sql.join(
          Object.values(narrowing).map((condition) => sql` and ${condition}`),
          sql``,
        )} and ${match} limit ${DIRECTORY_WALK}),
    ${sql.identifier(`${name}_found`)} as materialized (${countsRowSql(counts, sql`${sql.identifier(name)} p`)})`;
  return sql`with ${walked},
    ${fuzzy('titled', similar.titles)},
    ${fuzzy('head', similar.head)}
    select ${sql.join(
      columns.map(
        (column) =>
          sql`case when f.${column} > 0 then f.${column} when t.${column} > 0 then t.${column} else h.${column} end as ${column}`,
      ),
      sql`, `,
    )}, ${walkFull} or t.n >= ${DIRECTORY_WALK} or h.n >= ${DIRECTORY_WALK} as "full"
    from found f, titled_found t, head_found h`;
}

/** The counts beside the directory's filter options, from the public cache as the list's pages are. */
export async function findDirectoryFacets(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  query: DirectoryFacetsQuery,
): Promise<DirectoryFacets> {
  checkDirectoryFilters(query);
  return cached(deps, DIRECTORY_CACHE, JSON.stringify(directoryKeyOf(query, 'facets')), async () => {
    const [row] = await rowsOf(deps.db, FacetsRow, directoryFacetsSql(query));
    if (!row) throw new Error('a count without a row');
    return facetsOf(GROUPS, row, DIRECTORY_TOTAL_CAP) as DirectoryFacets;
  });
}
