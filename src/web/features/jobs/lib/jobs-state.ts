import { JOB_LIST_CHIPS } from '#contract/lists.ts';

// The /jobs page state lives in the URL (?q=&category=&page=) so a search can be shared and
// Back/Forward work, as on /courses.

/** Longest search sent to the API. */
export const JOB_SEARCH_MAX = 100;

export interface JobsState {
  q: string;
  /** One of the list chips (spec §9); null: the "All" chip. */
  category: string | null;
  page: number;
}

export const DEFAULT_JOBS_STATE: JobsState = { q: '', category: null, page: 1 };

/** Reads the page state from the URL; anything unknown falls back to its default. */
export function jobsStateFromParams(params: URLSearchParams): JobsState {
  const categoryParam = params.get('category');
  const category = (JOB_LIST_CHIPS as readonly string[]).includes(categoryParam ?? '') ? categoryParam : null;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 1000 ? pageNumber : 1;
  const q = (params.get('q') ?? '').trim().slice(0, JOB_SEARCH_MAX);
  return { q, category, page };
}

/** The URL query of a state; defaults are left out so `/jobs` stays clean. */
export function paramsFromJobsState(state: JobsState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function withJobsQuery(state: JobsState, q: string): JobsState {
  return { ...state, q: q.slice(0, JOB_SEARCH_MAX), page: 1 };
}

export function withJobsCategory(state: JobsState, category: string | null): JobsState {
  return { ...state, category, page: 1 };
}

export function withJobsPage(state: JobsState, page: number): JobsState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
