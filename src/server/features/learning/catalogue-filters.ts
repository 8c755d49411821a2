import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueQuery } from '#contract/catalogue.ts';
import { CATALOGUE_DURATION_DAYS, CATALOGUE_PRICE_BOUNDS, type CatalogueDuration } from '#contract/catalogue-rules.ts';

// The catalogue's filters (format, price, duration, level; docs/decisions/030) as conditions that
// the typo fallback (`catalogueFuzzySql`) ANDs into each side of its union and its counts; the
// in-memory index (catalogue-index.ts) tests the same in memory. Duration, level and a program's
// cost are generated columns filled by the functions of migration 0012_catalogue_filters.

export type CatalogueFilters = Pick<CatalogueQuery, 'format' | 'price' | 'duration' | 'level'>;

const joined = (conditions: SQL[]) =>
  sql.join(
    conditions.map((condition) => sql` and (${condition})`),
    sql``,
  );

function durationSql(duration: CatalogueDuration): SQL {
  const { above, upTo } = CATALOGUE_DURATION_DAYS[duration];
  return upTo === null ? sql`duration_days > ${above}` : sql`duration_days > ${above} and duration_days <= ${upTo}`;
}

/** A condition per filter given, keyed by the filter's name (the filter counts take them apart). */
export type CatalogueFilterConditions = Partial<Record<keyof CatalogueFilters, SQL>>;

/** The price filter over a cost column in NPR (0: free). */
function priceSql(price: NonNullable<CatalogueFilters['price']>, cost: SQL): SQL {
  if (price === 'free') return sql`${cost} = 0`;
  if (price === 'paid') return sql`${cost} > 0`;
  const { min, max } = CATALOGUE_PRICE_BOUNDS[price];
  return max === null ? sql`${cost} >= ${min}` : sql`${cost} >= ${min} and ${cost} < ${max}`;
}

/** A course's own format and fee (migration 0027); duration and level are read from its texts. */
export function courseFilterConditions(query: CatalogueFilters): CatalogueFilterConditions {
  const conditions: CatalogueFilterConditions = {};
  if (query.format) conditions.format = sql`format = ${query.format}`;
  if (query.price) conditions.price = priceSql(query.price, sql`fee_npr`);
  if (query.duration) conditions.duration = durationSql(query.duration);
  if (query.level) conditions.level = sql`skill_level = ${Number(query.level)}`;
  return conditions;
}

/** A program's own format, its cost in NPR (0: free), duration and level. */
export function programFilterConditions(query: CatalogueFilters): CatalogueFilterConditions {
  const conditions: CatalogueFilterConditions = {};
  if (query.format) conditions.format = sql`format = ${query.format}`;
  if (query.price) conditions.price = priceSql(query.price, sql`cost_npr`);
  if (query.duration) conditions.duration = durationSql(query.duration);
  if (query.level) conditions.level = sql`skill_level = ${Number(query.level)}`;
  return conditions;
}

/** The course filters given, as conditions to AND into a side's own. */
export function courseFiltersSql(query: CatalogueFilters): SQL {
  return joined(Object.values(courseFilterConditions(query)));
}

/** The program filters given, as conditions to AND into a side's own. */
export function programFiltersSql(query: CatalogueFilters): SQL {
  return joined(Object.values(programFilterConditions(query)));
}

/** The filters' part of a public-cache key, in one fixed order. */
export function catalogueFiltersKey(query: CatalogueFilters): string[] {
  return [query.format ?? '', query.price ?? '', query.duration ?? '', query.level ?? ''];
}
