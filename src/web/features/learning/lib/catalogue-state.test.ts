import { describe, expect, it } from 'vitest';
import { CatalogueQuery } from '#contract/catalogue.ts';
import {
  DEFAULT_STATE,
  SEARCH_MAX,
  catalogueQueryOf,
  paramsFromState,
  stateFromParams,
  withCategory,
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
    });
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
    const state = { q: 'web', tab: 'tech' as const, category: 'Web Development', page: 2 };
    expect(stateFromParams(paramsFromState(state))).toEqual(state);
    expect(paramsFromState(state).toString()).toBe('q=web&tab=tech&category=Web+Development&page=2');
  });

  it('is a query the API schema accepts', () => {
    const state = { q: 'web', tab: 'tech' as const, category: 'Web Development', page: 2 };
    const parsed = CatalogueQuery.parse(Object.fromEntries(paramsFromState(state)));
    expect(parsed).toEqual({ q: 'web', tab: 'tech', category: 'Web Development', page: 2 });
  });
});

describe('changes', () => {
  const state = { q: 'farm', tab: 'trades' as const, category: 'Modern Agriculture', page: 4 };

  it('resets the chip to All and the page to 1 when the tab changes (spec §2)', () => {
    expect(withTab(state, 'tech')).toEqual({ q: 'farm', tab: 'tech', category: null, page: 1 });
    expect(withTab(state, 'trades')).toBe(state);
  });

  it('goes back to the first page on a new chip or search', () => {
    expect(withCategory(state, null)).toEqual({ ...state, category: null, page: 1 });
    expect(withQuery(state, 'goats')).toEqual({ ...state, q: 'goats', page: 1 });
    expect(withPage(state, 2)).toEqual({ ...state, page: 2 });
    expect(withPage(state, 0).page).toBe(1);
  });
});
