import {
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PRICES,
  CATALOGUE_TABS,
  chipsOfTab,
  type CatalogueDuration,
  type CatalogueFormat,
  type CatalogueLevel,
  type CataloguePrice,
  type CatalogueTab,
} from '#contract/catalogue-rules.ts';
import { COURSE_CATEGORIES } from '#contract/lists.ts';
import type { QueryOf } from '#web/lib/api-client.ts';
import { listParam, paramsOfQuery, searchStateFromParams, type SearchState } from '#web/lib/search-state.ts';

// The /courses page state lives in the URL (?q=&tab=&category=&format=&price=&duration=&level=&page=)
// so a search can be shared and Back/Forward work.

/** Longest search the API accepts (CatalogueQuery.q). */
export const SEARCH_MAX = 100;

/** The filters beside the search, the tabs and the chips: null is "any". */
export interface CatalogueFilters {
  format: CatalogueFormat | null;
  price: CataloguePrice | null;
  duration: CatalogueDuration | null;
  level: CatalogueLevel | null;
}
export type CatalogueFilterName = keyof CatalogueFilters;

export const NO_CATALOGUE_FILTERS: CatalogueFilters = { format: null, price: null, duration: null, level: null };

export interface CatalogueState extends SearchState, CatalogueFilters {
  tab: CatalogueTab;
}

export const DEFAULT_STATE: CatalogueState = { q: '', tab: 'all', category: null, page: 1, ...NO_CATALOGUE_FILTERS };

/** Reads the page state from the URL; anything unknown falls back to its default. */
export function stateFromParams(params: URLSearchParams): CatalogueState {
  const tabParam = params.get('tab');
  const tab = CATALOGUE_TABS.find((candidate) => candidate === tabParam) ?? 'all';
  // a chip belongs to its tab: a category of the other tab is ignored, as the UI would reset it
  return {
    ...searchStateFromParams(params, chipsOfTab(tab), SEARCH_MAX),
    tab,
    format: listParam(CATALOGUE_FORMATS, params.get('format')),
    price: listParam(CATALOGUE_PRICES, params.get('price')),
    duration: listParam(CATALOGUE_DURATIONS, params.get('duration')),
    level: listParam(CATALOGUE_LEVELS, params.get('level')),
  };
}

/** The API query of a state (GET /api/catalogue); defaults are left out, the rest in one fixed order. */
export function catalogueQueryOf(state: CatalogueState): QueryOf<'/catalogue'> {
  return {
    q: state.q.trim() || undefined,
    tab: state.tab !== 'all' ? state.tab : undefined,
    category: COURSE_CATEGORIES.find((candidate) => candidate === state.category),
    format: state.format ?? undefined,
    price: state.price ?? undefined,
    duration: state.duration ?? undefined,
    level: state.level ?? undefined,
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

/** The filters of a state. */
export function catalogueFiltersOf(state: CatalogueState): CatalogueFilters {
  const { format, price, duration, level } = state;
  return { format, price, duration, level };
}

/** The filters that narrow the list, in the order their chips show. */
export function activeCatalogueFilters(filters: CatalogueFilters): CatalogueFilterName[] {
  return (Object.keys(NO_CATALOGUE_FILTERS) as CatalogueFilterName[]).filter((name) => filters[name] !== null);
}

/** Some filters changed (the rest kept), back on the first page. */
export function withFilters(state: CatalogueState, filters: Partial<CatalogueFilters>): CatalogueState {
  return { ...state, ...filters, page: 1 };
}

/** One filter removed (its chip). */
export function withoutFilter(state: CatalogueState, name: CatalogueFilterName): CatalogueState {
  return withFilters(state, { [name]: null });
}

/** Every filter removed ("Clear all"); the search, the tab and the chip stay. */
export function withoutFilters(state: CatalogueState): CatalogueState {
  return withFilters(state, NO_CATALOGUE_FILTERS);
}
