import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DirectoryPage, DirectoryQuery } from '#contract/services.ts';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_TOTAL_CAP } from '#contract/services-rules.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { cached } from '#server/lib/public-cache.ts';
import { publicSql } from '#server/lib/visibility.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { directoryCardColumns, directoryCardOf, DirectoryCardRow } from './directory-card.ts';
import {
  checkDirectoryFilters,
  directoryFiltersKey,
  directoryFiltersSql,
  type DirectoryFilters,
} from './directory-filters.ts';

// The professionals directory (/professionals): ranked by the in-memory index (directory-index.ts,
// docs/decisions/033 for the tiers, 037 for the index); a search the index finds nobody for is
// answered by the database's typo fallback here.

/** Cache namespace of the directory; every write that changes a card invalidates it. */
export const DIRECTORY_CACHE = 'professionals';

/** At most this many words of a search count; the rest are ignored. */
const MAX_WORDS = 6;

/** The words of a search, lower-cased; only letters, marks and digits survive (no tsquery syntax). */
export function searchWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** The search as the directory reads it: its words, lower case, joined by spaces ("" is no search). */
export const directorySearchText = (q: string | undefined): string => searchWords(q).join(' ');

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
 * The typo fallback as ONE statement, for a search no tier finds anyone for (the index answers
 * null): listed professionals, with the filters, whose visible service titles are similar (trigram
 * `<%`) to the search, and only when no title is, whose name, headline, category, service area and
 * titles are; most similar first, then popularity, verified and recently updated. The total is
 * exact up to DIRECTORY_TOTAL_CAP, past it "N+". One row per card with the totals, or (nobody) one
 * row of totals alone.
 */
export function directoryTypoSql(
  query: Pick<DirectoryQuery, 'q' | 'category' | 'page' | 'verified'> & DirectoryFilters,
): SQL {
  const q = directorySearchText(query.q);
  const where = sql.join([...directoryListedSql(query), ...directoryFiltersSql(query)], sql` and `);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const reach = offset + DIRECTORY_PAGE_SIZE;
  // service titles first (short, so their trigram recheck is cheap); the longer head text only
  // when no title is similar
  const similar = (match: SQL) => sql`select p.id, word_similarity(${q}, p.directory_head) as rank,
      p.directory_popularity as popularity, p.is_verified, p.updated_at
    from profiles p where ${where} and ${match}`;
  const { titles, head } = directorySimilarSql(q);
  const order = sql`rank desc, popularity desc, is_verified desc, updated_at desc, id`;
  return sql`
    with titled as materialized (${similar(titles)}),
    matches as materialized (
      select * from titled
      union all
      select * from (${similar(head)}) head where not exists (select 1 from titled)
    ),
    counted as materialized (
      select count(*)::int as n from (select 1 from matches limit ${DIRECTORY_TOTAL_CAP + 1}) c
    ),
    page as (
      select row_number() over (order by ${order}) as n, * from (
        select * from matches order by ${order} limit ${reach}
      ) top order by ${order} offset ${offset}
    )
    select least(counted.n, ${DIRECTORY_TOTAL_CAP})::int as total, counted.n > ${DIRECTORY_TOTAL_CAP} as total_is_capped,
      ${directoryCardColumns}
    from counted
      left join page on true
      left join profiles p on p.id = page.id
    order by page.n`;
}

const pageTotals = { total: z.number(), total_is_capped: z.boolean() };
/** A row of `directoryTypoSql`: a professional of the page with the totals, or (no matches) only the totals. */
const DirectoryRow = z.union([DirectoryCardRow.extend(pageTotals), z.object({ ...pageTotals, id: z.null() })]);
type DirectoryRow = z.output<typeof DirectoryRow>;

/** Turns the rows of `directoryTypoSql` (or the baseline's SQL) into the page the API answers with. */
export function directoryPageOf(rows: readonly DirectoryRow[], page: number): DirectoryPage {
  return {
    items: rows.flatMap((row) => (row.id !== null ? [directoryCardOf(row)] : [])),
    total: rows[0]?.total ?? 0,
    totalIsCapped: rows[0]?.total_is_capped ?? false,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

/** One directory page without the cache: from the index, the typo fallback when it finds nobody. */
export async function queryDirectory(
  deps: { db: Db; directoryIndex: Pick<AppDeps['directoryIndex'], 'find'> },
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  const q = directorySearchText(query.q);
  const found = await deps.directoryIndex.find({ ...query, q });
  if (found) {
    const { cards, total, totalIsCapped } = found;
    return { items: cards, total, totalIsCapped, page: query.page, pageSize: DIRECTORY_PAGE_SIZE };
  }
  return directoryPageOf(await rowsOf(deps.db, DirectoryRow, directoryTypoSql(query)), query.page);
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
export function findDirectory(
  deps: Pick<AppDeps, 'db' | 'cache' | 'directoryIndex'>,
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  checkDirectoryFilters(query);
  const key = JSON.stringify(directoryKeyOf(query, query.page));
  return cached(deps, DIRECTORY_CACHE, key, () => queryDirectory(deps, query));
}
