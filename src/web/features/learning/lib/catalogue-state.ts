import { CATALOGUE_TABS, chipsOfTab, type CatalogueTab } from '#contract/catalogue-rules.ts';

// The /courses page state lives in the URL (?q=&tab=&category=&page=) so a search can be shared
// and Back/Forward work.

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

/** Reads the page state from the URL; anything unknown falls back to its default. */
export function stateFromParams(params: URLSearchParams): CatalogueState {
  const tabParam = params.get('tab');
  const tab = CATALOGUE_TABS.find((candidate) => candidate === tabParam) ?? 'all';
  const categoryParam = params.get('category');
  // a chip belongs to its tab: a category of the other tab is ignored, as the UI would reset it
  const category = categoryParam && chipsOfTab(tab).includes(categoryParam) ? categoryParam : null;
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
