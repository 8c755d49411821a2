import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueQuery } from '#contract/catalogue.ts';
import { CATALOGUE_DURATION_DAYS, CATALOGUE_PRICE_BOUNDS, type CatalogueDuration } from '#contract/catalogue-rules.ts';

// The catalogue's filters (format, price, duration, level; docs/decisions/030) as conditions that
// catalogueSql ANDs into each side of its union: the search, its fallback and the order are the
// same with or without them. Duration, level and a program's cost are generated columns filled by
// the functions of migration 0012_catalogue_filters.

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

/** Sipalu's courses are taken online and cost nothing; duration and level are read from their texts. */
export function courseFiltersSql(query: CatalogueFilters): SQL {
  const conditions: SQL[] = [];
  if (query.format && query.format !== 'online') conditions.push(sql`false`);
  if (query.price && query.price !== 'free') conditions.push(sql`false`);
  if (query.duration) conditions.push(durationSql(query.duration));
  if (query.level) conditions.push(sql`skill_level = ${Number(query.level)}`);
  return joined(conditions);
}

/** A program's own format, its cost in NPR (0: free), duration and level. */
export function programFiltersSql(query: CatalogueFilters): SQL {
  const conditions: SQL[] = [];
  if (query.format) conditions.push(sql`format = ${query.format}`);
  if (query.price === 'free') conditions.push(sql`cost_npr = 0`);
  else if (query.price === 'paid') conditions.push(sql`cost_npr > 0`);
  else if (query.price) {
    const { min, max } = CATALOGUE_PRICE_BOUNDS[query.price];
    conditions.push(max === null ? sql`cost_npr >= ${min}` : sql`cost_npr >= ${min} and cost_npr < ${max}`);
  }
  if (query.duration) conditions.push(durationSql(query.duration));
  if (query.level) conditions.push(sql`skill_level = ${Number(query.level)}`);
  return joined(conditions);
}

/** The filters' part of a public-cache key, in one fixed order. */
export function catalogueFiltersKey(query: CatalogueFilters): string[] {
  return [query.format ?? '', query.price ?? '', query.duration ?? '', query.level ?? ''];
}
