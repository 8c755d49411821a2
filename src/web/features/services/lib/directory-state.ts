import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import type { QueryOf } from '#web/lib/api-client.ts';

// The /professionals page state lives in the URL (?q=&category=&page=) so a search can be shared.

/** Longest search the API accepts (DirectoryQuery.q). */
export const SEARCH_MAX = 100;

export interface DirectoryState {
  q: string;
  /** null: the "All" chip. */
  category: string | null;
  page: number;
}

export function stateFromParams(params: URLSearchParams): DirectoryState {
  const categoryParam = params.get('category');
  const category = PROFESSIONAL_CATEGORIES.find((candidate) => candidate === categoryParam) ?? null;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 1000 ? pageNumber : 1;
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  return { q, category, page };
}

/** The API query of a state (GET /api/professionals); defaults are left out. */
export function directoryQueryOf(state: DirectoryState): QueryOf<'/professionals'> {
  return {
    q: state.q.trim() || undefined,
    category: PROFESSIONAL_CATEGORIES.find((candidate) => candidate === state.category),
    page: state.page > 1 ? state.page : undefined,
  };
}

/** The URL query of a state: the API's, so a shared link searches the same. */
export function paramsFromState(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(directoryQueryOf(state))) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

/** The draft /messages opens with (spec §2): greeting, interest in the service, a quote request. */
export function quoteMessagePath(conversationId: string, message: string): string {
  const params = new URLSearchParams({ conversation: conversationId, message });
  return `/messages?${params.toString()}`;
}
