import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOBS_STATE,
  JOB_SEARCH_MAX,
  jobsStateFromParams,
  paramsFromJobsState,
  withJobsCategory,
  withJobsPage,
  withJobsQuery,
  withJobsVerified,
} from './jobs-state.ts';

const parse = (query: string) => jobsStateFromParams(new URLSearchParams(query));

describe('/jobs URL state', () => {
  it('defaults to every job on the first page', () => {
    expect(parse('')).toEqual(DEFAULT_JOBS_STATE);
  });

  it('reads q, a list chip and the page', () => {
    expect(parse('q=+chef+&category=Hospitality+%26+Tourism&page=2')).toEqual({
      q: 'chef',
      category: 'Hospitality & Tourism',
      page: 2,
      verified: false,
    });
  });

  it('keeps "Verified employers only" in the URL as verified=1, back on the first page', () => {
    expect(parse('verified=1').verified).toBe(true);
    expect(parse('verified=yes').verified).toBe(false);
    const state = withJobsVerified({ ...DEFAULT_JOBS_STATE, page: 3 }, true);
    expect(state).toMatchObject({ verified: true, page: 1 });
    expect(paramsFromJobsState(state).toString()).toBe('verified=1');
  });

  it('ignores a category that is not a chip and a bad page, and cuts a long search', () => {
    expect(parse('category=Technology').category).toBeNull();
    for (const page of ['0', '-1', '2.5', 'x', '1001']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse(`q=${'a'.repeat(200)}`).q).toHaveLength(JOB_SEARCH_MAX);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(paramsFromJobsState(DEFAULT_JOBS_STATE).toString()).toBe('');
    const state = { q: 'react', category: 'Web Development', page: 3, verified: true };
    expect(jobsStateFromParams(paramsFromJobsState(state))).toEqual(state);
  });

  it('a new search or chip goes back to the first page', () => {
    const onPage3 = { q: 'cook', category: null, page: 3, verified: false };
    expect(withJobsQuery(onPage3, 'chef').page).toBe(1);
    expect(withJobsCategory(onPage3, 'Modern Agriculture')).toEqual({
      q: 'cook',
      category: 'Modern Agriculture',
      page: 1,
      verified: false,
    });
    expect(withJobsPage(onPage3, 0).page).toBe(1);
  });
});
