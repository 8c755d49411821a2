import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import {
  DIRECTORY_DELIVERY,
  HOURLY_RATE_BANDS,
  type DirectoryDelivery,
  type HourlyRateBand,
} from '#contract/services-rules.ts';
import type { QueryOf } from '#web/lib/api-client.ts';
import { NEAR_RADII_KM } from '#contract/locations/near-radii.ts';
import {
  listParam,
  paramsOfQuery,
  placeParam,
  searchStateFromParams,
  type SearchState,
} from '#web/lib/search-state.ts';

type NearRadius = (typeof NEAR_RADII_KM)[number];

// The /professionals page state lives in the URL (#web/lib/search-state.ts).

/** Longest search the API accepts (DirectoryQuery.q). */
export const SEARCH_MAX = 100;

/** The filters beside the search and the chips: null is "any". */
export interface DirectoryFilters {
  /** "4 stars and up" (`rating=4`). */
  rating: '4' | null;
  rate: HourlyRateBand | null;
  delivery: DirectoryDelivery | null;
  /** Where they work: a province or district, or near a municipality within `within` km (ids). */
  province: string | null;
  district: string | null;
  near: string | null;
  within: NearRadius | null;
}
export type DirectoryFilterName = keyof DirectoryFilters;

export const NO_DIRECTORY_FILTERS: DirectoryFilters = {
  rating: null,
  rate: null,
  delivery: null,
  province: null,
  district: null,
  near: null,
  within: null,
};

/** The shared search state, the filters, and whether only verified professionals show (`verified=1`). */
export type DirectoryState = SearchState & DirectoryFilters & { verified: boolean };

export function stateFromParams(params: URLSearchParams): DirectoryState {
  return {
    ...searchStateFromParams(params, PROFESSIONAL_CATEGORIES, SEARCH_MAX),
    verified: params.get('verified') === '1',
    rating: listParam(['4'] as const, params.get('rating')),
    rate: listParam(HOURLY_RATE_BANDS, params.get('rate')),
    delivery: listParam(DIRECTORY_DELIVERY, params.get('delivery')),
    province: placeParam(params.get('province')),
    district: placeParam(params.get('district')),
    near: placeParam(params.get('near')),
    within: listParam(NEAR_RADII_KM, params.get('within')),
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
    // near a municipality is a place of its own: its district is not also a filter
    province: state.near ? undefined : (state.province ?? undefined),
    district: state.near ? undefined : (state.district ?? undefined),
    near: state.near ?? undefined,
    within: state.near ? (state.within ?? undefined) : undefined,
  };
}

/** The filters of a state. */
export function directoryFiltersOf(state: DirectoryState): DirectoryFilters {
  const { rating, rate, delivery, province, district, near, within } = state;
  return { rating, rate, delivery, province, district, near, within };
}

/** The filters that narrow the list, in the order their chips show. */
export function activeDirectoryFilters(filters: DirectoryFilters): DirectoryFilterName[] {
  // the distance is part of the "near" chip
  return (Object.keys(NO_DIRECTORY_FILTERS) as DirectoryFilterName[]).filter(
    (name) => name !== 'within' && filters[name] !== null,
  );
}

/** Some filters changed (the rest kept), back on the first page. */
export function withDirectoryFilters(state: DirectoryState, filters: Partial<DirectoryFilters>): DirectoryState {
  return { ...state, ...filters, page: 1 };
}

/** The URL query of a state: the API's, so a shared link searches the same. */
export function paramsFromState(state: DirectoryState): URLSearchParams {
  return paramsOfQuery(directoryQueryOf(state));
}

/**
 * /messages with the draft a quote request opens with (spec §2: greeting, interest in the service,
 * a quote request) and the service, which becomes an enquiry once a message is sent.
 */
export function quoteMessagePath(conversationId: string, message: string, serviceId: string): string {
  const params = new URLSearchParams({ conversation: conversationId, message, quote: serviceId });
  return `/messages?${params.toString()}`;
}
