import { sql, type SQL } from 'drizzle-orm';

// Ratings and counts come only from reviews backed by work the professional acknowledged, and
// not hidden by staff (docs/decisions/012). Every place that shows a rating, a count or a public
// review uses this one predicate.

/** `engagement_id is not null and hidden_at is null` for the reviews table under `alias`. */
export function countedReview(alias = 'reviews'): SQL {
  const table = sql.identifier(alias);
  return sql`(${table}.engagement_id is not null and ${table}.hidden_at is null)`;
}
