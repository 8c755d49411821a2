import { districtsOf } from '#contract/locations/nepal-locations.ts';
import { checkPlaceFilter } from '#server/lib/places/places.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { POSTED_WITHIN_HOURS, JOB_CHIP_CATEGORIES, SALARY_BAND_BOUNDS, SALARY_BANDS } from '#contract/jobs-rules.ts';
import type { JobAlertSearch } from '#contract/job-alerts.ts';
import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import { nepalToday } from '#contract/format/dates.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { publicJobSql } from '#server/lib/visibility.ts';
import { dictionaryWordsMeaning, lookupWordOf, normalizeQuery, searchTerms } from '#server/lib/search/search-terms.ts';
import { foldText } from '#server/lib/search/fold.ts';
import { OneDocument } from '#server/lib/search/one-document.ts';
import { wordsOf } from '#server/lib/search/term-index.ts';
import { postingSearchText, POSTING_TEXT_LEVELS } from './job-index.ts';

// Which alerts a posting matches, without reading every alert (docs/decisions/028-job-alerts.md).
//
// /jobs finds a posting for a search when the search text is part of its head (title, company,
// location; from 3 characters) or when every word of it (folded, or one of its meanings: पोखरा
// finds "Pokhara") starts a word of the posting — and every filter holds. Each word of a search that
// finds a posting is therefore a prefix of a word of the posting's text, a piece of a word of its
// head, or a dictionary word with a meaning the posting's words start with. So the posting offers
// those strings (its "candidate words"), and an alert is found by one of its words (`match_key`).
// An alert without words is indexed by its list filters instead ("#type:Full-time"; "#all" when it
// has none), which the posting offers too. Candidates are then checked with the very rules /jobs
// runs: the filters and salary-band rule in SQL, the words by the in-memory index's own matcher
// (`OneDocument`), so an alert matches exactly the postings its search lists with every word. The
// typo fallback of /jobs (used only when a search finds nothing at all) is not part of an alert.

/** Longest word kept per alert word: longer words are looked up by their start and checked in full. */
export const JOB_ALERT_WORD_MAX = 40;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The words an alert may be looked up by: each word of its search as /jobs reads it (folded, a
 * two-word romanised trade as one), or the dictionary word it is a form of; distinct, cut to
 * JOB_ALERT_WORD_MAX.
 */
export function alertWordsOf(q: string | undefined): string[] {
  const words = searchTerms(normalizeQuery(q))?.words ?? [];
  return [...new Set(words.map((word) => lookupWordOf(word).slice(0, JOB_ALERT_WORD_MAX)))];
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
 * (and of its stored lexemes), every piece of every word of its head, all folded; and the
 * dictionary words that any of those prefixes is a meaning of.
 */
export function candidateWordsOf(posting: { text: string; head: string; lexemes: readonly string[] }): string[] {
  const words = new Set<string>();
  for (const word of wordsOf(posting.text)) prefixes(word, words);
  for (const lexeme of posting.lexemes) {
    const folded = foldText(lexeme);
    prefixes(folded, words);
    for (const word of folded.match(WORD) ?? []) prefixes(word, words);
  }
  for (const word of new Set(wordsOf(posting.head))) {
    for (let start = 0; start < word.length; start++) prefixes(word.slice(start), words);
  }
  for (const prefix of [...words]) for (const word of dictionaryWordsMeaning(prefix)) words.add(word);
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
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  companyName: z.string(),
  clientName: z.string().nullable(),
  location: z.string(),
  skills: z.array(z.string()),
  description: z.string(),
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
const Candidate = Match.extend({ q: z.string().nullable() });

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
        job_title as "jobTitle", job_title_ne as "jobTitleNe", company_name as "companyName",
        client_name as "clientName", location, skills_required as skills, description,
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
    and (not a.verified_only or j.verified)`;
  const statement = sql`with j as materialized (
      select j.job_type, j.experience_level, j.location, j.district_id, j.posted_at,
        ${posting.verified}::boolean as verified
      from job_postings j where j.id = ${jobId}
    ),
    offered as (select unnest(${textArray(words)}) as key)
    select a.id::text as "alertId", a.user_id::text as "userId", a.frequency, a.q
    from offered join job_alerts a on a.match_key = offered.key and a.paused_at is null cross join j
    where ${holds}`;
  // The planner cannot know how few rows the word list finds: it would read whole tables (hash
  // joins, sequential scans) and compile the statement (JIT) for longer than probing the indexes takes.
  const candidates = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true),
        set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
        set_config('enable_bitmapscan', 'off', true)`,
    );
    return rowsOf(tx, Candidate, statement);
  });
  const text = new OneDocument(postingSearchText(posting), POSTING_TEXT_LEVELS);
  return candidates
    .filter((candidate) => candidate.q === null || text.finds(candidate.q))
    .map(({ alertId, userId, frequency }) => ({ alertId, userId, frequency }));
}
