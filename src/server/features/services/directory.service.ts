import { sql, type SQL } from 'drizzle-orm';
import type { DirectoryPage, DirectoryQuery, ProfessionalCard } from '#contract/services.ts';
import { CERTIFICATE_FRAMEWORKS } from '#contract/trust-lists.ts';
import type { VerificationBadge } from '#contract/verification.ts';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_TOTAL_CAP, TESTIMONIAL_MIN_RATING } from '#contract/services-rules.ts';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { cached } from '#server/lib/public-cache.ts';
import { publicSql } from '#server/lib/visibility.ts';
import { placeNe } from '#server/lib/places/places.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { countedReview } from './counted-reviews.ts';
import {
  checkDirectoryFilters,
  directoryFiltersKey,
  directoryFiltersSql,
  type DirectoryFilters,
} from './directory-filters.ts';

/** Cache namespace of the directory; every write that changes a card invalidates it. */
export const DIRECTORY_CACHE = 'professionals';

/** At most this many words of a search count; the rest are ignored. */
const MAX_WORDS = 6;

/** The words of a search, lower-cased; only letters, marks and digits survive (no tsquery syntax). */
export function searchWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

const profileVector = sql`to_tsvector('simple', search_document)`;

/**
 * Professionals whose own document (name, headline, bio, category, service area, skills) or any of
 * whose services (title, description, location, skills gained) holds the word as a prefix. Both
 * sides read their GIN expression index; a professional matches a search when every word is found
 * somewhere among their documents ("electrician pokhara": trade in the headline, town in the area).
 */
function wordMatch(word: string): SQL {
  const query = sql`to_tsquery('simple', ${`${word}:*`})`;
  return sql`p.id in (
    select id from profiles where ${profileVector} @@ ${query}
    union
    select professional_id from services where ${profileVector} @@ ${query})`;
}

/**
 * The typo fallback ("plumbng", "inverterr"): the search similar (trigram `<%`, GIN) to a service
 * title. Titles are short, so the recheck is cheap; over whole documents it took seconds at 20,000
 * professionals (as docs/decisions/009 found for the catalogue).
 */
function fuzzyMatch(q: string): SQL {
  return sql`p.id in (select professional_id from services where ${q} <% search_title)`;
}

/**
 * One directory page as ONE statement: matching professionals with at least one service, counted up
 * to the cap, one page cut, and only that page joined to its service titles, rating and testimonial.
 * Exported so the benchmark's bare handler runs the SQL the app runs.
 */
export function directorySql(
  query: Pick<DirectoryQuery, 'q' | 'category' | 'page' | 'verified'> & DirectoryFilters,
  fuzzy = false,
): SQL {
  const words = searchWords(query.q);
  const phrase = words.join(' ');
  const conditions: SQL[] = [
    sql`${publicSql('p')} and exists (select 1 from services s where s.professional_id = p.id and ${publicSql('s')})`,
  ];
  if (query.category) conditions.push(sql`p.category = ${query.category}`);
  if (query.verified) conditions.push(sql`p.is_verified`);
  conditions.push(...directoryFiltersSql(query));
  if (words.length) conditions.push(fuzzy ? fuzzyMatch(phrase) : sql.join(words.map(wordMatch), sql` and `));
  // a name or headline close to the search ranks first; without a search the verified come first
  const rank = words.length
    ? sql`word_similarity(${phrase}, lower(coalesce(p.full_name, '') || ' ' || coalesce(p.headline, '')))`
    : sql`0::real`;
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;

  return sql`
    with matches as (
      select p.id, p.is_verified, p.updated_at, ${rank} as rank
        from profiles p where ${sql.join(conditions, sql` and `)}
    ),
    counted as (select count(*)::int as n from (select 1 from matches limit ${DIRECTORY_TOTAL_CAP + 1}) c),
    page as (
      select * from matches order by rank desc, is_verified desc, updated_at desc, id
        limit ${DIRECTORY_PAGE_SIZE} offset ${offset}
    )
    select least(counted.n, ${DIRECTORY_TOTAL_CAP})::int as total, counted.n > ${DIRECTORY_TOTAL_CAP} as total_is_capped,
      page.id, coalesce(p.full_name, u.name) as full_name, p.headline, p.avatar_url, p.category, p.service_area,
      p.district_id, p.local_level_id,
      p.years_experience, p.hourly_rate::float8 as hourly_rate, p.is_verified,
      (select array_agg(s.title order by s.created_at desc, s.id) from services s
        where s.professional_id = page.id and ${publicSql('s')})
        as services,
      r.rating, coalesce(r.review_count, 0)::int as review_count,
      t.rating as t_rating, t.comment as t_comment, t.reviewer_name as t_reviewer_name, t.created_at as t_created_at,
      vb.certificate_framework as v_framework, vb.certificate_level as v_level,
      vb.certificate_occupation as v_occupation, vb.decided_at as v_decided_at
    from counted
      left join page on true
      left join profiles p on p.id = page.id
      left join users u on u.id = page.id
      left join lateral (
        select round(avg(rating)::numeric, 1)::float8 as rating, count(*)::int as review_count
          from reviews where professional_id = page.id and ${countedReview()}
      ) r on page.id is not null
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
      ) vb on page.id is not null
    order by page.rank desc, page.is_verified desc, page.updated_at desc, page.id`;
}

const pageTotals = { total: z.number(), total_is_capped: z.boolean() };
const DirectoryCardRow = z.object({
  ...pageTotals,
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
/** A row of `directorySql`: a professional of the page with the totals, or (no matches) only the totals. */
const DirectoryRow = z.union([DirectoryCardRow, z.object({ ...pageTotals, id: z.null() })]);
type DirectoryRow = z.output<typeof DirectoryRow>;

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The badge of a card: its latest approved professional verification (certificate and ID). */
function badgeOf(row: z.output<typeof DirectoryCardRow>): VerificationBadge | null {
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

/** Turns the rows of `directorySql` into the page the API answers with. */
export function directoryPageOf(rows: readonly DirectoryRow[], page: number): DirectoryPage {
  const items = rows.flatMap((row): ProfessionalCard[] =>
    row.id !== null
      ? [
          {
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
          },
        ]
      : [],
  );
  return {
    items,
    total: rows[0]?.total ?? 0,
    totalIsCapped: rows[0]?.total_is_capped ?? false,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

/** One directory page straight from the database: full text first, the typo fallback when it finds nothing. */
export async function queryDirectory(db: Db, query: DirectoryQuery): Promise<DirectoryPage> {
  const run = (fuzzy: boolean) => rowsOf(db, DirectoryRow, directorySql(query, fuzzy));
  let rows = await run(false);
  if ((rows[0]?.total ?? 0) === 0 && searchWords(query.q).length) rows = await run(true);
  return directoryPageOf(rows, query.page);
}

/** The directory page, from the public cache when nothing changed since it was last asked for. */
export function findDirectory(deps: Pick<AppDeps, 'db' | 'cache'>, query: DirectoryQuery): Promise<DirectoryPage> {
  checkDirectoryFilters(query);
  const key = JSON.stringify([
    searchWords(query.q).join(' '),
    query.category ?? '',
    query.page,
    query.verified ?? '',
    ...directoryFiltersKey(query),
  ]);
  return cached(deps, DIRECTORY_CACHE, key, () => queryDirectory(deps.db, query));
}
