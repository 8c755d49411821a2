import { sql } from 'drizzle-orm';
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

/**
 * The card's columns of the profile `p` (null columns when `p` is: a page of nobody). The
 * testimonial and the badge are one JSON array each: scalar subqueries, not joins, so the
 * statement plans in a fraction of the time (each search runs it).
 */
export const directoryCardColumns = sql`p.id, coalesce(p.full_name, (select u.name from users u where u.id = p.id)) as full_name,
  p.headline, p.avatar_url, p.category, p.service_area, p.district_id, p.local_level_id,
  p.years_experience, p.hourly_rate::float8 as hourly_rate, p.is_verified,
  (select array_agg(s.title order by s.created_at desc, s.id) from services s
    where s.professional_id = p.id and ${publicSql('s')}) as services,
  p.directory_rating::float8 as rating, coalesce(p.directory_reviews, 0)::int as review_count,
  (select json_build_array(rv.rating, rv.comment, coalesce(rp.full_name, ru.name), rv.created_at)::text
    from reviews rv join users ru on ru.id = rv.reviewer_id left join profiles rp on rp.id = rv.reviewer_id
    where rv.professional_id = p.id and ${countedReview('rv')} and rv.rating >= ${TESTIMONIAL_MIN_RATING}
    order by rv.created_at desc limit 1) as testimonial,
  (select json_build_array(v.certificate_framework, v.certificate_level, v.certificate_occupation, v.decided_at)::text
    from verification_requests v
    where v.user_id = p.id and v.role = 'professional' and v.status = 'approved'
    order by v.decided_at desc limit 1) as badge`;

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
  /** [rating, comment, reviewer's name, created at] of the latest good counted review. */
  testimonial: z.string().nullable(),
  /** [framework, level, occupation, decided at] of the latest approved professional verification. */
  badge: z.string().nullable(),
});
export type DirectoryCardRow = z.output<typeof DirectoryCardRow>;

const Testimonial = z.tuple([z.number(), z.string(), z.string().nullable(), z.string()]);
const Badge = z.tuple([
  z.enum(CERTIFICATE_FRAMEWORKS).nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.string(),
]);

const iso = (value: string) => new Date(value).toISOString();

/** The badge of a card: its latest approved professional verification (certificate and ID). */
function badgeOf(row: DirectoryCardRow): VerificationBadge | null {
  if (!row.is_verified || row.badge === null) return null;
  const [framework, level, occupation, decidedAt] = Badge.parse(JSON.parse(row.badge));
  return {
    role: 'professional',
    certificate: framework && level && occupation ? { framework, level, occupation } : null,
    ctevtAffiliated: false,
    isAgency: false,
    verifiedAt: iso(decidedAt),
  };
}

/** The card's testimonial: the latest counted review of 4 stars or more. */
function testimonialOf(row: DirectoryCardRow): ProfessionalCard['testimonial'] {
  if (row.testimonial === null) return null;
  const [rating, comment, reviewerName, createdAt] = Testimonial.parse(JSON.parse(row.testimonial));
  return { rating, comment, reviewerName: reviewerName ?? '', createdAt: iso(createdAt) };
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
    testimonial: testimonialOf(row),
  };
}
