import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import type { QueryOf } from '#web/lib/api-client.ts';

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

/** The API query of a state (GET /api/jobs); defaults are left out. */
export function jobsQueryOf(state: JobsState): QueryOf<'/jobs'> {
  return {
    q: state.q.trim() || undefined,
    category: JOB_LIST_CHIPS.find((chip) => chip === state.category),
    page: state.page > 1 ? state.page : undefined,
  };
}

/** The URL query of a state: the API's, so `/jobs` stays clean and a shared link searches the same. */
export function paramsFromJobsState(state: JobsState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(jobsQueryOf(state))) {
    if (value !== undefined) params.set(name, String(value));
  }
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
