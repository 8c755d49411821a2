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
import { searchTerms } from '#server/lib/search/search-terms.ts';
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

/**
 * How many professionals, in the order within a tier, a search reads with their tiers before it reads
 * a tier from its own index (see `directorySql`).
 */
export const DIRECTORY_WALK = 300;

/** Orders professionals of one tier: popularity (a Bayesian mean of their rating), then verified, then recently updated. */
export const WITHIN_TIER = sql`p.directory_popularity desc nulls last, p.is_verified desc nulls last, p.updated_at desc nulls last, p.id`;

/**
 * The tiers of a search, best first (docs/decisions/033), each a condition on the profile `p`
 * that an index answers: 0 the words as a phrase in the name, headline or a service title; 1 every
 * word there; 2 every word there or in the category and skills; 3 … or where they work; 4 every word
 * anywhere (bio, service descriptions); 5–8 as 1–4 with some of the words. The last is every match;
 * a tier a search cannot have (a phrase of one word) is left out.
 */
function tiersOf(q: string): { tier: number; match: SQL }[] {
  const terms = searchTerms(q);
  if (!terms) return [];
  // parts of the head vector with one weight each: the GIN index profiles_directory_tiers_idx holds
  // them, the head vector itself, and profiles_directory_vector_idx the whole vector
  const name = sql`ts_filter(p.directory_head_vector, '{a}')`;
  const skills = sql`ts_filter(p.directory_head_vector, '{a,b}')`;
  const place = sql`p.directory_head_vector`;
  const whole = sql`p.directory_vector`;
  const matching = (vector: SQL, text: string | null) =>
    text === null ? null : sql`${vector} @@ to_tsquery('simple', ${text})`;
  const { all, some, phrase } = terms;
  return [
    matching(name, phrase),
    matching(name, all),
    matching(skills, all),
    matching(place, all),
    some === null ? null : matching(whole, all),
    matching(name, some),
    matching(skills, some),
    matching(place, some),
    matching(whole, some ?? all),
  ].flatMap((match, tier) => (match ? [{ tier, match }] : []));
}

/** The search as the directory reads it: its words, lower case, joined by spaces ("" is no search). */
export const directorySearchText = (q: string | undefined): string => searchWords(q).join(' ');

/**
 * Whether a professional `p` matches a search at all: the loosest tier, tested on the short head
 * vector first (who is found there costs no decompression). Null when the search has no word to
 * look for (the list then lists as without one).
 */
export function directoryMatchSql(q: string): SQL | null {
  const tiers = tiersOf(q);
  if (!tiers.length) return null;
  const head = tiers.find(({ tier }) => tier === 7) ?? tiers.find(({ tier }) => tier === 3)!;
  return sql`(${head.match} or ${tiers.at(-1)!.match})`;
}

/**
 * The typo fallback's conditions on `p`: a visible service title similar to the search, and (read
 * only when no title is) the name, headline, category, service area and titles similar to it.
 */
export function directorySimilarSql(q: string): { titles: SQL; head: SQL } {
  return {
    titles: sql`p.id in (select professional_id from services s where ${q} <% s.search_title and ${publicSql('s')})`,
    head: sql`${q} <% p.directory_head`,
  };
}

/** Who the directory lists before the search and the filters: public, with a visible service, the category, "verified". */
export function directoryListedSql(query: Pick<DirectoryQuery, 'category' | 'verified'>): SQL[] {
  const conditions: SQL[] = [sql`${publicSql('p')} and p.directory_services > 0`];
  if (query.category) conditions.push(sql`p.category = ${query.category}`);
  if (query.verified) conditions.push(sql`p.is_verified`);
  return conditions;
}

/**
 * One directory page as ONE statement (exported so the benchmark's bare handler runs the SQL the
 * app runs). Only public professionals with a visible service, and the filters.
 *
 * Without a search: the verified first, then the recently updated, read in the order of
 * `profiles_directory_listing_idx`. A search orders the professionals whose `directory_vector` (one
 * row each: their profile, their visible services' texts and their counted rating, kept by triggers,
 * migration 0017) holds any of the words by their best tier (`tiersOf`), then popularity (rating
 * and reviews), then verified, reading of each tier only what the page needs (migration 0019). `fuzzy`
 * is the typo fallback the caller runs when a search finds nobody: the search similar (trigram
 * `<%`) to a name, headline or service title, most similar first. The total is exact up to
 * DIRECTORY_TOTAL_CAP, past it "N+".
 */
export function directorySql(
  query: Pick<DirectoryQuery, 'q' | 'category' | 'page' | 'verified'> & DirectoryFilters,
  fuzzy = false,
): SQL {
  const q = directorySearchText(query.q);
  const conditions = [...directoryListedSql(query), ...directoryFiltersSql(query)];
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const reach = offset + DIRECTORY_PAGE_SIZE;
  const tiers = q ? tiersOf(q) : [];
  const search = tiers.length > 0;
  const where = sql.join(conditions, sql` and `);

  let reads = sql``;
  let matches: SQL;
  let counted = sql`select count(*)::int as n from (select 1 from matches limit ${DIRECTORY_TOTAL_CAP + 1}) c`;
  if (!search) {
    matches = sql`select p.id, 0 as tier, 0::real as rank, 0::real as popularity, p.is_verified, p.updated_at
      from profiles p where ${where}`;
  } else if (fuzzy) {
    // service titles first (short, so their trigram recheck is cheap); the longer head text only
    // when no title is similar
    const similar = (match: SQL) => sql`select p.id, 9 as tier, word_similarity(${q}, p.directory_head) as rank,
        p.directory_popularity as popularity, p.is_verified, p.updated_at
      from profiles p where ${where} and ${match}`;
    const { titles, head } = directorySimilarSql(q);
    matches = sql`with titled as materialized (${similar(titles)})
      select * from titled
      union all
      select * from (${similar(head)}) head where not exists (select 1 from titled)`;
  } else {
    // a page of tier t is among the first `reach` professionals, in the tier's order, that meet
    // tier t's condition. One walk of profiles_directory_popularity_idx reads the first
    // DIRECTORY_WALK with their tiers; a tier's own index is read only when the walk holds too few of
    // it (its words are rare) and the tier before did not fill the page. That read sorts by an
    // expression so the planner cannot walk the index instead: the walk has just shown it would read
    // far. A common word no longer reads all of its matches (docs/decisions/033).
    const best = sql.join(
      tiers.map(({ tier, match }) => sql`when ${match} then ${sql.raw(String(tier))}`),
      sql` `,
    );
    const name = (tier: number) => sql.raw(`tier_${tier}`);
    const head = tiers.find(({ tier }) => tier === 7) ?? tiers.find(({ tier }) => tier === 3)!;
    const loosest = tiers.at(-1)!.match;
    // who matches nothing costs one test, of the short head vector first: the long one is read
    // only for who is not found in it
    reads = sql`walk as materialized (select p.id,
        case when not ${directoryMatchSql(q)} then null ${best} end as tier,
        p.directory_popularity as popularity, p.is_verified, p.updated_at
      from profiles p where ${where} order by ${WITHIN_TIER} limit ${DIRECTORY_WALK}),
    ${sql.join(
      tiers.map(({ tier, match }, i) => {
        // what is already known of tier ≤ t: the walk's, and every read before (all better than t)
        const known = [
          sql`select id from walk where tier <= ${tier}`,
          ...tiers.slice(0, i).map((t) => sql`select id from ${name(t.tier)}`),
        ];
        return sql`${name(tier)} as materialized (select p.id from profiles p
      where (select count(*) from walk) = ${DIRECTORY_WALK}
        and (select count(*) from (${sql.join(known, sql` union `)}) known) < ${reach} and ${where} and ${match}
      order by p.directory_popularity + 0 desc, p.is_verified desc, p.updated_at desc, p.id limit ${reach}),`;
      }),
      sql`
    `,
    )}
    `;
    const read = sql.join(
      tiers.map(({ tier }) => sql`select id from ${name(tier)}`),
      sql` union `,
    );
    matches = sql`select id, tier, 0::real as rank, popularity, is_verified, updated_at from walk where tier is not null
      union
      select p.id, case ${best} end, 0::real, p.directory_popularity, p.is_verified, p.updated_at
        from profiles p where p.id in (${read})`;
    // exact up to the cap: every match when the walk read every professional; else a common word's matches,
    // mostly in the short head vector, are counted first without reading the long one
    const countOf = (match: SQL) =>
      sql`(select count(*) from (select 1 from profiles p where ${where} and ${match} limit ${DIRECTORY_TOTAL_CAP + 1}) c)`;
    counted = sql`select (case when (select count(*) from walk) < ${DIRECTORY_WALK} then (select count(*) from walk where tier is not null)
        when ${countOf(head.match)} > ${DIRECTORY_TOTAL_CAP} then ${DIRECTORY_TOTAL_CAP + 1}
        else ${countOf(loosest)} end)::int as n`;
  }
  const order = search
    ? sql`tier, rank desc, popularity desc, is_verified desc, updated_at desc, id`
    : sql`is_verified desc nulls last, updated_at desc nulls last, id`;

  return sql`
    with ${reads}matches as ${search ? sql`materialized` : sql`not materialized`} (${matches}),
    counted as materialized (${counted}),
    page as (
      select row_number() over (order by ${order}) as n, * from (
        select * from matches order by ${order} limit ${reach}
      ) top order by ${order} offset ${offset}
    )
    select least(counted.n, ${DIRECTORY_TOTAL_CAP})::int as total, counted.n > ${DIRECTORY_TOTAL_CAP} as total_is_capped,
      page.id, coalesce(p.full_name, u.name) as full_name, p.headline, p.avatar_url, p.category, p.service_area,
      p.district_id, p.local_level_id,
      p.years_experience, p.hourly_rate::float8 as hourly_rate, p.is_verified,
      (select array_agg(s.title order by s.created_at desc, s.id) from services s
        where s.professional_id = page.id and ${publicSql('s')})
        as services,
      p.directory_rating::float8 as rating, coalesce(p.directory_reviews, 0)::int as review_count,
      t.rating as t_rating, t.comment as t_comment, t.reviewer_name as t_reviewer_name, t.created_at as t_created_at,
      vb.certificate_framework as v_framework, vb.certificate_level as v_level,
      vb.certificate_occupation as v_occupation, vb.decided_at as v_decided_at
    from counted
      left join page on true
      left join profiles p on p.id = page.id
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
      ) vb on page.id is not null
    order by page.n`;
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

/**
 * What a directory answer depends on, and not on who asks: every parameter in one fixed order;
 * `part` is the page, or "facets" for the filter counts.
 */
export function directoryKeyOf(query: Omit<DirectoryQuery, 'page'>, part: number | 'facets'): unknown[] {
  return [
    directorySearchText(query.q),
    query.category ?? '',
    part,
    query.verified ?? '',
    ...directoryFiltersKey(query),
  ];
}

/** The directory page, from the public cache when nothing changed since it was last asked for. */
export function findDirectory(deps: Pick<AppDeps, 'db' | 'cache'>, query: DirectoryQuery): Promise<DirectoryPage> {
  checkDirectoryFilters(query);
  const key = JSON.stringify(directoryKeyOf(query, query.page));
  return cached(deps, DIRECTORY_CACHE, key, () => queryDirectory(deps.db, query));
}
