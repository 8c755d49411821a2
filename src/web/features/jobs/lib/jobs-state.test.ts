import { describe, expect, it } from 'vitest';
import {
  activeJobsFilters,
  DEFAULT_JOBS_STATE,
  NO_JOBS_FILTERS,
  JOB_SEARCH_MAX,
  jobsStateFromParams,
  paramsFromJobsState,
  withJobsCategory,
  withJobsFilters,
  withJobsPage,
  withJobsQuery,
  withJobsVerified,
  withoutJobsFilter,
  withoutJobsFilters,
} from './jobs-state.ts';

const parse = (query: string) => jobsStateFromParams(new URLSearchParams(query));

describe('/jobs URL state', () => {
  it('defaults to every job on the first page', () => {
    expect(parse('')).toEqual(DEFAULT_JOBS_STATE);
  });

  it('reads q, a list chip and the page', () => {
    expect(parse('q=+chef+&category=Hospitality+%26+Tourism&page=2')).toEqual({
      ...DEFAULT_JOBS_STATE,
      q: 'chef',
      category: 'Hospitality & Tourism',
      page: 2,
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
    const state = { ...DEFAULT_JOBS_STATE, q: 'react', category: 'Web Development', page: 3, verified: true };
    expect(jobsStateFromParams(paramsFromJobsState(state))).toEqual(state);
  });

  it('a new search or chip goes back to the first page', () => {
    const onPage3 = { ...DEFAULT_JOBS_STATE, q: 'cook', page: 3 };
    expect(withJobsQuery(onPage3, 'chef').page).toBe(1);
    expect(withJobsCategory(onPage3, 'Modern Agriculture')).toEqual({
      ...DEFAULT_JOBS_STATE,
      q: 'cook',
      category: 'Modern Agriculture',
      page: 1,
    });
    expect(withJobsPage(onPage3, 0).page).toBe(1);
  });

  it('reads each filter from the URL, and drops values no list has', () => {
    expect(parse('type=Part-time&level=Entry+Level&salary=20k-40k&location=+Pokhara+&posted=7d&verified=1')).toEqual({
      ...DEFAULT_JOBS_STATE,
      type: 'Part-time',
      level: 'Entry Level',
      salary: '20k-40k',
      location: 'Pokhara',
      posted: '7d',
      verified: true,
    });
    expect(parse('type=Fulltime&level=Guru&salary=1000000&posted=1y')).toEqual(DEFAULT_JOBS_STATE);
    expect(parse(`location=${'b'.repeat(300)}`).location).toHaveLength(100);
    expect(parse('province=gandaki&district=kaski')).toMatchObject({ province: 'gandaki', district: 'kaski' });
    expect(parse('province=Gandaki%3B&district=')).toMatchObject({ province: null, district: null });
    expect(paramsFromJobsState({ ...DEFAULT_JOBS_STATE, district: 'kaski', province: 'gandaki' }).toString()).toBe(
      'province=gandaki&district=kaski',
    );
  });

  it('writes the filters in one order whatever was changed first, and round-trips', () => {
    const a = withJobsFilters(withJobsFilters(DEFAULT_JOBS_STATE, { salary: '100k-plus' }), { type: 'Contract' });
    const b = withJobsFilters(withJobsFilters(DEFAULT_JOBS_STATE, { type: 'Contract' }), { salary: '100k-plus' });
    expect(paramsFromJobsState(a).toString()).toBe('type=Contract&salary=100k-plus');
    expect(paramsFromJobsState(b).toString()).toBe(paramsFromJobsState(a).toString());
    const all = {
      ...DEFAULT_JOBS_STATE,
      q: 'cook',
      category: 'Hospitality & Tourism',
      type: 'Full-time',
      level: 'Mid Level',
      salary: 'negotiable',
      location: 'Kathmandu',
      posted: '24h',
      verified: true,
      page: 2,
    } as const;
    expect(jobsStateFromParams(paramsFromJobsState(all))).toEqual(all);
  });

  it('a filter goes back to the first page; its chip clears it alone; "clear all" keeps the search and chip', () => {
    const state = {
      ...DEFAULT_JOBS_STATE,
      q: 'cook',
      category: 'Hospitality & Tourism',
      type: 'Full-time',
      location: 'Pokhara',
      verified: true,
      page: 4,
    } as const;
    expect(withJobsFilters(state, { posted: '30d' })).toMatchObject({ posted: '30d', type: 'Full-time', page: 1 });
    expect(activeJobsFilters(state)).toEqual(['type', 'location', 'verified']);
    expect(withoutJobsFilter(state, 'location')).toMatchObject({ location: '', type: 'Full-time', page: 1 });
    expect(activeJobsFilters(withoutJobsFilter(state, 'type'))).toEqual(['location', 'verified']);
    expect(withoutJobsFilters(state)).toEqual({ ...DEFAULT_JOBS_STATE, q: 'cook', category: 'Hospitality & Tourism' });
    expect(activeJobsFilters({ ...NO_JOBS_FILTERS, location: '   ' })).toEqual([]);
  });
});
