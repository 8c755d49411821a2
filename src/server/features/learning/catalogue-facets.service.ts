import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueFacets, CatalogueFacetsQuery } from '#contract/catalogue.ts';
import {
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PRICES,
  CATALOGUE_TOTAL_CAP,
} from '#contract/catalogue-rules.ts';
import { rowsOf } from '#server/db/rows.ts';
import { countsRowSql, facetsOf, FacetsRow, needsFallbackCounts, optionCountsSql } from '#server/lib/facet-counts.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { searchTerms } from '#server/lib/search/search-terms.ts';
import { catalogueSearchText, catalogueSidesOf, catalogueSimilarSql, type CatalogueSide } from './catalogue.service.ts';

// The counts beside /courses' filter options (docs/decisions/034-filter-counts.md): exact, from the
// in-memory index (catalogue-index.ts); the typo fallback's counts from the database, as the
// list's fallback is.

type FacetGroup = keyof CatalogueFacets;
const GROUPS: { [Group in FacetGroup]: readonly (keyof CatalogueFacets[Group])[] } = {
  format: CATALOGUE_FORMATS,
  price: CATALOGUE_PRICES,
  duration: CATALOGUE_DURATIONS,
  level: CATALOGUE_LEVELS,
};

/** The columns the filters read on each side. */
const COLUMNS = {
  courses: sql`format, fee_npr, duration_days, skill_level`,
  programs: sql`format, cost_npr, duration_days, skill_level`,
};

/**
 * The typo fallback's counts, for a search the index finds nothing for (with an option, the list
 * would fall back to title similarity): per option one `count(*) filter (where …)` over each
 * side's listed cards similar to the search, with the option and every OTHER filter's choice (the
 * side's own conditions), the two sides added. Columns `n0…` in the
 * order of GROUPS.
 */
export function fuzzyCatalogueFacetsSql(query: CatalogueFacetsQuery): SQL {
  const q = catalogueSearchText(query.q);
  const sides = catalogueSidesOf(query);
  const countsOf = (side: CatalogueSide) =>
    optionCountsSql(GROUPS, side.filters(query), (group, value) => {
      const condition = side.filters({ [group]: value })[group];
      if (!condition) throw new Error(`no condition for ${group}=${value}`);
      return condition;
    });
  const [courses, programs] = sides.map((side) =>
    countsRowSql(
      countsOf(side),
      sql`(select ${COLUMNS[side.table]} from ${sql.raw(side.table)}
        where ${side.listed} and ${catalogueSimilarSql(q)}) f`,
    ),
  );
  const columns = countsOf(sides[0]).map((_, i) => sql.identifier(`n${i}`));
  return sql`select ${sql.join(
    columns.map((column) => sql`c.${column} + p.${column} as ${column}`),
    sql`, `,
  )} from (${courses}) c, (${programs}) p`;
}

/** The counts beside the catalogue's filter options for a query. */
export async function findCatalogueFacets(
  deps: Pick<AppDeps, 'db' | 'catalogueIndex'>,
  query: CatalogueFacetsQuery,
): Promise<CatalogueFacets> {
  const q = catalogueSearchText(query.q);
  const indexed = await deps.catalogueIndex.facets({ ...query, q });
  const [fallback] =
    searchTerms(q) !== null && needsFallbackCounts(indexed)
      ? await rowsOf(deps.db, FacetsRow, fuzzyCatalogueFacetsSql(query))
      : [];
  return facetsOf(GROUPS, indexed, fallback, CATALOGUE_TOTAL_CAP) as CatalogueFacets;
}
