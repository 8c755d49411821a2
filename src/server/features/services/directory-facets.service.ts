import { sql, type SQL } from 'drizzle-orm';
import type { DirectoryFacets, DirectoryFacetsQuery } from '#contract/services.ts';
import { DIRECTORY_DELIVERY, DIRECTORY_TOTAL_CAP, HOURLY_RATE_BANDS } from '#contract/services-rules.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { rowsOf } from '#server/db/rows.ts';
import { cached } from '#server/lib/public-cache.ts';
import {
  countColumn,
  countsRowSql,
  facetsOf,
  FacetsRow,
  needsFallbackCounts,
  optionCountsSql,
} from '#server/lib/facet-counts.ts';
import { checkDirectoryFilters, directoryFilterConditions } from './directory-filters.ts';
import {
  DIRECTORY_CACHE,
  directoryKeyOf,
  directoryListedSql,
  directorySearchText,
  directorySimilarSql,
} from './directory.service.ts';

// The counts beside /professionals' filter options (docs/decisions/034-filter-counts.md): exact,
// from the in-memory index (directory-index.ts) as the list is; the typo fallback's counts from the
// database, as the list's fallback is.

type FacetGroup = keyof DirectoryFacets;
const GROUPS: { [Group in FacetGroup]: readonly (keyof DirectoryFacets[Group])[] } = {
  rating: ['4'],
  rate: HOURLY_RATE_BANDS,
  delivery: DIRECTORY_DELIVERY,
};

/** How many of the typo fallback's matches its counts read at most (a count past it is a lower bound). */
const FUZZY_FACETS_LIMIT = DIRECTORY_TOTAL_CAP + 1;

/**
 * The typo fallback's counts, for options the index finds nobody for (with such an option the list
 * falls back to similarity): per option one `count(*) filter (where …)`, with the option and every
 * OTHER group's choice, over the listed professionals with a visible service title similar to the
 * search, and where an option has none of those (the list then reads the head text), over those
 * with a similar name, headline, category, service area or title. Columns `n0…` in the order of
 * GROUPS, then `full`: a read stopped at its limit, so every count is a lower bound.
 */
export function directoryFuzzyFacetsSql(query: DirectoryFacetsQuery): SQL {
  const q = directorySearchText(query.q);
  const { rating, rate, delivery, ...narrowing } = directoryFilterConditions(query);
  const where = sql.join([...directoryListedSql(query), ...Object.values(narrowing)], sql` and `);
  const counts = optionCountsSql(GROUPS, { rating, rate, delivery }, (group, value) => {
    const condition = directoryFilterConditions({ [group]: value })[group as FacetGroup];
    if (!condition) throw new Error(`no condition for ${group}=${value}`);
    return condition;
  });
  const columns = counts.map((_, i) => countColumn(i));
  const similar = directorySimilarSql(q);
  const read = (match: SQL, when: SQL) =>
    sql`(select p.id, p.directory_rating, p.hourly_rate from profiles p
      where ${when} and ${where} and ${match} limit ${FUZZY_FACETS_LIMIT}) p`;
  return sql`with titled as materialized (${countsRowSql(counts, read(similar.titles, sql`true`))}),
    head as materialized (${countsRowSql(
      counts,
      read(similar.head, sql`(select least(${sql.join(columns, sql`, `)}) = 0 from titled)`),
    )})
    select ${sql.join(
      columns.map((column) => sql`case when t.${column} > 0 then t.${column} else h.${column} end as ${column}`),
      sql`, `,
    )}, t.n >= ${FUZZY_FACETS_LIMIT} or h.n >= ${FUZZY_FACETS_LIMIT} as "full"
    from titled t, head h`;
}

/** The counts beside the directory's filter options, from the public cache as the list's pages are. */
export async function findDirectoryFacets(
  deps: Pick<AppDeps, 'db' | 'cache' | 'directoryIndex'>,
  query: DirectoryFacetsQuery,
): Promise<DirectoryFacets> {
  checkDirectoryFilters(query);
  return cached(deps, DIRECTORY_CACHE, JSON.stringify(directoryKeyOf(query, 'facets')), async () => {
    const q = directorySearchText(query.q);
    const indexed = await deps.directoryIndex.facets({ ...query, q, page: 1 });
    const [fallback] =
      q !== '' && needsFallbackCounts(indexed) ? await rowsOf(deps.db, FacetsRow, directoryFuzzyFacetsSql(query)) : [];
    return facetsOf(GROUPS, indexed, fallback, DIRECTORY_TOTAL_CAP) as DirectoryFacets;
  });
}
