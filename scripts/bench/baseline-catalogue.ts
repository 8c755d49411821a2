// The catalogue search as it was before relevance ranking (docs/decisions/035), kept verbatim so
// `npm run bench catalogue` and the judged set measure the ranked search (the in-memory index)
// against it on the same data and traffic. Not used by the app. It answers rows of the shape `cataloguePageOf` reads.
import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueQuery } from '#contract/catalogue.ts';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_TOTAL_CAP, chipsOfTab } from '#contract/catalogue-rules.ts';
import { prefixTsQuery } from '#server/features/jobs/jobs.service.ts';
import {
  courseFiltersSql,
  programFiltersSql,
  type CatalogueFilters,
} from '#server/features/learning/catalogue-filters.ts';
import { publicSql } from '#server/lib/visibility.ts';

/**
 * Full text with each word as a prefix over `search_vector`, the trigram fallback over
 * `search_title` only when that finds nothing; a title hit first, then word similarity to the title.
 */
export function baselineCatalogueSql(
  query: Pick<CatalogueQuery, 'q' | 'tab' | 'category' | 'page'> & CatalogueFilters,
): SQL {
  const q = query.q?.trim().toLowerCase() ?? '';
  const tsQuery = q ? prefixTsQuery(q) : null;

  const categories: readonly string[] = query.category
    ? [query.category]
    : query.tab === 'all'
      ? []
      : chipsOfTab(query.tab);
  const inCategories = (column: SQL) =>
    categories.length
      ? sql`${column} in (${sql.join(
          categories.map((category) => sql`${category}`),
          sql`, `,
        )})`
      : sql`true`;

  const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE;
  const reach = offset + CATALOGUE_PAGE_SIZE;
  const courseWhere = sql`${inCategories(sql`category`)}${courseFiltersSql(query)}`;
  const programWhere = sql`is_active and ${publicSql()} and ${inCategories(sql`program_type::text`)}${programFiltersSql(query)}`;
  const textMatch = sql`search_vector @@ to_tsquery('simple', ${tsQuery})`;
  const titleHit = sql`title_vector @@ to_tsquery('simple', ${tsQuery})`;
  const similarity = sql`word_similarity(${q}, search_title)`;
  // each side ordered like the page (kind is constant within a side) and cut to what a page can reach
  const branch = (match: SQL, rank: SQL) => sql`
      (select 'course'::text as kind, id, created_at, ${rank} as rank
        from courses where ${courseWhere} and ${match}
        order by rank desc, created_at desc nulls last, id limit ${reach})
      union all
      (select 'program'::text, id, created_at, ${rank} as rank
        from programs where ${programWhere} and ${match}
        order by rank desc, created_at desc nulls last, id limit ${reach})`;
  const counted = (match: SQL) => sql`
      (select 1 from courses where ${courseWhere} and ${match} limit ${CATALOGUE_TOTAL_CAP + 1})
      union all
      (select 1 from programs where ${programWhere} and ${match} limit ${CATALOGUE_TOTAL_CAP + 1})`;

  const fuzzyMatch = sql`${q} <% search_title`;
  // Relevance is (title hit) + word similarity, so a title hit (≥ 1) outranks every other hit (≤ 1):
  // a side's page comes from its title hits alone when they fill it, and the similarity of the
  // thousands of body-only hits (the costly part) is computed only when they do not. A title hit is
  // a document hit (the document starts with the title).
  const titleHits = (kind: string, table: SQL, where: SQL) => sql`${sql.raw(kind)}_title_hits as materialized (
      select ${kind}::text as kind, id, created_at, (1 + ${similarity})::real as rank
        from ${table} where ${where} and ${titleHit}
        order by rank desc, created_at desc nulls last, id limit ${reach}
    )`;
  const otherHits = (kind: string, table: SQL, where: SQL) => sql`
      select * from ${sql.raw(kind)}_title_hits
      union all
      (select ${kind}::text, id, created_at, (0 + ${similarity})::real as rank
        from ${table} where ${where} and ${textMatch} and not ${titleHit}
          and (select count(*) from ${sql.raw(kind)}_title_hits) < ${reach}
        order by rank desc, created_at desc nulls last, id limit ${reach})`;
  const ctes = tsQuery
    ? sql`hits as materialized (${counted(textMatch)}),
    fuzzy_used as materialized (select not exists (select 1 from hits) as used),
    fuzzy as materialized (
      select 'course'::text as kind, id, created_at, ${similarity}::real as rank
        from courses where (select used from fuzzy_used) and ${courseWhere} and ${fuzzyMatch}
      union all
      select 'program'::text, id, created_at, ${similarity}::real
        from programs where (select used from fuzzy_used) and ${programWhere} and ${fuzzyMatch}
    ),
    ${titleHits('course', sql`courses`, courseWhere)},
    ${titleHits('program', sql`programs`, programWhere)},
    matches as (
      ${otherHits('course', sql`courses`, courseWhere)}
      union all
      ${otherHits('program', sql`programs`, programWhere)}
      union all
      select * from fuzzy
    ),
    counts as (
      select count(*)::int as n from (
        select 1 from hits limit ${CATALOGUE_TOTAL_CAP + 1}
      ) h where not (select used from fuzzy_used)
      union all
      select count(*)::int from (select 1 from fuzzy limit ${CATALOGUE_TOTAL_CAP + 1}) f
    ),
    counted as (select least(sum(n), ${CATALOGUE_TOTAL_CAP + 1})::int as n from counts)`
    : sql`matches as (${branch(sql`true`, sql`0::real`)}),
    counted as (
      select count(*)::int as n from (${counted(sql`true`)} limit ${CATALOGUE_TOTAL_CAP + 1}) c
    )`;

  return sql`
    with ${ctes},
    page as (
      select kind, id, created_at, rank from matches
        order by rank desc, created_at desc nulls last, kind, id
        limit ${CATALOGUE_PAGE_SIZE} offset ${offset}
    )
    select least(t.n, ${CATALOGUE_TOTAL_CAP})::int as total, t.n > ${CATALOGUE_TOTAL_CAP} as total_is_capped,
      page.kind, page.id,
      c.title, c.title_ne, c.description, c.description_ne, c.key_skills, c.duration, c.certification,
      c.career_opportunities, c.image_url, c.category,
      p.program_title, p.program_title_ne, p.description as program_description,
      p.description_ne as program_description_ne, p.duration as program_duration, p.credential_awarded,
      p.organization_name, p.program_type, p.cover_url
    from counted t
      left join page on true
      left join courses c on page.kind = 'course' and c.id = page.id
      left join programs p on page.kind = 'program' and p.id = page.id
    order by page.rank desc, page.created_at desc nulls last, page.kind, page.id`;
}
