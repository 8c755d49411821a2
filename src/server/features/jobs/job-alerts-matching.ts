import { districtsOf } from '#contract/locations/nepal-locations.ts';
import { checkPlaceFilter } from '#server/lib/places/places.ts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { POSTED_WITHIN_HOURS, JOB_CHIP_CATEGORIES, SALARY_BAND_BOUNDS, SALARY_BANDS } from '#contract/jobs-rules.ts';
import type { JobAlertSearch } from '#contract/job-alerts.ts';
import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { publicJobSql } from '#server/lib/visibility.ts';
import { normalizeQuery } from '#server/lib/search/search-terms.ts';
import { nepalToday, prefixTsQuery } from './jobs.service.ts';

// Which alerts a posting matches, without reading every alert (docs/decisions/028-job-alerts.md).
//
// /jobs finds a posting for a search when the search text is part of its head (title, company,
// location; from 3 characters) or when every word of it starts a word of the posting — and every
// filter holds. Each word of a search that finds a posting is therefore a prefix of a word of the
// posting's text, or a piece of a word of its head. So the posting offers those strings (its
// "candidate words"), and an alert whose words (`job_alert_words`) are all among them is a
// candidate. An alert without words is indexed by its list filters instead ("#type:Full-time";
// "#all" when it has none), which the posting offers too. Candidates are then checked
// with the very conditions /jobs runs (the same tsquery, substring, filters and salary-band rule),
// so an alert matches exactly the postings its search lists. The typo fallback of /jobs (used
// only when a search finds nothing at all) is not part of an alert.

/** Longest word kept per alert word: longer words are looked up by their start and checked in full. */
export const JOB_ALERT_WORD_MAX = 40;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a search as the index keeps them: distinct, lower case, cut to JOB_ALERT_WORD_MAX. */
export function alertWordsOf(q: string | undefined): string[] {
  const words = normalizeQuery(q).match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, JOB_ALERT_WORD_MAX)))];
}

/** The search's words as the stored tsquery, parsed once as `jobsSql` parses it per search. */
function tsQueryOf(q: string): SQL | null {
  const query = q ? prefixTsQuery(q) : null;
  return query ? sql`to_tsquery('simple', ${query})` : null;
}

/**
 * An alert's match key: the longest word of its search; for a search without words, one of its
 * list filters ("#type:Full-time"), or "#all" when it has none, so every alert is found through the
 * same index. A filter key starts with "#", which no word holds.
 */
export function matchKeyOf(search: JobAlertSearch): string {
  // the longest word is the rarest, as a rule: the fewest alerts to check per posting
  const [longest] = alertWordsOf(search.q).sort((a, b) => b.length - a.length);
  if (longest) return longest;
  const key = [
    search.category && `#chip:${search.category}`,
    search.salary && `#salary:${search.salary}`,
    search.level && `#level:${search.level}`,
    search.type && `#type:${search.type}`,
    search.verified && '#verified',
  ].find((entry): entry is string => Boolean(entry));
  return key ?? '#all';
}

/** An alert's search as the columns of `job_alerts` (a province or district not in the dataset: 400). */
export function alertColumnsOf(search: JobAlertSearch) {
  checkPlaceFilter(search);
  const q = normalizeQuery(search.q);
  const location = normalizeQuery(search.location);
  return {
    q: q || null,
    tsQuery: tsQueryOf(q),
    matchKey: matchKeyOf(search),
    category: search.category ?? null,
    jobType: search.type ?? null,
    experienceLevel: search.level ?? null,
    salaryBand: search.salary ?? null,
    location: location || null,
    province: search.province ?? null,
    district: search.district ?? null,
    districtIds: search.district
      ? [search.district]
      : search.province
        ? districtsOf(search.province).map((district) => district.id)
        : null,
    posted: search.posted ?? null,
    postedHours: search.posted ? POSTED_WITHIN_HOURS[search.posted] : null,
    verifiedOnly: search.verified === '1',
  };
}

const prefixes = (word: string, into: Set<string>) => {
  for (let end = 1; end <= Math.min(word.length, JOB_ALERT_WORD_MAX); end++) into.add(word.slice(0, end));
};

/**
 * The strings a posting offers to alert words: every prefix of every word of its searchable text
 * (and of its stored lexemes), and every piece of every word of its head.
 */
export function candidateWordsOf(posting: { text: string; head: string; lexemes: readonly string[] }): string[] {
  const words = new Set<string>();
  for (const word of posting.text.toLowerCase().match(WORD) ?? []) prefixes(word, words);
  for (const lexeme of posting.lexemes) {
    prefixes(lexeme, words);
    for (const word of lexeme.match(WORD) ?? []) prefixes(word, words);
  }
  for (const word of new Set(posting.head.match(WORD) ?? [])) {
    for (let start = 0; start < word.length; start++) prefixes(word.slice(start), words);
  }
  return [...words];
}

/** A text[] parameter (drizzle would spread an array into a list of parameters). */
const textArray = (values: string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** The list chips that show a posting of `category` (spec §5: exact category lists). */
function chipsOf(category: string): string[] {
  return JOB_LIST_CHIPS.filter((chip) => (JOB_CHIP_CATEGORIES[chip] as readonly string[]).includes(category));
}

/** The salary bands a posting is in: the rule of `jobsSql` (a range is in every band it touches). */
export function bandsOf(min: number | null, max: number | null): string[] {
  if (min === null || max === null) return ['negotiable'];
  return SALARY_BANDS.filter((band) => {
    if (band === 'negotiable') return false;
    const bounds = SALARY_BAND_BOUNDS[band];
    return bounds.max === null ? max >= bounds.min : max >= bounds.min && min < bounds.max;
  });
}

const Posting = z.object({
  jobType: z.string(),
  level: z.string(),
  verified: z.boolean(),
  text: z.string(),
  head: z.string(),
  lexemes: z.array(z.string()),
  category: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
});

const Match = z.object({ alertId: z.string(), userId: z.string(), frequency: z.string() });
export type AlertMatch = z.infer<typeof Match>;

/**
 * The active alerts whose search lists the posting now (at `now`, Nepal's date for the deadline).
 * None when the posting is not public, closed or past its deadline.
 */
export async function findMatchingAlerts(db: Db, jobId: string, now: Date = new Date()): Promise<AlertMatch[]> {
  const today = nepalToday(now);
  const [posting] = await rowsOf(
    db,
    Posting,
    sql`select
        lower(job_title || ' ' || coalesce(job_title_ne, '') || ' ' || company_name || ' ' || location || ' '
          || description || ' ' || coalesce(sipalu_text_array(skills_required), '')) as text,
        search_head as head, tsvector_to_array(search_vector) as lexemes, category,
        salary_min as "salaryMin", salary_max as "salaryMax", job_type::text as "jobType",
        experience_level::text as level,
        exists (select 1 from profiles ep where ep.id = posted_by and ep.is_verified) as verified
      from job_postings
      where id = ${jobId} and is_active and ${publicJobSql()}
        and (application_deadline is null or application_deadline >= ${today}::date)`,
  );
  if (!posting) return [];
  const chips = chipsOf(posting.category);
  const bands = bandsOf(posting.salaryMin, posting.salaryMax);
  const words = [
    ...candidateWordsOf(posting),
    '#all',
    ...chips.map((chip) => `#chip:${chip}`),
    `#type:${posting.jobType}`,
    `#level:${posting.level}`,
    ...bands.map((band) => `#salary:${band}`),
    ...(posting.verified ? ['#verified'] : []),
  ];
  const now_ = sql`${now.toISOString()}::timestamptz`;
  // every check /jobs makes, on an alert `a` and the posting `j`
  const holds = sql`a.paused_at is null
    and (a.category is null or a.category = any(${textArray(chips)}))
    and (a.job_type is null or a.job_type = j.job_type)
    and (a.experience_level is null or a.experience_level = j.experience_level)
    and (a.salary_band is null or a.salary_band = any(${textArray(bands)}))
    and (a.location is null or strpos(lower(j.location), a.location) > 0)
    and (a.district_ids is null or j.district_id = any(a.district_ids))
    and (a.posted_hours is null or j.posted_at >= ${now_} - a.posted_hours * interval '1 hour')
    and (not a.verified_only or j.verified)
    and (a.q is null
      or (char_length(a.q) >= 3 and strpos(j.search_head, a.q) > 0)
      or (a.ts_query is not null and j.search_vector @@ a.ts_query))`;
  const statement = sql`with j as materialized (
      select j.job_type, j.experience_level, j.location, j.district_id, j.posted_at, j.search_head, j.search_vector,
        ${posting.verified}::boolean as verified
      from job_postings j where j.id = ${jobId}
    ),
    offered as (select unnest(${textArray(words)}) as key)
    select a.id::text as "alertId", a.user_id::text as "userId", a.frequency
    from offered join job_alerts a on a.match_key = offered.key and a.paused_at is null cross join j
    where ${holds}`;
  // The planner cannot know how few rows the word list finds: it would read whole tables (hash
  // joins, sequential scans) and compile the statement (JIT) for longer than probing the indexes takes.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true),
        set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
        set_config('enable_bitmapscan', 'off', true)`,
    );
    return rowsOf(tx, Match, statement);
  });
}
