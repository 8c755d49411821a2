import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DirectoryFacets, DirectoryQuery, ProfessionalCard } from '#contract/services.ts';
import {
  DIRECTORY_DELIVERY,
  DIRECTORY_MIN_RATING,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TOTAL_CAP,
  HOURLY_RATE_BANDS,
  HOURLY_RATE_BOUNDS,
} from '#contract/services-rules.ts';
import { NEAR_RADII_KM } from '#contract/locations/near-radii.ts';
import { districtsOf } from '#contract/locations/nepal-locations.ts';
import type { Db } from '#server/db/client.ts';
import { nearTest } from '#server/lib/places/places.ts';
import { ChangedRow, LiveIndex, type LiveSource } from '#server/lib/search/live-index.ts';
import type { OnUnreadableRow } from '#server/lib/search/unreadable-row.ts';
import { searchTerms } from '#server/lib/search/search-terms.ts';
import { tiersOf, type Tiers } from '#server/lib/search/tiers.ts';
import { hasPhrase, wordsOf } from '#server/lib/search/term-index.ts';
import { allZero, countFacets } from '#server/lib/search/facet-walk.ts';
import { directoryCardColumns, directoryCardOf, DirectoryCardRow } from './directory-card.ts';
import type { DirectoryFilters } from './directory-filters.ts';

// The professionals directory in memory (docs/decisions/037): every listed professional's words,
// in the four weighted levels of their directory vector, and the values the filters read, ranked in
// the tiers of decision 033, with their cards. Each process keeps its own, as current as the
// database (`LiveIndex`: a search's one statement asks whether any profile changed since). A
// professional's services and reviews reach the index through their profile: the triggers of
// migration 0017 rewrite the profile row for every change to them, which stamps it (migration
// 0021). So does a change of the names a card shows from other rows (migration 0022): a search
// reads no card.

/** What the index reads of a query: the search (`directorySearchText`), the chip, "verified", the filters, the page. */
export type DirectoryIndexQuery = Pick<DirectoryQuery, 'page' | 'category' | 'verified'> &
  DirectoryFilters & { q: string };

/** A page of the list: its professionals' cards in order, and the total (exact up to the cap). */
export interface DirectoryIndexPage {
  cards: ProfessionalCard[];
  total: number;
  totalIsCapped: boolean;
}

interface Professional {
  id: string;
  xid: string;
  /** A Bayesian mean of the rating (`directory_popularity`). */
  popularity: number;
  verified: boolean;
  /** `updated_at` in microseconds, as the database orders it. */
  updatedAt: number;
  category: string | null;
  /** The card's rating (`directory_rating`). */
  rating: number | null;
  hourlyRate: number | null;
  /** The formats of the visible services (a hybrid one is both online and in person). */
  formats: readonly string[];
  /** The profile's district and every service's. */
  districts: readonly string[];
  /** The profile's local level and every service's. */
  localLevels: readonly string[];
  /** The services' stored coordinates, [lat, lng]. */
  points: readonly (readonly [number, number])[];
  /** The words of level A (name, headline, service titles), in order, for the phrase tier. */
  headWords: readonly string[];
  card: ProfessionalCard;
}

const ProfessionalRow = ChangedRow.extend({
  a: z.string(),
  b: z.string(),
  c: z.string(),
  d: z.string(),
  popularity: z.number(),
  verified: z.boolean(),
  updatedAt: z.number(),
  category: z.string().nullable(),
  rating: z.number().nullable(),
  hourlyRate: z.number().nullable(),
  formats: z.array(z.string()),
  districts: z.array(z.string()),
  localLevels: z.array(z.string()),
  points: z.string(),
  /** The card's columns (`directoryCardColumns`) as JSON. */
  card: z.string(),
});
type ProfessionalRow = z.output<typeof ProfessionalRow>;

/** What a profile's services add to the filters: every service's place, the visible ones' formats. */
const SERVICES = sql`left join lateral (
    select coalesce(array_agg(distinct s.format::text) filter (where s.hidden_at is null), '{}') as formats,
      coalesce(array_agg(distinct s.district_id) filter (where s.district_id is not null), '{}') as districts,
      coalesce(array_agg(distinct s.local_level_id) filter (where s.local_level_id is not null), '{}') as levels,
      coalesce(json_agg(json_build_array(s.location_lat, s.location_lng))
        filter (where s.location_lat is not null and s.location_lng is not null), '[]')::text as points
    from services s where s.professional_id = p.id
  ) s on true`;

/**
 * Professionals as the index reads them: one per profile, listed when public with a visible
 * service. The levels are the texts of `directory_vector`'s weights (schema/profiles.ts): A the
 * name, headline and service titles; B the category and skills; C where they work; D the bio and
 * the services' descriptions.
 */
const professionals: LiveSource<ProfessionalRow, Professional, 'ranked' | 'listing'> = {
  name: 'directory',
  tables: ['profiles'],
  levels: 4,
  row: ProfessionalRow,
  rows: (changed) => sql`select p.id, p.search_xid::text as xid,
      (p.hidden_at is null and p.directory_services > 0) as listed,
      coalesce(p.full_name, '') || ' ' || coalesce(p.headline, '') || ' ' || p.directory_titles as a,
      coalesce(p.category, '') || ' ' || coalesce(sipalu_text_array(p.skills), '') || ' ' || p.directory_skills as b,
      coalesce(p.service_area, '') || ' ' || p.directory_places as c,
      coalesce(p.bio, '') || ' ' || p.directory_text as d,
      p.directory_popularity::float8 as popularity, p.is_verified as verified,
      (extract(epoch from p.updated_at) * 1000000)::float8 as "updatedAt",
      p.category, p.directory_rating::float8 as rating, p.hourly_rate::float8 as "hourlyRate",
      s.formats, array_remove(array_append(s.districts, p.district_id), null)::text[] as districts,
      array_remove(array_append(s.levels, p.local_level_id), null)::text[] as "localLevels", s.points,
      row_to_json(card)::text as card
    from profiles p ${SERVICES}
      left join lateral (select ${directoryCardColumns}) card on true
    where ${changed('p', sql`p.hidden_at is null and p.directory_services > 0`)}`,
  docOf: (row, shared) => ({
    text: { levels: [row.a, row.b, row.c, row.d], parts: [] },
    doc: {
      id: row.id,
      xid: row.xid,
      popularity: row.popularity,
      verified: row.verified,
      updatedAt: row.updatedAt,
      category: row.category && shared(row.category),
      rating: row.rating,
      hourlyRate: row.hourlyRate,
      formats: row.formats.map(shared),
      districts: row.districts.map(shared),
      localLevels: row.localLevels.map(shared),
      points: JSON.parse(row.points) as [number, number][],
      headWords: wordsOf(row.a).map(shared),
      card: directoryCardOf(DirectoryCardRow.parse(JSON.parse(row.card))),
    },
  }),
  orders: {
    // within a tier: popularity, then verified, then recently updated (decision 033)
    ranked: (a, b) =>
      b.popularity - a.popularity || Number(b.verified) - Number(a.verified) || b.updatedAt - a.updatedAt,
    // without a search: verified first, then recently updated
    listing: (a, b) => Number(b.verified) - Number(a.verified) || b.updatedAt - a.updatedAt,
  },
};

/** The filters that show counts, and their options (decision 034). */
type FacetGroup = keyof DirectoryFacets;
const FACET_OPTIONS: Record<FacetGroup, readonly string[]> = {
  rating: ['4'],
  rate: HOURLY_RATE_BANDS,
  delivery: DIRECTORY_DELIVERY,
};

export class DirectoryIndex {
  private readonly index: LiveIndex<ProfessionalRow, Professional, 'ranked' | 'listing'>;

  /** `onUnreadable` hears of each row the index skips because it cannot read it. */
  constructor(db: Pick<Db, 'execute'>, onUnreadable?: OnUnreadableRow) {
    this.index = new LiveIndex(db, professionals, onUnreadable);
  }

  /**
   * One page of the list and its cards, or null when a search finds nobody here: then the typo
   * fallback, which needs the database's trigram indexes, answers.
   */
  find(query: DirectoryIndexQuery): Promise<DirectoryIndexPage | null> {
    return this.index.ranked(() => this.search(query));
  }

  /** Reads every listed professional, as the first search would, and answers how many it holds. */
  load(): Promise<number> {
    return this.index.load();
  }

  /** The page from what the index holds now (see `find`). */
  private search(query: DirectoryIndexQuery): DirectoryIndexPage | null {
    const tests = Object.values(conditionsOf(query));
    const accept = (slot: number) => tests.every((test) => test(this.index.docs[slot]!));
    const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
    const reach = offset + DIRECTORY_PAGE_SIZE;
    if (!query.q) {
      const listed = this.index.firstInOrder('listing', null, accept, Math.max(reach, DIRECTORY_TOTAL_CAP + 1));
      return this.pageOf(listed.slice(offset, reach), listed.length);
    }
    const tiers = this.tiersOf(query.q);
    if (!tiers) return null;
    const total = this.index.firstInOrder('ranked', tiers.loosest, accept, DIRECTORY_TOTAL_CAP + 1).length;
    if (!total) return null;
    const ranked = this.index.firstInTiers('ranked', tiers, accept, reach);
    return this.pageOf(ranked.slice(offset, reach), total);
  }

  private pageOf(slots: number[], total: number): DirectoryIndexPage {
    return {
      cards: slots.map((slot) => this.index.docs[slot]!.card),
      total: Math.min(total, DIRECTORY_TOTAL_CAP),
      totalIsCapped: total > DIRECTORY_TOTAL_CAP,
    };
  }

  /**
   * A search's tiers as sets of slots, best first (decision 033): 0 the words as a phrase in the
   * name, headline or a service title (A); 1 every word there; 2 every word in A or the category
   * and skills (B); 3 … or where they work (C); 4 every word anywhere (D: bio, descriptions); 5–8
   * as 1–4 with some of the words. A tier a search cannot have is left out. A set may hold
   * professionals of better tiers (`bestTierOf` says which is theirs); the last, `loosest`, is
   * every match. Null when the text has no word.
   */
  private tiersOf(q: string): Tiers | null {
    const terms = searchTerms(q);
    if (!terms) return null;
    const all = this.index.terms.matchGroups(terms.groups, 'and');
    const some = terms.someGroups && this.index.terms.matchGroups(terms.someGroups, 'or');
    const phrase = terms.phraseWords;
    const inName = all[0]!;
    const inPhrase = (slot: number) => inName.has(slot) && hasPhrase(this.index.docs[slot]!.headWords, phrase!);
    return tiersOf([
      ...(phrase ? [{ set: inName, has: inPhrase }] : []),
      { set: all[0]! },
      { set: all[1]! },
      { set: all[2]! },
      ...(some ? [{ set: all[3]! }, { set: some[0]! }, { set: some[1]! }, { set: some[2]! }, { set: some[3]! }] : []),
      ...(some ? [] : [{ set: all[3]! }]),
    ]);
  }

  /**
   * Per filter group (decision 034), how many professionals the list would show with the other
   * groups' choices and that option, exactly; null when the search finds nobody here (the typo
   * fallback's counts apply). A group's own choice never narrows its own counts.
   */
  async facets(query: DirectoryIndexQuery): Promise<Record<FacetGroup, Record<string, number>> | null> {
    await this.index.current();
    const matches = query.q ? this.tiersOf(query.q)?.loosest : null;
    if (matches === undefined) return null;
    const { rating, rate, delivery, ...narrowing } = conditionsOf(query);
    const chosen = { rating, rate, delivery };
    const keep = Object.values(narrowing);
    const found = this.index
      .slotsIn('listing')
      .filter((slot) => !matches || matches.has(slot))
      .map((slot) => this.index.docs[slot]!)
      .filter((professional) => keep.every((test) => test(professional)));
    const counts = countFacets(found, FACET_OPTIONS, chosen, (group, value) => {
      const test = conditionsOf({ [group]: value } as Partial<DirectoryIndexQuery>)[group];
      if (!test) throw new Error(`no test for ${group}=${value}`);
      return test;
    });
    return query.q && allZero(counts) ? null : counts;
  }
}

type ProfessionalTest = (professional: Professional) => boolean;

/**
 * The list's conditions besides the search, by name, as tests of one professional: the category
 * chip, "verified" and each filter the query sets (the SQL's `directoryListedSql` and
 * `directoryFilterConditions`, which the typo fallback runs).
 */
function conditionsOf(
  query: Partial<DirectoryIndexQuery>,
): Record<string, ProfessionalTest> & Partial<Record<FacetGroup, ProfessionalTest>> {
  const tests: Record<string, ProfessionalTest> & Partial<Record<FacetGroup, ProfessionalTest>> = {};
  if (query.category) tests.category = (p) => p.category === query.category;
  if (query.verified) tests.verified = (p) => p.verified;
  if (query.rating) tests.rating = (p) => p.rating !== null && p.rating >= DIRECTORY_MIN_RATING;
  if (query.rate) {
    const { min, max } = HOURLY_RATE_BOUNDS[query.rate];
    tests.rate = (p) => p.hourlyRate !== null && p.hourlyRate >= min && (max === null || p.hourlyRate < max);
  }
  const { delivery } = query;
  if (delivery) tests.delivery = (p) => p.formats.includes(delivery) || p.formats.includes('hybrid');
  if (query.district !== undefined) {
    const { district } = query;
    tests.place = (p) => p.districts.includes(district);
  } else if (query.province !== undefined) {
    const districts = new Set(districtsOf(query.province).map((district) => district.id));
    tests.place = (p) => p.districts.some((district) => districts.has(district));
  }
  if (query.near) {
    const near = nearTest(query.near, Number(query.within ?? NEAR_RADII_KM[0]));
    tests.near = (p) => near(p.localLevels, p.points);
  }
  return tests;
}
