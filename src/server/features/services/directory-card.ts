import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ProfessionalCard } from '#contract/services.ts';
import { CERTIFICATE_FRAMEWORKS } from '#contract/trust-lists.ts';
import type { VerificationBadge } from '#contract/verification.ts';
import { TESTIMONIAL_MIN_RATING } from '#contract/services-rules.ts';
import { placeNe } from '#server/lib/places/places.ts';
import { publicSql } from '#server/lib/visibility.ts';
import { countedReview } from './counted-reviews.ts';

// A card of the professionals directory: what the list shows of one professional (name, services,
// rating, a recent good review, the verification badge), read by id for the page the in-memory
// index ranked, or beside the typo fallback's own ranking.

/** The card's columns of the professional `page.id`, after `from <rows with an id> page`. */
export const directoryCardColumns = sql`page.id, coalesce(p.full_name, u.name) as full_name, p.headline,
  p.avatar_url, p.category, p.service_area, p.district_id, p.local_level_id,
  p.years_experience, p.hourly_rate::float8 as hourly_rate, p.is_verified,
  (select array_agg(s.title order by s.created_at desc, s.id) from services s
    where s.professional_id = page.id and ${publicSql('s')}) as services,
  p.directory_rating::float8 as rating, coalesce(p.directory_reviews, 0)::int as review_count,
  t.rating as t_rating, t.comment as t_comment, t.reviewer_name as t_reviewer_name, t.created_at as t_created_at,
  vb.certificate_framework as v_framework, vb.certificate_level as v_level,
  vb.certificate_occupation as v_occupation, vb.decided_at as v_decided_at`;

/** The joins `directoryCardColumns` reads: the profile, the account, the testimonial and the badge. */
export const directoryCardJoins: SQL = sql`left join profiles p on p.id = page.id
  left join users u on u.id = page.id
  left join lateral (
    select rv.rating, rv.comment, coalesce(rp.full_name, ru.name) as reviewer_name, rv.created_at
      from reviews rv join users ru on ru.id = rv.reviewer_id left join profiles rp on rp.id = rv.reviewer_id
      where rv.professional_id = page.id and ${countedReview('rv')} and rv.rating >= ${TESTIMONIAL_MIN_RATING}
      order by rv.created_at desc limit 1
  ) t on page.id is not null
  left join lateral (
    select v.certificate_framework::text, v.certificate_level, v.certificate_occupation, v.decided_at
      from verification_requests v
      where v.user_id = page.id and v.role = 'professional' and v.status = 'approved'
      order by v.decided_at desc limit 1
  ) vb on page.id is not null`;

export const DirectoryCardRow = z.object({
  id: z.string(),
  full_name: z.string(),
  headline: z.string().nullable(),
  avatar_url: z.string().nullable(),
  category: z.string().nullable(),
  service_area: z.string().nullable(),
  district_id: z.string().nullable(),
  local_level_id: z.string().nullable(),
  years_experience: z.number().nullable(),
  hourly_rate: z.number().nullable(),
  is_verified: z.boolean(),
  services: z.array(z.string()).nullable(),
  rating: z.number().nullable(),
  review_count: z.number(),
  t_rating: z.number().nullable(),
  t_comment: z.string().nullable(),
  t_reviewer_name: z.string().nullable(),
  t_created_at: z.union([z.string(), z.date()]).nullable(),
  v_framework: z.enum(CERTIFICATE_FRAMEWORKS).nullable(),
  v_level: z.string().nullable(),
  v_occupation: z.string().nullable(),
  v_decided_at: z.union([z.string(), z.date()]).nullable(),
});
export type DirectoryCardRow = z.output<typeof DirectoryCardRow>;

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The badge of a card: its latest approved professional verification (certificate and ID). */
function badgeOf(row: DirectoryCardRow): VerificationBadge | null {
  if (!row.is_verified || row.v_decided_at === null) return null;
  const { v_framework: framework, v_level: level, v_occupation: occupation } = row;
  return {
    role: 'professional',
    certificate: framework && level && occupation ? { framework, level, occupation } : null,
    ctevtAffiliated: false,
    isAgency: false,
    verifiedAt: iso(row.v_decided_at),
  };
}

/** A card row as the API answers it. */
export function directoryCardOf(row: DirectoryCardRow): ProfessionalCard {
  return {
    id: row.id,
    fullName: row.full_name,
    headline: row.headline,
    avatarUrl: row.avatar_url,
    category: row.category,
    serviceArea: row.service_area,
    serviceAreaNe:
      row.service_area === null
        ? null
        : placeNe(row.service_area, { districtId: row.district_id, localLevelId: row.local_level_id }),
    yearsExperience: row.years_experience,
    hourlyRate: row.hourly_rate,
    isVerified: row.is_verified,
    verification: badgeOf(row),
    services: row.services ?? [],
    rating: row.rating,
    reviewCount: row.review_count,
    testimonial:
      row.t_rating !== null && row.t_comment !== null && row.t_created_at !== null
        ? {
            rating: row.t_rating,
            comment: row.t_comment,
            reviewerName: row.t_reviewer_name ?? '',
            createdAt: iso(row.t_created_at),
          }
        : null,
  };
}

/** The cards of `rows` in the order of `ids` (a row may be missing: the account was just deleted). */
export function directoryCardsInOrder(ids: readonly string[], rows: readonly DirectoryCardRow[]): ProfessionalCard[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [directoryCardOf(row)] : [];
  });
}
