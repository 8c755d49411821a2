import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogueQuery } from '#contract/catalogue.ts';
import {
  CATALOGUE_DURATION_DAYS,
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PRICE_BOUNDS,
  CATALOGUE_PRICES,
  CATALOGUE_TOTAL_CAP,
  chipsOfTab,
} from '#contract/catalogue-rules.ts';
import type { Db } from '#server/db/client.ts';
import { ChangedRow, LiveIndex, type LiveSource } from '#server/lib/search/live-index.ts';
import type { OnUnreadableRow } from '#server/lib/search/unreadable-row.ts';
import { searchTerms } from '#server/lib/search/search-terms.ts';
import { tiersOf, type Tiers } from '#server/lib/search/tiers.ts';
import { allZero, countFacets } from '#server/lib/search/facet-walk.ts';
import { hasPhrase, wordsOf } from '#server/lib/search/term-index.ts';
import type { CatalogueFilters } from './catalogue-filters.ts';
import { CatalogueCard, catalogueCardJsonSql } from './catalogue-cards.ts';

// The public catalogue search in memory (docs/decisions/035 for the ranking, 036 for the index):
// every course and listed program's words, filter values and card. Each process keeps its own, as
// current as the database (`LiveIndex`: a search's one statement asks whether any course or
// program changed since, an enrolment's new learners count included). A card is all its own row's,
// so the row's stamp says when it changed, and a search reads no card.

/** What the index reads of a query: the search (trimmed, lower case), tab, chip, filters and page. */
export type CatalogueIndexQuery = Pick<CatalogueQuery, 'page' | 'tab' | 'category'> & CatalogueFilters & { q: string };

/** A page of the list: its cards in order, and the total (exact up to the cap). */
export interface CatalogueIndexPage {
  items: CatalogueCard[];
  total: number;
  totalIsCapped: boolean;
}

interface Card {
  id: string;
  xid: string;
  kind: CatalogueCard['kind'];
  learners: number;
  createdAt: number;
  /** A course's category or a program's type: what the tabs and chips test. */
  category: string;
  /** The course's or program's format. */
  format: string | null;
  /** A course's fee or a program's cost in NPR (0: free; null: a program names none). */
  costNpr: number | null;
  durationDays: number | null;
  skillLevel: number | null;
  /** The title's words (English, then Nepali), for the phrase tier. */
  titleWords: string[];
  card: CatalogueCard;
}

const CardRow = ChangedRow.extend({
  kind: z.enum(['course', 'program']),
  learners: z.number(),
  createdAt: z.number(),
  title: z.string(),
  subject: z.string(),
  head: z.string(),
  body: z.string(),
  category: z.string(),
  format: z.string().nullable(),
  costNpr: z.number().nullable(),
  durationDays: z.number().nullable(),
  skillLevel: z.number().nullable(),
  /** The card's columns (`catalogueCardJsonSql`). */
  card: z.string(),
});
type CardRow = z.output<typeof CardRow>;

type Order = 'ranked' | 'newest';

/**
 * Courses and programs as the index reads them. The levels of text hold what the vectors of
 * schema/learning.ts hold: 0 the title (`title_vector`), 1 adds what the card teaches or awards
 * (`subject_vector`), 2 who gives it and where (`head_vector`), 3 the description (`search_vector`).
 * Every course is listed; a program when active and not hidden by staff.
 */
const cards: LiveSource<CardRow, Card, Order> = {
  name: 'catalogue',
  tables: ['courses', 'programs'],
  levels: 4,
  row: CardRow,
  rows: (changed) => sql`select c.id, c.search_xid::text as xid, true as listed, 'course' as kind, c.learners,
      (extract(epoch from c.created_at) * 1000)::float8 as "createdAt",
      c.title || ' ' || coalesce(c.title_ne, '') as title,
      sipalu_text_array(c.key_skills) || ' ' || c.category as subject, coalesce(c.certification, '') as head,
      c.description as body, c.category, c.format::text as format, c.fee_npr as "costNpr",
      c.duration_days as "durationDays", c.skill_level as "skillLevel", ${catalogueCardJsonSql('course')} as card
    from courses c where ${changed('c', sql`true`)}
    union all
    select p.id, p.search_xid::text, p.is_active and p.hidden_at is null, 'program', p.learners,
      (extract(epoch from p.created_at) * 1000)::float8,
      p.program_title || ' ' || coalesce(p.program_title_ne, ''),
      p.credential_awarded, p.organization_name || ' ' || coalesce(p.location, ''),
      p.description, p.program_type::text, p.format::text, p.cost_npr, p.duration_days, p.skill_level,
      ${catalogueCardJsonSql('program')}
    from programs p where ${changed('p', sql`p.is_active and p.hidden_at is null`)}`,
  docOf: (row, shared) => ({
    text: { levels: [row.title, row.subject, row.head, row.body], parts: [] },
    doc: {
      id: row.id,
      xid: row.xid,
      kind: row.kind,
      learners: row.learners,
      createdAt: row.createdAt,
      category: shared(row.category),
      format: row.format && shared(row.format),
      costNpr: row.costNpr,
      durationDays: row.durationDays,
      skillLevel: row.skillLevel,
      titleWords: wordsOf(row.title).map(shared),
      card: CatalogueCard.parse(JSON.parse(row.card)),
    },
  }),
  orders: {
    ranked: (a, b) => b.learners - a.learners || b.createdAt - a.createdAt || byKind(a, b),
    newest: (a, b) => b.createdAt - a.createdAt || byKind(a, b),
  },
};

const byKind = (a: Card, b: Card) => (a.kind === b.kind ? 0 : a.kind === 'course' ? -1 : 1);

export class CatalogueIndex {
  private readonly index: LiveIndex<CardRow, Card, Order>;

  /** `onUnreadable` hears of each row the index skips because it cannot read it. */
  constructor(db: Pick<Db, 'execute'>, onUnreadable?: OnUnreadableRow) {
    this.index = new LiveIndex(db, cards, onUnreadable);
  }

  /**
   * One page of the list with its cards, or null when a search matches nothing here: then the
   * list's typo fallback, which needs the database's trigram index, answers.
   */
  find(query: CatalogueIndexQuery): Promise<CatalogueIndexPage | null> {
    return this.index.ranked(() => this.search(query));
  }

  /** Reads every listed course and program, as the first search would, and answers how many it holds. */
  load(): Promise<number> {
    return this.index.load();
  }

  /** The page from what the index holds now (see `find`). */
  private search(query: CatalogueIndexQuery): CatalogueIndexPage | null {
    const tests = Object.values(conditionsOf(query));
    const accept = (slot: number) => {
      const card = this.index.docs[slot]!;
      return tests.every((test) => test(card));
    };
    const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE;
    const reach = offset + CATALOGUE_PAGE_SIZE;
    const tiers = query.q ? this.tiersOf(query.q) : null;
    // a search without a word (only punctuation) lists as no search does
    if (!tiers) {
      const listed = this.index.firstInOrder('newest', null, accept, Math.max(reach, CATALOGUE_TOTAL_CAP + 1));
      return this.pageOf(listed.slice(offset, reach), listed.length);
    }
    const total = this.index.firstInOrder('ranked', tiers.loosest, accept, CATALOGUE_TOTAL_CAP + 1).length;
    if (!total) return null;
    // tier by tier, best first: each tier's most followed cards until the page is reached
    const ranked = this.index.firstInTiers('ranked', tiers, accept, reach);
    return this.pageOf(ranked.slice(offset, reach), total);
  }

  private pageOf(slots: number[], total: number): CatalogueIndexPage {
    return {
      items: slots.map((slot) => this.index.docs[slot]!.card),
      total: Math.min(total, CATALOGUE_TOTAL_CAP),
      totalIsCapped: total > CATALOGUE_TOTAL_CAP,
    };
  }

  /**
   * A search's tiers as sets of slots, best first (decision 035): the words as a phrase in the
   * title, every word in the title, the subject, the head, anywhere; then some of the words in
   * the title, the subject, the head; last `loosest`, every match. A set may hold cards of better
   * tiers (`bestTierOf` says which is theirs). Null when the text has no word.
   */
  private tiersOf(q: string): Tiers | null {
    const terms = searchTerms(q);
    if (!terms) return null;
    const all = this.index.terms.matchGroups(terms.groups, 'and');
    const some = terms.someGroups && this.index.terms.matchGroups(terms.someGroups, 'or');
    const loosest = (some ?? all)[3]!;
    const phrase = terms.phraseWords;
    const inTitle = all[0]!;
    const inPhrase = (slot: number) => inTitle.has(slot) && hasPhrase(this.index.docs[slot]!.titleWords, phrase!);
    return tiersOf([
      ...(phrase ? [{ set: inTitle, has: inPhrase }] : []),
      ...all.map((set) => ({ set })),
      ...(some ? some.slice(0, 3).map((set) => ({ set })) : []),
      { set: loosest },
    ]);
  }

  /**
   * Per filter group (decision 034), how many cards the search with the other groups' choices and
   * that option would list, exactly; null when a search with words matches nothing here (the
   * typo fallback's counts apply). A group's own choice never narrows its own counts.
   */
  async facets(query: Omit<CatalogueIndexQuery, 'page'>): Promise<Record<FacetGroup, Record<string, number>> | null> {
    await this.index.current();
    const matches = query.q ? (this.tiersOf(query.q)?.loosest ?? null) : null;
    const { format, price, duration, level, ...narrowing } = conditionsOf(query);
    const chosen = { format, price, duration, level };
    const keep = Object.values(narrowing);
    const found = this.index
      .slotsIn('ranked')
      .filter((slot) => !matches || matches.has(slot))
      .map((slot) => this.index.docs[slot]!)
      .filter((card) => keep.every((test) => test(card)));
    const counts = countFacets(found, FACET_OPTIONS, chosen, (group, value) => {
      const test = conditionsOf({ [group]: value, q: '', tab: 'all' } as Omit<CatalogueIndexQuery, 'page'>)[group];
      if (!test) throw new Error(`no test for ${group}=${value}`);
      return test;
    });
    return matches && allZero(counts) ? null : counts;
  }
}

type CardTest = (card: Card) => boolean;

/** The list's filters that show counts, and their options. */
export type FacetGroup = keyof CatalogueFilters;
const FACET_OPTIONS: Record<FacetGroup, readonly string[]> = {
  format: CATALOGUE_FORMATS,
  price: CATALOGUE_PRICES,
  duration: CATALOGUE_DURATIONS,
  level: CATALOGUE_LEVELS,
};

/**
 * The list's conditions besides the search, by name, as tests of one card: the tab or chip, and
 * each filter the query sets, as `catalogueSidesOf` and catalogue-filters.ts say them in SQL (a
 * course's format and fee are its own columns; duration, level and a program's cost are the generated columns).
 */
function conditionsOf(
  query: Omit<CatalogueIndexQuery, 'page'>,
): Record<string, CardTest> & Partial<Record<FacetGroup, CardTest>> {
  const tests: Record<string, CardTest> & Partial<Record<FacetGroup, CardTest>> = {};
  const categories = query.category ? [query.category] : query.tab === 'all' ? [] : chipsOfTab(query.tab);
  if (categories.length) {
    const chosen = new Set<string>(categories);
    tests.category = (card) => chosen.has(card.category);
  }
  if (query.format) tests.format = (card) => card.format === query.format;
  const price = query.price;
  if (price) {
    const costs: (cost: number) => boolean =
      price === 'free'
        ? (cost) => cost === 0
        : price === 'paid'
          ? (cost) => cost > 0
          : (cost) => {
              const { min, max } = CATALOGUE_PRICE_BOUNDS[price];
              return cost >= min && (max === null || cost < max);
            };
    tests.price = (card) => card.costNpr !== null && costs(card.costNpr);
  }
  if (query.duration) {
    const { above, upTo } = CATALOGUE_DURATION_DAYS[query.duration];
    tests.duration = (card) =>
      card.durationDays !== null && card.durationDays > above && (upTo === null || card.durationDays <= upTo);
  }
  if (query.level) {
    const level = Number(query.level);
    tests.level = (card) => card.skillLevel === level;
  }
  return tests;
}
