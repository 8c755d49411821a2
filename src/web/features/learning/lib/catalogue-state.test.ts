import { describe, expect, it } from 'vitest';
import { CatalogueQuery } from '#contract/catalogue.ts';
import {
  DEFAULT_STATE,
  SEARCH_MAX,
  catalogueQueryOf,
  paramsFromState,
  stateFromParams,
  NO_CATALOGUE_FILTERS,
  withCategory,
  withFilters,
  withoutFilter,
  withoutFilters,
  withPage,
  withQuery,
  withTab,
} from './catalogue-state.ts';

const parse = (query: string) => stateFromParams(new URLSearchParams(query));

describe('URL → state', () => {
  it('defaults to everything on the first page', () => {
    expect(parse('')).toEqual(DEFAULT_STATE);
  });

  it('reads q, tab, category and page', () => {
    expect(parse('q=+plumbing+&tab=trades&category=Construction+%26+Trades&page=3')).toEqual({
      q: 'plumbing',
      tab: 'trades',
      category: 'Construction & Trades',
      page: 3,
      ...NO_CATALOGUE_FILTERS,
    });
  });

  it('reads the filters, and drops an unknown value', () => {
    expect(parse('format=online&price=10k-50k&duration=3-6m&level=1')).toEqual({
      ...DEFAULT_STATE,
      format: 'online',
      price: '10k-50k',
      duration: '3-6m',
      level: '1',
    });
    expect(parse('format=remote&price=cheap&duration=2y&level=9')).toEqual(DEFAULT_STATE);
  });

  it('drops a chip that does not belong to the tab, an unknown tab and a bad page', () => {
    expect(parse('tab=tech&category=Workshop')).toEqual({ ...DEFAULT_STATE, tab: 'tech' });
    expect(parse('tab=cooking&category=Workshop')).toEqual({ ...DEFAULT_STATE, category: 'Workshop' });
    expect(parse('category=Nonsense').category).toBeNull();
    for (const page of ['0', '-2', '1.5', 'two', '1001']) expect(parse(`page=${page}`).page).toBe(1);
  });

  it('cuts a search to what the API accepts', () => {
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(SEARCH_MAX);
  });
});

describe('state → URL', () => {
  it('leaves defaults out', () => {
    expect(paramsFromState(DEFAULT_STATE).toString()).toBe('');
    expect(catalogueQueryOf(DEFAULT_STATE)).toEqual({});
  });

  it('round-trips', () => {
    const state = { ...DEFAULT_STATE, q: 'web', tab: 'tech' as const, category: 'Web Development', page: 2 };
    expect(stateFromParams(paramsFromState(state))).toEqual(state);
    expect(paramsFromState(state).toString()).toBe('q=web&tab=tech&category=Web+Development&page=2');
    const filtered = { ...state, format: 'hybrid' as const, price: 'paid' as const, level: '2' as const };
    expect(stateFromParams(paramsFromState(filtered))).toEqual(filtered);
    expect(paramsFromState(filtered).toString()).toBe(
      'q=web&tab=tech&category=Web+Development&format=hybrid&price=paid&level=2&page=2',
    );
  });

  it('is a query the API schema accepts', () => {
    const state = { ...DEFAULT_STATE, q: 'web', tab: 'tech' as const, category: 'Web Development', page: 2 };
    const parsed = CatalogueQuery.parse(Object.fromEntries(paramsFromState({ ...state, duration: '1-3m' })));
    expect(parsed).toEqual({ q: 'web', tab: 'tech', category: 'Web Development', page: 2, duration: '1-3m' });
  });
});

describe('changes', () => {
  const state = { ...DEFAULT_STATE, q: 'farm', tab: 'trades' as const, category: 'Modern Agriculture', page: 4 };

  it('resets the chip to All and the page to 1 when the tab changes (spec §2)', () => {
    expect(withTab(state, 'tech')).toEqual({ ...DEFAULT_STATE, q: 'farm', tab: 'tech', category: null, page: 1 });
    expect(withTab(state, 'trades')).toBe(state);
  });

  it('goes back to the first page on a new chip or search', () => {
    expect(withCategory(state, null)).toEqual({ ...state, category: null, page: 1 });
    expect(withQuery(state, 'goats')).toEqual({ ...state, q: 'goats', page: 1 });
    expect(withPage(state, 2)).toEqual({ ...state, page: 2 });
    expect(withPage(state, 0).page).toBe(1);
  });

  it('sets, removes one and clears the filters, keeping the search, tab and chip, back on page 1', () => {
    const filtered = withFilters(state, { price: 'free', level: '1' });
    expect(filtered).toEqual({ ...state, price: 'free', level: '1', page: 1 });
    expect(withoutFilter(filtered, 'price')).toEqual({ ...state, level: '1', page: 1 });
    expect(withoutFilters({ ...filtered, page: 3 })).toEqual({ ...state, page: 1 });
  });
});
