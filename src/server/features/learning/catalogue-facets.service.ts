import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueFacets, CatalogueFacetsQuery } from '#contract/catalogue.ts';
import {
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PRICES,
  CATALOGUE_TOTAL_CAP,
} from '#contract/catalogue-rules.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { countColumn, countsRowSql, facetsOf, FacetsRow, optionCountsSql } from '#server/lib/facet-counts.ts';
import {
  CATALOGUE_WALK,
  catalogueMatchSql,
  catalogueSearchText,
  catalogueSidesOf,
  catalogueSimilarSql,
  catalogueWalkSql,
  type CatalogueSide,
} from './catalogue.service.ts';

// The counts beside /courses' filter options (docs/decisions/034-filter-counts.md): one statement
// over each side's walk, apart from the list's own statement.

type FacetGroup = keyof CatalogueFacets;
const GROUPS: { [Group in FacetGroup]: readonly (keyof CatalogueFacets[Group])[] } = {
  format: CATALOGUE_FORMATS,
  price: CATALOGUE_PRICES,
  duration: CATALOGUE_DURATIONS,
  level: CATALOGUE_LEVELS,
};

/** The columns the filters read on each side; the walks keep only these. */
const COLUMNS = {
  courses: sql`duration_days, skill_level`,
  programs: sql`format, cost_npr, duration_days, skill_level`,
};

/**
 * The statement. Each side's window is its walk in the list's search (the first CATALOGUE_WALK rows
 * of the ranked order), each row tested once against the tab or chip and the search's loosest
 * condition. Per option one `count(*) filter (where …)` over each side's matches with the option
 * and every OTHER filter's choice (the side's own conditions: a course is online and free), the
 * two sides added. As in the list, an option the search finds nothing for counts the typo
 * fallback's matches instead; that is read only when both walks saw every row (so the zero is
 * sure) and some option has none. Columns: `n0…` in the order of GROUPS, then `full`: a window
 * stopped at its size, so every count is a lower bound.
 */
export function catalogueFacetsSql(query: CatalogueFacetsQuery): SQL {
  const q = catalogueSearchText(query.q);
  const search = q ? catalogueMatchSql(q) : null;
  const sides = catalogueSidesOf(query);
  const countsOf = (side: CatalogueSide) => {
    const chosen = side.filters(query);
    return optionCountsSql(GROUPS, chosen, (group, value) => {
      const condition = side.filters({ [group]: value })[group];
      if (!condition) throw new Error(`no condition for ${group}=${value}`);
      return condition;
    });
  };
  const named = (side: CatalogueSide, suffix: string) => sql.identifier(`${side.table}_${suffix}`);
  const columns = countsOf(sides[0]).map((_, i) => countColumn(i));
  const walkFull = sql.join(
    sides.map((side) => sql`(select count(*) >= ${CATALOGUE_WALK} from ${named(side, 'walk')})`),
    sql` or `,
  );
  const walked = sql.join(
    sides.map(
      (side) => sql`${named(side, 'walk')} as materialized (
      select ${COLUMNS[side.table]}, ${side.listed}${search ? sql` and ${search}` : sql``} as hit
        from ${catalogueWalkSql(side.table, side.scope)} w
    ),
    ${named(side, 'found')} as materialized (${countsRowSql(countsOf(side), sql`${named(side, 'walk')} where hit`)})`,
    ),
    sql`,\n    `,
  );
  const sum = (suffix: string, column: SQL) =>
    sql.join(
      sides.map((side) => sql`(select ${column} from ${named(side, suffix)})`),
      sql` + `,
    );
  if (!search) {
    return sql`with ${walked}
      select ${sql.join(
        columns.map((column) => sql`${sum('found', column)} as ${column}`),
        sql`, `,
      )}, ${walkFull} as "full"`;
  }
  const anyNone = sql`least(${sql.join(
    columns.map((column) => sum('found', column)),
    sql`, `,
  )}) = 0`;
  const fuzzy = sql.join(
    sides.map(
      (side) => sql`${named(side, 'fuzzy')} as materialized (select ${COLUMNS[side.table]} from ${sql.raw(side.table)}
      where not (${walkFull}) and ${anyNone} and ${side.listed} and ${catalogueSimilarSql(q)} limit ${CATALOGUE_WALK}),
    ${named(side, 'fuzzy_found')} as materialized (${countsRowSql(countsOf(side), sql`${named(side, 'fuzzy')}`)})`,
    ),
    sql`,\n    `,
  );
  const fuzzyFull = sql.join(
    sides.map((side) => sql`(select n >= ${CATALOGUE_WALK} from ${named(side, 'fuzzy_found')})`),
    sql` or `,
  );
  return sql`with ${walked},
    ${fuzzy}
    select ${sql.join(
      columns.map(
        (column) =>
          sql`case when ${sum('found', column)} > 0 then ${sum('found', column)} else ${sum('fuzzy_found', column)} end as ${column}`,
      ),
      sql`, `,
    )}, ${walkFull} or ${fuzzyFull} as "full"`;
}

/** The counts beside the catalogue's filter options for a query (see `catalogueFacetsSql`). */
export async function findCatalogueFacets(db: Db, query: CatalogueFacetsQuery): Promise<CatalogueFacets> {
  const [row] = await rowsOf(db, FacetsRow, catalogueFacetsSql(query));
  if (!row) throw new Error('a count without a row');
  return facetsOf(GROUPS, row, CATALOGUE_TOTAL_CAP) as CatalogueFacets;
}
