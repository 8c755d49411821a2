import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import type { QueryOf } from '#web/lib/api-client.ts';
import { paramsOfQuery, searchStateFromParams, type SearchState } from '#web/lib/search-state.ts';

// The /professionals page state lives in the URL (#web/lib/search-state.ts).

/** Longest search the API accepts (DirectoryQuery.q). */
export const SEARCH_MAX = 100;

/** The shared search state, and whether only verified professionals show (`verified=1`). */
export type DirectoryState = SearchState & { verified: boolean };

export function stateFromParams(params: URLSearchParams): DirectoryState {
  return {
    ...searchStateFromParams(params, PROFESSIONAL_CATEGORIES, SEARCH_MAX),
    verified: params.get('verified') === '1',
  };
}

/** The API query of a state (GET /api/professionals); defaults are left out. */
export function directoryQueryOf(state: DirectoryState): QueryOf<'/professionals'> {
  return {
    q: state.q.trim() || undefined,
    category: PROFESSIONAL_CATEGORIES.find((candidate) => candidate === state.category),
    page: state.page > 1 ? state.page : undefined,
    verified: state.verified ? '1' : undefined,
  };
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
