import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import {
  DIRECTORY_DELIVERY,
  HOURLY_RATE_BANDS,
  type DirectoryDelivery,
  type HourlyRateBand,
} from '#contract/services-rules.ts';
import type { QueryOf } from '#web/lib/api-client.ts';
import { listParam, paramsOfQuery, searchStateFromParams, type SearchState } from '#web/lib/search-state.ts';

// The /professionals page state lives in the URL (#web/lib/search-state.ts).

/** Longest search the API accepts (DirectoryQuery.q). */
export const SEARCH_MAX = 100;

/** The filters beside the search and the chips: null is "any". (The service area comes with districts.) */
export interface DirectoryFilters {
  /** "4 stars and up" (`rating=4`). */
  rating: '4' | null;
  rate: HourlyRateBand | null;
  delivery: DirectoryDelivery | null;
}
export type DirectoryFilterName = keyof DirectoryFilters;

export const NO_DIRECTORY_FILTERS: DirectoryFilters = { rating: null, rate: null, delivery: null };

/** The shared search state, the filters, and whether only verified professionals show (`verified=1`). */
export type DirectoryState = SearchState & DirectoryFilters & { verified: boolean };

export function stateFromParams(params: URLSearchParams): DirectoryState {
  return {
    ...searchStateFromParams(params, PROFESSIONAL_CATEGORIES, SEARCH_MAX),
    verified: params.get('verified') === '1',
    rating: listParam(['4'] as const, params.get('rating')),
    rate: listParam(HOURLY_RATE_BANDS, params.get('rate')),
    delivery: listParam(DIRECTORY_DELIVERY, params.get('delivery')),
  };
}

/** The API query of a state (GET /api/professionals); defaults are left out. */
export function directoryQueryOf(state: DirectoryState): QueryOf<'/professionals'> {
  return {
    q: state.q.trim() || undefined,
    category: PROFESSIONAL_CATEGORIES.find((candidate) => candidate === state.category),
    page: state.page > 1 ? state.page : undefined,
    verified: state.verified ? '1' : undefined,
    rating: state.rating ?? undefined,
    rate: state.rate ?? undefined,
    delivery: state.delivery ?? undefined,
  };
}

/** The filters of a state. */
export function directoryFiltersOf(state: DirectoryState): DirectoryFilters {
  const { rating, rate, delivery } = state;
  return { rating, rate, delivery };
}

/** The filters that narrow the list, in the order their chips show. */
export function activeDirectoryFilters(filters: DirectoryFilters): DirectoryFilterName[] {
  return (Object.keys(NO_DIRECTORY_FILTERS) as DirectoryFilterName[]).filter((name) => filters[name] !== null);
}

/** Some filters changed (the rest kept), back on the first page. */
export function withDirectoryFilters(state: DirectoryState, filters: Partial<DirectoryFilters>): DirectoryState {
  return { ...state, ...filters, page: 1 };
}

/** The URL query of a state: the API's, so a shared link searches the same. */
export function paramsFromState(state: DirectoryState): URLSearchParams {
  return paramsOfQuery(directoryQueryOf(state));
}

/** The draft /messages opens with (spec §2): greeting, interest in the service, a quote request. */
export function quoteMessagePath(conversationId: string, message: string): string {
  const params = new URLSearchParams({ conversation: conversationId, message });
  return `/messages?${params.toString()}`;
}
