import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import type { QueryOf } from '#web/lib/api-client.ts';
import { paramsOfQuery, searchStateFromParams, type SearchState } from '#web/lib/search-state.ts';

// The /jobs page state lives in the URL (#web/lib/search-state.ts).

/** Longest search sent to the API. */
export const JOB_SEARCH_MAX = 100;

/** `category`: one of the list chips (spec §9); `verified`: "Verified employers only" (?verified=1). */
export type JobsState = SearchState & { verified: boolean };

export const DEFAULT_JOBS_STATE: JobsState = { q: '', category: null, page: 1, verified: false };

/** Reads the page state from the URL; anything unknown falls back to its default. */
export function jobsStateFromParams(params: URLSearchParams): JobsState {
  return { ...searchStateFromParams(params, JOB_LIST_CHIPS, JOB_SEARCH_MAX), verified: params.get('verified') === '1' };
}

/** The API query of a state (GET /api/jobs); defaults are left out. */
export function jobsQueryOf(state: JobsState): QueryOf<'/jobs'> {
  return {
    q: state.q.trim() || undefined,
    category: JOB_LIST_CHIPS.find((chip) => chip === state.category),
    page: state.page > 1 ? state.page : undefined,
    verified: state.verified ? '1' : undefined,
  };
}

/** The URL query of a state: the API's, so `/jobs` stays clean and a shared link searches the same. */
export function paramsFromJobsState(state: JobsState): URLSearchParams {
  return paramsOfQuery(jobsQueryOf(state));
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

export function withJobsVerified(state: JobsState, verified: boolean): JobsState {
  return { ...state, verified, page: 1 };
}
