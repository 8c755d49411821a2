import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobCard, JobsQuery } from '#contract/jobs.ts';
import { districtsOf } from '#contract/locations/nepal-locations.ts';
import {
  JOB_CHIP_CATEGORIES,
  JOBS_PAGE_SIZE,
  JOBS_TOTAL_CAP,
  POSTED_WITHIN,
  POSTED_WITHIN_HOURS,
  SALARY_BAND_BOUNDS,
  SALARY_BANDS,
  type JobListChip,
} from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import type { Db } from '#server/db/client.ts';
import { tiersOf, type Tiers } from '#server/lib/search/tiers.ts';
import { ChangedRow, LiveIndex, type LiveSource } from '#server/lib/search/live-index.ts';
import type { OnUnreadableRow } from '#server/lib/search/unreadable-row.ts';
import { normalizeQuery, searchTerms } from '#server/lib/search/search-terms.ts';
import { hasPhrase, wordsOf, type IndexedText } from '#server/lib/search/term-index.ts';
import { allZero, countFacets } from '#server/lib/search/facet-walk.ts';
import { cardsInOrder, jobCardColumns, JobCardRow } from './job-card.ts';

// The public job search in memory (docs/decisions/036): every listed posting's words and filter
// values, ranked as decision 029 ranks them. Each process keeps its own, as current as the database
// (`LiveIndex`: a search's one statement reads its cards and whether any posting changed since).

/** What the index reads of a query: the list's search (normalised), chip, filters and page. */
export type JobIndexQuery = Pick<
  JobsQuery,
  'page' | 'category' | 'verified' | 'type' | 'level' | 'salary' | 'location' | 'posted' | 'province' | 'district'
> & { q: string };

/** A page of the list: its postings' ids in order, and the total (exact up to the cap). */
export interface JobIndexPage {
  ids: string[];
  total: number;
  totalIsCapped: boolean;
}

/** How many of a search's best matches its pages show (84 pages); later pages are empty. */
export const JOBS_SEARCH_DEPTH = 1000;

interface Posting {
  id: string;
  xid: string;
  postedAt: number;
  /** YYYY-MM-DD, or null: open through that day in Nepal. */
  deadline: string | null;
  category: string;
  type: string;
  level: string;
  salaryMin: number | null;
  salaryMax: number | null;
  districtId: string | null;
  location: string;
  verified: boolean;
  /** The title's words (English, then Nepali), for the phrase tier. */
  titleWords: string[];
}

const PostingRow = ChangedRow.extend({
  postedAt: z.number(),
  deadline: z.string().nullable(),
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  companyName: z.string(),
  clientName: z.string().nullable(),
  location: z.string(),
  skills: z.array(z.string()),
  description: z.string(),
  category: z.string(),
  jobType: z.string(),
  experienceLevel: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  districtId: z.string().nullable(),
  verified: z.boolean(),
});
type PostingRow = z.output<typeof PostingRow>;

/** The index's levels of a posting's text: the title, then skills, company, client and place, then the description. */
export const POSTING_TEXT_LEVELS = 3;

/** A posting's text as the index (and a job alert's check) reads it. */
export function postingSearchText(
  posting: Pick<
    PostingRow,
    'jobTitle' | 'jobTitleNe' | 'companyName' | 'clientName' | 'location' | 'skills' | 'description'
  >,
): IndexedText {
  const title = `${posting.jobTitle} ${posting.jobTitleNe ?? ''}`;
  const head = [posting.companyName, posting.clientName ?? '', posting.location, ...posting.skills].join(' ');
  return {
    levels: [title, head, posting.description],
    parts: [posting.jobTitle, posting.jobTitleNe ?? '', posting.companyName, posting.location],
  };
}

/**
 * Postings as the index reads them: levels of text 0 the title, 1 adds skills, company, client and
 * place, 2 the description; listed when active, not hidden and not held; newest first.
 */
const postings: LiveSource<PostingRow, Posting, 'newest'> = {
  name: 'jobs',
  tables: ['job_postings'],
  levels: POSTING_TEXT_LEVELS,
  row: PostingRow,
  rows: (changed) => sql`select p.id, p.search_xid::text as xid,
      (p.is_active and p.hidden_at is null and p.held_at is null) as listed,
      (extract(epoch from p.posted_at) * 1000)::float8 as "postedAt", p.application_deadline::text as deadline,
      p.job_title as "jobTitle", p.job_title_ne as "jobTitleNe", p.company_name as "companyName",
      p.client_name as "clientName", p.location, p.skills_required as skills, p.description, p.category,
      p.job_type::text as "jobType", p.experience_level::text as "experienceLevel",
      p.salary_min as "salaryMin", p.salary_max as "salaryMax", p.district_id as "districtId",
      coalesce(ep.is_verified, false) as verified
    from job_postings p left join profiles ep on ep.id = p.posted_by
    where ${changed('p', sql`p.is_active and p.hidden_at is null and p.held_at is null`)}`,
  docOf: (row, shared) => {
    const title = `${row.jobTitle} ${row.jobTitleNe ?? ''}`;
    return {
      text: postingSearchText(row),
      doc: {
        id: row.id,
        xid: row.xid,
        postedAt: row.postedAt,
        deadline: row.deadline && shared(row.deadline),
        category: shared(row.category),
        type: shared(row.jobType),
        level: shared(row.experienceLevel),
        salaryMin: row.salaryMin,
        salaryMax: row.salaryMax,
        districtId: row.districtId && shared(row.districtId),
        location: shared(row.location.toLowerCase()),
        verified: row.verified,
        titleWords: wordsOf(title).map(shared),
      },
    };
  },
  orders: { newest: (a, b) => b.postedAt - a.postedAt },
};

export class JobIndex {
  private readonly index: LiveIndex<PostingRow, Posting, 'newest'>;

  /** `onUnreadable` hears of each row the index skips because it cannot read it. */
  constructor(db: Pick<Db, 'execute'>, onUnreadable?: OnUnreadableRow) {
    this.index = new LiveIndex(db, postings, onUnreadable);
  }

  /**
   * One page of the list (see decision 029 for the tiers), or null when a search matches nothing
   * here: then the list's typo fallback, which needs the database's trigram index, answers.
   */
  async find(
    query: JobIndexQuery,
    today: string,
    now: Date,
  ): Promise<{ found: JobIndexPage | null; cards: JobCard[] }> {
    const { found, cards } = await this.index.withCards(
      () => this.search(query, today, now),
      (page) =>
        sql`select ${jobCardColumns} from job_postings j left join profiles ep on ep.id = j.posted_by
          where j.id = any(${`{${(page?.ids ?? []).join(',')}}`}::uuid[])`,
      JobCardRow,
    );
    return { found, cards: cardsInOrder(found?.ids ?? [], cards) };
  }

  /** Reads every listed posting, as the first search would, and answers how many it holds. */
  load(): Promise<number> {
    return this.index.load();
  }

  /** The page from what the index holds now (see `find`). */
  private search(query: JobIndexQuery, today: string, now: Date): JobIndexPage | null {
    const tests = Object.values(conditionsOf(query, today, now));
    const keep = (posting: Posting) => tests.every((test) => test(posting));
    const offset = (query.page - 1) * JOBS_PAGE_SIZE;
    const reach = offset + JOBS_PAGE_SIZE;
    const accept = (slot: number) => keep(this.index.docs[slot]!);
    if (!query.q) {
      const listed = this.index.firstInOrder('newest', null, accept, Math.max(reach, JOBS_TOTAL_CAP + 1));
      return this.pageOf(listed.slice(offset, reach), listed.length);
    }
    const tiers = this.tiersOf(query.q);
    if (!tiers) return null;
    const total = this.index.firstInOrder('newest', tiers.loosest, accept, JOBS_TOTAL_CAP + 1).length;
    if (!total) return null;
    if (reach > JOBS_SEARCH_DEPTH) return this.pageOf([], total);
    // tier by tier, best first: each tier's newest postings until the page is reached
    const ranked = this.index.firstInTiers('newest', tiers, accept, reach);
    return this.pageOf(ranked.slice(offset, reach), total);
  }

  private pageOf(slots: number[], total: number): JobIndexPage {
    return {
      ids: slots.map((slot) => this.index.docs[slot]!.id),
      total: Math.min(total, JOBS_TOTAL_CAP),
      totalIsCapped: total > JOBS_TOTAL_CAP,
    };
  }

  /**
   * A search's tiers as sets of slots, best first (decision 029): 0 the words as a phrase in the
   * title, 1 every word in the title, 2 every word in the title, skills, company, client or place,
   * or the text in title, company or place, 3 every word anywhere, 4–6 as 1–3 with some of the
   * words. A set may hold postings of better tiers (`bestTierOf` says which is theirs); the last
   * is `loosest`, every match. Null when the text has no word and is too short for a substring.
   */
  private tiersOf(q: string): Tiers | null {
    const terms = searchTerms(q);
    const substring = q.length >= 3 ? this.index.terms.containing(q) : null;
    if (!terms) return substring && tiersOf([{ set: substring }]);
    const all = this.index.terms.matchGroups(terms.groups, 'and');
    const some = terms.someGroups && this.index.terms.matchGroups(terms.someGroups, 'or');
    const words = some ?? all;
    const loosest = substring ? words[2]!.copy().or(substring) : words[2]!;
    const phrase = terms.phraseWords;
    const inTitle = all[0]!;
    const inPhrase = (slot: number) => inTitle.has(slot) && hasPhrase(this.index.docs[slot]!.titleWords, phrase!);
    return tiersOf([
      ...(phrase ? [{ set: inTitle, has: inPhrase }] : []),
      { set: inTitle },
      { set: substring ? all[1]!.copy().or(substring) : all[1]! },
      ...(some ? [{ set: all[2]! }, { set: some[0]! }, { set: some[1]! }] : []),
      { set: loosest },
    ]);
  }

  /**
   * Per filter group (decision 034), how many postings the search with the other groups' choices
   * and that option would list, exactly; null when the search matches nothing here (the typo
   * fallback's counts apply). A group's own choice never narrows its own counts.
   */
  async facets(
    query: JobIndexQuery,
    today: string,
    now: Date,
  ): Promise<Record<FacetGroup, Record<string, number>> | null> {
    await this.index.current();
    const matches = query.q ? this.tiersOf(query.q)?.loosest : null;
    if (matches === undefined) return null;
    const { type, level, salary, posted, ...narrowing } = conditionsOf(query, today, now);
    const chosen = { type, level, salary, posted };
    const keep = Object.values(narrowing);
    const found = this.index
      .slotsIn('newest')
      .filter((slot) => !matches || matches.has(slot))
      .map((slot) => this.index.docs[slot]!)
      .filter((posting) => keep.every((test) => test(posting)));
    const counts = countFacets(found, FACET_OPTIONS, chosen, (group, value) => {
      const test = conditionsOf({ [group]: value, q: '', page: 1 } as JobIndexQuery, today, now)[group];
      if (!test) throw new Error(`no test for ${group}=${value}`);
      return test;
    });
    return query.q && allZero(counts) ? null : counts;
  }
}

type PostingTest = (posting: Posting) => boolean;

/** The list's filters that show counts, and their options. */
export type FacetGroup = 'type' | 'level' | 'salary' | 'posted';
const FACET_OPTIONS: Record<FacetGroup, readonly string[]> = {
  type: JOB_TYPES,
  level: EXPERIENCE_LEVELS,
  salary: SALARY_BANDS,
  posted: POSTED_WITHIN,
};

/**
 * The list's conditions besides the search, by name, as tests of one posting: open through
 * Nepal's date `today`, the chip, verified employers, and each filter the query sets (the SQL's
 * `listedJobSql` and `jobFilterConditions`, which the typo fallback runs).
 */
function conditionsOf(
  query: JobIndexQuery,
  today: string,
  now: Date,
): Record<string, PostingTest> & Partial<Record<FacetGroup, PostingTest>> {
  const tests: Record<string, PostingTest> & Partial<Record<FacetGroup, PostingTest>> = {
    open: (p) => p.deadline === null || p.deadline >= today,
  };
  if (query.category) {
    const categories = new Set<string>(JOB_CHIP_CATEGORIES[query.category as JobListChip] ?? []);
    tests.category = (p) => categories.has(p.category);
  }
  if (query.verified) tests.verified = (p) => p.verified;
  if (query.type) tests.type = (p) => p.type === query.type;
  if (query.level) tests.level = (p) => p.level === query.level;
  if (query.salary === 'negotiable') tests.salary = (p) => p.salaryMin === null;
  else if (query.salary) {
    const { min, max } = SALARY_BAND_BOUNDS[query.salary];
    tests.salary = (p) => p.salaryMax !== null && p.salaryMax >= min && (max === null || p.salaryMin! < max);
  }
  const location = normalizeQuery(query.location);
  if (location) tests.location = (p) => p.location.includes(location);
  if (query.district !== undefined) tests.place = (p) => p.districtId === query.district;
  else if (query.province !== undefined) {
    const districts = new Set(districtsOf(query.province).map((district) => district.id));
    tests.place = (p) => p.districtId !== null && districts.has(p.districtId);
  }
  if (query.posted) {
    const since = now.getTime() - POSTED_WITHIN_HOURS[query.posted] * 3600_000;
    tests.posted = (p) => p.postedAt >= since;
  }
  return tests;
}
