import {
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  COURSE_TECH_CATEGORIES,
  COURSE_TRADES_CATEGORIES,
} from '#contract/lists.ts';
import type { CatalogueTab } from '#contract/catalogue.ts';

// The /courses page state lives in the URL (?q=&tab=&category=&page=) so a search can be shared
// and Back/Forward work. These mirror the contract's CATALOGUE_TABS, chipsOfTab, tabOfCategory and
// progressOf: '#contract/catalogue.ts' builds zod schemas at module load, and importing a value
// from it would put zod (~24 KiB gzip) in the page chunk. catalogue-state.test.ts checks that the
// copies agree with the contract.

export const TABS: readonly CatalogueTab[] = ['all', 'tech', 'trades'];
export const PAGE_SIZE = 12;
/** Longest search the API accepts (CatalogueQuery.q). */
export const SEARCH_MAX = 100;

export interface CatalogueState {
  q: string;
  tab: CatalogueTab;
  /** null: the "All" chip. */
  category: string | null;
  page: number;
}

export const DEFAULT_STATE: CatalogueState = { q: '', tab: 'all', category: null, page: 1 };

export function chipsOf(tab: CatalogueTab): readonly string[] {
  if (tab === 'tech') return COURSE_TECH_CATEGORIES;
  if (tab === 'trades') return COURSE_TRADES_CATEGORIES;
  return COURSE_CATEGORIES;
}

export function tabOf(category: string): Exclude<CatalogueTab, 'all'> {
  return (COURSE_TECH_CATEGORIES as readonly string[]).includes(category) ? 'tech' : 'trades';
}

export function subcategoryOfCategory(category: string): string {
  return COURSE_SUBCATEGORIES[tabOf(category)];
}

/** progress = completed ÷ total × 100, rounded; indexes outside the course are ignored. */
export function progressFor(completedModules: readonly number[], moduleCount: number): number {
  if (moduleCount <= 0) return 0;
  const done = new Set(completedModules.filter((index) => index >= 0 && index < moduleCount));
  return Math.round((done.size / moduleCount) * 100);
}

/** Reads the page state from the URL; anything unknown falls back to its default. */
export function stateFromParams(params: URLSearchParams): CatalogueState {
  const tabParam = params.get('tab');
  const tab = TABS.find((candidate) => candidate === tabParam) ?? 'all';
  const categoryParam = params.get('category');
  // a chip belongs to its tab: a category of the other tab is ignored, as the UI would reset it
  const category = categoryParam && chipsOf(tab).includes(categoryParam) ? categoryParam : null;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 1000 ? pageNumber : 1;
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  return { q, tab, category, page };
}

/** The URL query of a state; defaults are left out so `/courses` stays clean. */
export function paramsFromState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of a state (GET /api/catalogue). */
export function apiPathOf(state: CatalogueState): string {
  const params = paramsFromState(state);
  const query = params.toString();
  return query ? `/api/catalogue?${query}` : '/api/catalogue';
}

/** Changing the tab resets the chip to All (spec §2) and goes back to the first page. */
export function withTab(state: CatalogueState, tab: CatalogueTab): CatalogueState {
  if (tab === state.tab) return state;
  return { ...state, tab, category: null, page: 1 };
}

export function withCategory(state: CatalogueState, category: string | null): CatalogueState {
  return { ...state, category, page: 1 };
}

export function withQuery(state: CatalogueState, q: string): CatalogueState {
  return { ...state, q: q.slice(0, SEARCH_MAX), page: 1 };
}

export function withPage(state: CatalogueState, page: number): CatalogueState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
