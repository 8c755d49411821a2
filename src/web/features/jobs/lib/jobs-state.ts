import { JOBS_LOCATION_MAX, POSTED_WITHIN, SALARY_BANDS } from '#contract/jobs-rules.ts';
import type { PostedWithin, SalaryBand } from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_LIST_CHIPS, JOB_TYPES } from '#contract/lists.ts';
import type { ExperienceLevel, JobType } from '#contract/lists.ts';
import type { QueryOf } from '#web/lib/api-client.ts';
import {
  listParam as oneOf,
  paramsOfQuery,
  placeParam,
  searchStateFromParams,
  type SearchState,
} from '#web/lib/search-state.ts';

// The /jobs page state lives in the URL (#web/lib/search-state.ts).

/** Longest search sent to the API. */
export const JOB_SEARCH_MAX = 100;

/** The filters beside the search and the chips: null (or '' for the location) is "any". */
export interface JobsFilters {
  type: JobType | null;
  level: ExperienceLevel | null;
  salary: SalaryBand | null;
  /** Part of the location, as typed. */
  location: string;
  posted: PostedWithin | null;
  /** A province and a district of the Nepal dataset (ids). */
  province: string | null;
  district: string | null;
  /** "Verified employers only" (?verified=1). */
  verified: boolean;
}
export type JobsFilterName = keyof JobsFilters;

/** `category`: one of the list chips (spec §9); the filters as the URL names them. */
export type JobsState = SearchState & JobsFilters;

export const NO_JOBS_FILTERS: JobsFilters = {
  type: null,
  level: null,
  salary: null,
  location: '',
  posted: null,
  province: null,
  district: null,
  verified: false,
};

export const DEFAULT_JOBS_STATE: JobsState = { q: '', category: null, page: 1, ...NO_JOBS_FILTERS };

/** Reads the page state from the URL; anything unknown falls back to its default. */
export function jobsStateFromParams(params: URLSearchParams): JobsState {
  return {
    ...searchStateFromParams(params, JOB_LIST_CHIPS, JOB_SEARCH_MAX),
    type: oneOf(JOB_TYPES, params.get('type')),
    level: oneOf(EXPERIENCE_LEVELS, params.get('level')),
    salary: oneOf(SALARY_BANDS, params.get('salary')),
    location: (params.get('location') ?? '').trim().slice(0, JOBS_LOCATION_MAX),
    posted: oneOf(POSTED_WITHIN, params.get('posted')),
    province: placeParam(params.get('province')),
    district: placeParam(params.get('district')),
    verified: params.get('verified') === '1',
  };
}

/** The API query of a state (GET /api/jobs); defaults are left out, the rest in one fixed order. */
export function jobsQueryOf(state: JobsState): QueryOf<'/jobs'> {
  return {
    q: state.q.trim() || undefined,
    category: JOB_LIST_CHIPS.find((chip) => chip === state.category),
    type: state.type ?? undefined,
    level: state.level ?? undefined,
    salary: state.salary ?? undefined,
    location: state.location.trim() || undefined,
    posted: state.posted ?? undefined,
    province: state.province ?? undefined,
    district: state.district ?? undefined,
    verified: state.verified ? '1' : undefined,
    page: state.page > 1 ? state.page : undefined,
  };
}

/** The URL query of a state: the API's, so `/jobs` stays clean and a shared link searches the same. */
export function paramsFromJobsState(state: JobsState): URLSearchParams {
  return paramsOfQuery(jobsQueryOf(state));
}

/** The filters of a state. */
export function jobsFiltersOf(state: JobsState): JobsFilters {
  const { type, level, salary, location, posted, province, district, verified } = state;
  return { type, level, salary, location, posted, province, district, verified };
}

/** The filters that narrow the list, in the order their chips show. */
export function activeJobsFilters(filters: JobsFilters): JobsFilterName[] {
  return (Object.keys(NO_JOBS_FILTERS) as JobsFilterName[]).filter((name) =>
    name === 'location' ? filters.location.trim() !== '' : Boolean(filters[name]),
  );
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

/** Some filters changed (the rest kept), back on the first page. */
export function withJobsFilters(state: JobsState, filters: Partial<JobsFilters>): JobsState {
  return { ...state, ...filters, location: (filters.location ?? state.location).slice(0, JOBS_LOCATION_MAX), page: 1 };
}

/** One filter removed (its chip's "clear"). */
export function withoutJobsFilter(state: JobsState, name: JobsFilterName): JobsState {
  return withJobsFilters(state, { [name]: NO_JOBS_FILTERS[name] });
}

/** Every filter removed ("Clear all"); the search and the chip stay. */
export function withoutJobsFilters(state: JobsState): JobsState {
  return withJobsFilters(state, NO_JOBS_FILTERS);
}
