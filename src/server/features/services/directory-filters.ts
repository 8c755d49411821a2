import { sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '#contract/services.ts';
import { DIRECTORY_MIN_RATING, HOURLY_RATE_BOUNDS } from '#contract/services-rules.ts';
import { NEAR_RADII_KM } from '#contract/locations/near-radii.ts';
import { checkNear, checkPlaceFilter, nearSql, placeFilterSql } from '#server/lib/places/places.ts';
import { publicSql } from '#server/lib/visibility.ts';

// The directory's filters (rating, hourly rate, online or in person: docs/decisions/030; province,
// district and near a municipality: docs/decisions/031) as conditions on the profile `p` that
// directorySql ANDs into its others: the search, its fallback and the order are the same with or
// without them.

export type DirectoryFilters = Pick<
  DirectoryQuery,
  'rating' | 'rate' | 'delivery' | 'province' | 'district' | 'near' | 'within'
>;

/** Refuses a province, district or municipality the dataset does not have (400). */
export function checkDirectoryFilters(query: DirectoryFilters): void {
  checkPlaceFilter(query);
  checkNear(query.near);
}

/** A condition per filter given, keyed by the filter's name (the filter counts take them apart). */
export type DirectoryFilterConditions = Partial<Record<'rating' | 'rate' | 'delivery' | 'place' | 'near', SQL>>;

/** Each condition given, by filter. */
export function directoryFilterConditions(query: DirectoryFilters): DirectoryFilterConditions {
  const conditions: DirectoryFilterConditions = {};
  if (query.rating) {
    // the rating the card shows: the average of counted reviews, to one decimal, kept on the profile
    // by the reviews' triggers (migration 0017)
    conditions.rating = sql`p.directory_rating >= ${DIRECTORY_MIN_RATING}`;
  }
  if (query.rate) {
    const { min, max } = HOURLY_RATE_BOUNDS[query.rate];
    conditions.rate =
      max === null ? sql`p.hourly_rate >= ${min}` : sql`p.hourly_rate >= ${min} and p.hourly_rate < ${max}`;
  }
  if (query.delivery) {
    // a hybrid service is done both online and in person
    conditions.delivery = sql`exists (select 1 from services sf where sf.professional_id = p.id and ${publicSql('sf')}
      and sf.format in (${query.delivery}, 'hybrid'))`;
  }
  const place = placeFilterSql(query, sql`p.district_id`);
  if (place) {
    // where they work: their profile's district or one of their services'
    conditions.place = sql`(${place} or exists (select 1 from services s where s.professional_id = p.id
      and ${placeFilterSql(query, sql`s.district_id`)}))`;
  }
  if (query.near) conditions.near = nearSql(query.near, Number(query.within ?? NEAR_RADII_KM[0]));
  return conditions;
}

/** Each condition given, as a list to join with the directory's own. */
export function directoryFiltersSql(query: DirectoryFilters): SQL[] {
  return Object.values(directoryFilterConditions(query));
}

/** The filters' part of a public-cache key, in one fixed order. */
export function directoryFiltersKey(query: DirectoryFilters): string[] {
  return [
    query.rating ?? '',
    query.rate ?? '',
    query.delivery ?? '',
    query.province ?? '',
    query.district ?? '',
    query.near ?? '',
    query.within ?? '',
  ];
}
