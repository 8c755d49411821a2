import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';

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

export function paramsFromState(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function apiPathOf(state: DirectoryState): string {
  const query = paramsFromState(state).toString();
  return query ? `/api/professionals?${query}` : '/api/professionals';
}

/** The draft /messages opens with (spec §2): greeting, interest in the service, a quote request. */
export function quoteMessagePath(conversationId: string, message: string): string {
  const params = new URLSearchParams({ conversation: conversationId, message });
  return `/messages?${params.toString()}`;
}
