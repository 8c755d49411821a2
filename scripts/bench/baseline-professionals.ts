// The directory search as it was before relevance ranking (docs/decisions/033), kept verbatim so
// `npm run bench professionals` and the judged set measure the new SQL against it on the same data
// and traffic. Not used by the app.
import { sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '#contract/services.ts';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_TOTAL_CAP, TESTIMONIAL_MIN_RATING } from '#contract/services-rules.ts';
import { countedReview } from '#server/features/services/counted-reviews.ts';
import { directoryFiltersSql, type DirectoryFilters } from '#server/features/services/directory-filters.ts';
import { publicSql } from '#server/lib/visibility.ts';

/** At most this many words of a search count; the rest are ignored. */
const MAX_WORDS = 6;

/** The words of a search, lower-cased; only letters, marks and digits survive (no tsquery syntax). */
function searchWords(q: string | undefined): string[] {
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
 */
export function baselineDirectorySql(
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
      p.years_experience, p.hourly_rate::float8 as hourly_rate, p.is_verified,
      (select array_agg(s.title order by s.created_at desc, s.id) from services s
        where s.professional_id = page.id and ${publicSql('s')})
        as services,
      r.rating, coalesce(r.review_count, 0)::int as review_count,
      -- the testimonial and the badge as the card reads them today (directory-card.ts)
      case when t.rating is not null then json_build_array(t.rating, t.comment, t.reviewer_name, t.created_at)::text end
        as testimonial,
      case when vb.decided_at is not null then json_build_array(vb.certificate_framework, vb.certificate_level,
        vb.certificate_occupation, vb.decided_at)::text end as badge
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
