import { sql, type SQL } from 'drizzle-orm';
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
import { rowsOf } from '#server/db/rows.ts';
import type { Bitset } from '#server/lib/search/bitset.ts';
import { normalizeQuery, searchTerms } from '#server/lib/search/search-terms.ts';
import { TermIndex, wordsOf } from '#server/lib/search/term-index.ts';
import { cardsInOrder, jobCardColumns, JobCardRow } from './job-card.ts';

// The public job search in memory (docs/decisions/036): every listed posting's words and filter
// values, ranked as decision 029 ranks them. Each process keeps its own, and it is as current as
// the database: a search reads its page's cards in one statement that also asks whether any
// posting was written since the index last looked (`search_xid`, stamped by a trigger on every
// write; `job_postings_removed`). When one was, the index reads those postings and ranks again.

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

/** Below this many candidates, a tier is sorted by rank rather than met in a walk of every posting. */
const SORT_BELOW = 2000;

/** Levels of a posting's text: 0 the title, 1 adds skills, company, client and place, 2 the description. */
const LEVELS = 3;

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

const Row = z.object({
  xmin: z.string(),
  removed: z.string(),
  id: z.string().nullable(),
  xid: z.string().nullable(),
  listed: z.boolean().nullable(),
  postedAt: z.number().nullable(),
  deadline: z.string().nullable(),
  jobTitle: z.string().nullable(),
  jobTitleNe: z.string().nullable(),
  companyName: z.string().nullable(),
  clientName: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()).nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  jobType: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  districtId: z.string().nullable(),
  verified: z.boolean().nullable(),
});
type Row = z.output<typeof Row>;

/** Where the index last looked: a transaction id, and the ids at or past it whose writes it has read. */
interface Seen {
  since: string;
  recent: readonly string[];
}

/** Postings (alias `p`) or removals (`r`) written by a transaction the index has not read. */
const unseenSql = (alias: 'p' | 'r', { since, recent }: Seen): SQL =>
  sql`${sql.raw(alias)}.search_xid >= ${since}::xid8 and ${sql.raw(alias)}.search_xid <> all(string_to_array(${recent.join(',')}, ',')::xid8[])`;

/**
 * The postings written since the index last looked (none seen yet: every listed posting), with the
 * snapshot's oldest running transaction, where the next look starts: a transaction this read
 * cannot see is that one or later. Ids deleted since come in `removed` (JSON).
 */
function changesSql(seen: Seen | null): SQL {
  const changed = seen === null ? sql`p.is_active and p.hidden_at is null and p.held_at is null` : unseenSql('p', seen);
  const removed =
    seen === null
      ? sql`'[]'`
      : sql`(select coalesce(json_agg(json_build_array(r.id, r.search_xid::text)), '[]')::text
          from job_postings_removed r where ${unseenSql('r', seen)})`;
  return sql`select x.xmin, x.removed, j.* from (
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, ${removed} as removed
    ) x left join lateral (
      select p.id, p.search_xid::text as xid, (p.is_active and p.hidden_at is null and p.held_at is null) as listed,
        (extract(epoch from p.posted_at) * 1000)::float8 as "postedAt", p.application_deadline::text as deadline,
        p.job_title as "jobTitle", p.job_title_ne as "jobTitleNe", p.company_name as "companyName",
        p.client_name as "clientName", p.location, p.skills_required as skills, p.description, p.category,
        p.job_type::text as "jobType", p.experience_level::text as "experienceLevel",
        p.salary_min as "salaryMin", p.salary_max as "salaryMax", p.district_id as "districtId",
        coalesce(ep.is_verified, false) as verified
      from job_postings p left join profiles ep on ep.id = p.posted_by where ${changed}
    ) j on true`;
}

/** The cards of `ids`, and whether anything was written that the index has not read. */
function checkedCardsSql(ids: readonly string[], seen: Seen): SQL {
  const inPage = ids.length
    ? sql`j.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;
  return sql`select x.changed, c.* from (
      select exists (select 1 from job_postings p where ${unseenSql('p', seen)})
        or exists (select 1 from job_postings_removed r where ${unseenSql('r', seen)}) as changed
    ) x left join lateral (
      select ${jobCardColumns} from job_postings j left join profiles ep on ep.id = j.posted_by where ${inPage}
    ) c on true`;
}

const CheckedRow = z.union([
  JobCardRow.extend({ changed: z.boolean() }),
  z.object({ changed: z.boolean(), id: z.null() }),
]);

/** How many times a search ranks again when postings keep changing under it; then it answers what it has. */
const RANKINGS = 3;

/** Newest first, then by id: the order of the list and of every tier (as the listing index). */
const newestFirst = (a: Posting, b: Posting) => b.postedAt - a.postedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class JobIndex {
  private terms = new TermIndex(LEVELS);
  /** Postings by slot; a slot whose posting changed since is stale (`live` no longer names it). */
  private postings: Posting[] = [];
  private readonly live = new Map<string, number>();
  /** The live slots, newest first, and each slot's place in that order (-1: stale). */
  private order: number[] = [];
  private rank = new Int32Array(0);
  /** Where the next read of changes starts (null: nothing read yet). */
  private seen: Seen | null = null;
  private reading: Promise<void> | null = null;
  private nextRead: Promise<void> | null = null;

  /** One copy of each repeated text (a category, a place, a title's word) for every posting that has it. */
  private readonly texts = new Map<string, string>();
  private readonly shared = (text: string): string => {
    const known = this.texts.get(text);
    if (known !== undefined) return known;
    this.texts.set(text, text);
    return text;
  };

  constructor(private readonly db: Pick<Db, 'execute'>) {}

  /**
   * One page of the list (see decision 029 for the tiers), or null when a search matches nothing
   * here: then the list's typo fallback, which needs the database's trigram index, answers.
   */
  async find(
    query: JobIndexQuery,
    today: string,
    now: Date,
  ): Promise<{ found: JobIndexPage | null; cards: JobCard[] }> {
    if (this.seen === null) await this.current();
    for (let ranking = 1; ; ranking++) {
      const found = this.search(query, today, now);
      const rows = await rowsOf(this.db, CheckedRow, checkedCardsSql(found?.ids ?? [], this.seen!));
      if (!rows[0]?.changed || ranking === RANKINGS) {
        return {
          found,
          cards: cardsInOrder(
            found?.ids ?? [],
            rows.flatMap((row) => (row.id === null ? [] : [row])),
          ),
        };
      }
      await this.current();
    }
  }

  /** Reads every listed posting, as the first search would, and answers how many it holds. */
  async load(): Promise<number> {
    await this.current();
    return this.live.size;
  }

  /** The page from what the index holds now (see `find`). */
  private search(query: JobIndexQuery, today: string, now: Date): JobIndexPage | null {
    const tests = Object.values(conditionsOf(query, today, now));
    const keep = (posting: Posting) => tests.every((test) => test(posting));
    const offset = (query.page - 1) * JOBS_PAGE_SIZE;
    const reach = offset + JOBS_PAGE_SIZE;
    const accept = (slot: number) => keep(this.postings[slot]!);
    if (!query.q) {
      const listed = this.firstInOrder(null, accept, Math.max(reach, JOBS_TOTAL_CAP + 1));
      return this.pageOf(listed.slice(offset, reach), listed.length);
    }
    const tiers = this.tiersOf(query.q);
    if (!tiers) return null;
    const total = this.firstInOrder(tiers.loosest, accept, JOBS_TOTAL_CAP + 1).length;
    if (!total) return null;
    if (reach > JOBS_SEARCH_DEPTH) return this.pageOf([], total);
    // tier by tier, best first: each tier's newest postings until the page is reached
    const ranked: number[] = [];
    tiers.sets.forEach(({ set }, tier) => {
      if (ranked.length >= reach) return;
      const inTier = (slot: number) => tiers.bestTierOf(slot) === tier && accept(slot);
      ranked.push(...this.firstInOrder(set, inTier, reach - ranked.length));
    });
    return this.pageOf(ranked.slice(offset, reach), total);
  }

  /**
   * The first `limit` slots of `candidates` (null: every live slot) that `accept` takes, newest
   * first. A small set is sorted by rank; a large one is met early in a walk of the order.
   */
  private firstInOrder(candidates: Bitset | null, accept: (slot: number) => boolean, limit: number): number[] {
    const found: number[] = [];
    if (candidates && candidates.count() <= SORT_BELOW) {
      const slots = candidates.slots().filter((slot) => this.rank[slot]! >= 0 && accept(slot));
      return slots.sort((a, b) => this.rank[a]! - this.rank[b]!).slice(0, limit);
    }
    for (const slot of this.order) {
      if ((candidates === null || candidates.has(slot)) && accept(slot)) {
        found.push(slot);
        if (found.length === limit) break;
      }
    }
    return found;
  }

  /** Reads what changed since the last read; a search waits for a read that began after it arrived. */
  private current(): Promise<void> {
    if (!this.reading) {
      this.reading = this.readChanges().finally(() => {
        this.reading = null;
      });
      return this.reading;
    }
    this.nextRead ??= this.reading
      .catch(() => {})
      .then(() => {
        this.nextRead = null;
        return this.current();
      });
    return this.nextRead;
  }

  private async readChanges(): Promise<void> {
    // stale slots are never reused: past half the index, read it all again
    if (this.terms.size > 2 * this.live.size + 1024) this.reset();
    const rows = await rowsOf(this.db, Row, changesSql(this.seen));
    const first = rows[0];
    if (!first) return;
    const added: number[] = [];
    const read = [...(this.seen?.recent ?? [])];
    let changed = false;
    for (const [id, xid] of JSON.parse(first.removed) as [string, string][]) {
      read.push(xid);
      changed = this.live.delete(id) || changed;
    }
    for (const row of rows) {
      if (row.id === null) continue;
      read.push(row.xid!);
      const slot = this.live.get(row.id);
      if (slot !== undefined && this.postings[slot]!.xid === row.xid) continue;
      changed = true;
      this.live.delete(row.id);
      if (row.listed) added.push(this.add(row));
    }
    // the transactions read from here on are done: their ids need not be read again
    const since = BigInt(first.xmin);
    this.seen = { since: first.xmin, recent: [...new Set(read)].filter((xid) => BigInt(xid) >= since) };
    if (changed) this.reorder(added);
  }

  private reset() {
    this.terms = new TermIndex(LEVELS);
    this.postings = [];
    this.live.clear();
    this.order = [];
    this.texts.clear();
    this.seen = null;
  }

  private add(row: Row): number {
    const title = `${row.jobTitle} ${row.jobTitleNe ?? ''}`;
    const head = [row.companyName, row.clientName ?? '', row.location, ...(row.skills ?? [])].join(' ');
    const slot = this.terms.add({
      levels: [title, head, row.description ?? ''],
      parts: [row.jobTitle ?? '', row.jobTitleNe ?? '', row.companyName ?? '', row.location ?? ''],
    });
    const shared = this.shared;
    this.postings[slot] = {
      id: row.id!,
      xid: row.xid!,
      postedAt: row.postedAt ?? 0,
      deadline: row.deadline && shared(row.deadline),
      category: shared(row.category ?? ''),
      type: shared(row.jobType ?? ''),
      level: shared(row.experienceLevel ?? ''),
      salaryMin: row.salaryMin,
      salaryMax: row.salaryMax,
      districtId: row.districtId && shared(row.districtId),
      location: shared((row.location ?? '').toLowerCase()),
      verified: row.verified ?? false,
      titleWords: wordsOf(title).map(shared),
    };
    this.live.set(row.id!, slot);
    return slot;
  }

  /** The live slots newest first: the still-live ones in their order, merged with the added ones. */
  private reorder(added: number[]) {
    const kept = this.order.filter((slot) => this.live.get(this.postings[slot]!.id) === slot);
    const byPosting = (a: number, b: number) => newestFirst(this.postings[a]!, this.postings[b]!);
    added.sort(byPosting);
    const order: number[] = [];
    let i = 0;
    let j = 0;
    while (i < kept.length || j < added.length) {
      if (j >= added.length || (i < kept.length && byPosting(kept[i]!, added[j]!) <= 0)) order.push(kept[i++]!);
      else order.push(added[j++]!);
    }
    this.order = order;
    this.rank = new Int32Array(this.terms.size).fill(-1);
    order.forEach((slot, place) => {
      this.rank[slot] = place;
    });
  }

  private pageOf(slots: number[], total: number): JobIndexPage {
    return {
      ids: slots.map((slot) => this.postings[slot]!.id),
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
  private tiersOf(
    q: string,
  ): { sets: { set: Bitset }[]; loosest: Bitset; bestTierOf: (slot: number) => number } | null {
    const terms = searchTerms(q);
    const substring = q.length >= 3 ? this.terms.containing(q) : null;
    if (!terms) return substring && { sets: [{ set: substring }], loosest: substring, bestTierOf: () => 0 };
    const levelsOf = (groups: string[][], combine: 'and' | 'or'): Bitset[] =>
      groups
        .map((prefixes) => this.terms.match(prefixes))
        .reduce((sets, next) => sets.map((set, level) => set[combine](next[level]!)));
    const all = levelsOf(terms.groups, 'and');
    const some = terms.someGroups && levelsOf(terms.someGroups, 'or');
    const words = some ?? all;
    const loosest = substring ? words[2]!.copy().or(substring) : words[2]!;
    const phrase = terms.phraseWords;
    const inTitle = all[0]!;
    const inPhrase = (slot: number) => inTitle.has(slot) && hasPhrase(this.postings[slot]!.titleWords, phrase!);
    const sets: { set: Bitset; has?: (slot: number) => boolean }[] = [
      ...(phrase ? [{ set: inTitle, has: inPhrase }] : []),
      { set: inTitle },
      { set: substring ? all[1]!.copy().or(substring) : all[1]! },
      ...(some ? [{ set: all[2]! }, { set: some[0]! }, { set: some[1]! }] : []),
      { set: loosest },
    ];
    return {
      sets,
      loosest,
      bestTierOf: (slot) => sets.findIndex(({ set, has }) => (has ? has(slot) : set.has(slot))),
    };
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
    await this.current();
    const matches = query.q ? this.tiersOf(query.q)?.loosest : null;
    if (matches === undefined) return null;
    const { type, level, salary, posted, ...narrowing } = conditionsOf(query, today, now);
    const chosen = { type, level, salary, posted };
    const groups = FACET_GROUPS.map((group) => ({
      group,
      chosen: chosen[group],
      options: FACET_OPTIONS[group].map((value) => {
        const test = conditionsOf({ [group]: value, q: '', page: 1 } as JobIndexQuery, today, now)[group]!;
        return { value, test, count: 0 };
      }),
    }));
    const keep = Object.values(narrowing);
    for (const slot of this.order) {
      if (matches && !matches.has(slot)) continue;
      const posting = this.postings[slot]!;
      if (!keep.every((test) => test(posting))) continue;
      // a posting counts in a group when it meets every OTHER group's choice: none may fail but that one
      let failed: (typeof groups)[number] | null = null;
      let failures = 0;
      for (const group of groups) {
        if (group.chosen && !group.chosen(posting)) {
          failed = group;
          if (++failures > 1) break;
        }
      }
      if (failures > 1) continue;
      for (const group of groups) {
        if (failed && failed !== group) continue;
        for (const option of group.options) if (option.test(posting)) option.count++;
      }
    }
    if (query.q && groups.every(({ options }) => options.every((option) => option.count === 0))) return null;
    return Object.fromEntries(
      groups.map(({ group, options }) => [
        group,
        Object.fromEntries(options.map(({ value, count }) => [value, count])),
      ]),
    ) as Record<FacetGroup, Record<string, number>>;
  }
}

type PostingTest = (posting: Posting) => boolean;

/** The list's filters that show counts, and their options. */
export type FacetGroup = 'type' | 'level' | 'salary' | 'posted';
const FACET_GROUPS: readonly FacetGroup[] = ['type', 'level', 'salary', 'posted'];
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

/** Whether the title's words hold the phrase's words next to each other, each as a prefix. */
function hasPhrase(titleWords: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= titleWords.length; start++) {
    if (phrase.every((word, i) => titleWords[start + i]!.startsWith(word))) return true;
  }
  return false;
}
