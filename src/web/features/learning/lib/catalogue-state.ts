import { CATALOGUE_TABS, chipsOfTab, type CatalogueTab } from '#contract/catalogue-rules.ts';
import { COURSE_CATEGORIES } from '#contract/lists.ts';
import type { QueryOf } from '#web/lib/api-client.ts';
import { paramsOfQuery, searchStateFromParams, type SearchState } from '#web/lib/search-state.ts';

// The /courses page state lives in the URL (?q=&tab=&category=&page=) so a search can be shared
// and Back/Forward work.

/** Longest search the API accepts (CatalogueQuery.q). */
export const SEARCH_MAX = 100;

export interface CatalogueState extends SearchState {
  tab: CatalogueTab;
}

export const DEFAULT_STATE: CatalogueState = { q: '', tab: 'all', category: null, page: 1 };

/** Reads the page state from the URL; anything unknown falls back to its default. */
export function stateFromParams(params: URLSearchParams): CatalogueState {
  const tabParam = params.get('tab');
  const tab = CATALOGUE_TABS.find((candidate) => candidate === tabParam) ?? 'all';
  // a chip belongs to its tab: a category of the other tab is ignored, as the UI would reset it
  return { ...searchStateFromParams(params, chipsOfTab(tab), SEARCH_MAX), tab };
}

/** The API query of a state (GET /api/catalogue); defaults are left out. */
export function catalogueQueryOf(state: CatalogueState): QueryOf<'/catalogue'> {
  return {
    q: state.q.trim() || undefined,
    tab: state.tab !== 'all' ? state.tab : undefined,
    category: COURSE_CATEGORIES.find((candidate) => candidate === state.category),
    page: state.page > 1 ? state.page : undefined,
  };
}

/** The URL query of a state: the API's, so `/courses` stays clean and a shared link searches the same. */
export function paramsFromState(state: CatalogueState): URLSearchParams {
  return paramsOfQuery(catalogueQueryOf(state));
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
