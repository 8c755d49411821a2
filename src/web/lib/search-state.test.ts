import { describe, expect, it } from 'vitest';
import { pageCountOf, paramsOfQuery, searchStateFromParams } from './search-state.ts';

const CHIPS = ['Plumbing', 'Electrical'];
const parse = (query: string) => searchStateFromParams(new URLSearchParams(query), CHIPS, 10);

describe('search page URL state', () => {
  it('reads q, a known chip and the page, and falls back to defaults for the rest', () => {
    expect(parse('q=+pipes+&category=Plumbing&page=4')).toEqual({ q: 'pipes', category: 'Plumbing', page: 4 });
    expect(parse('category=Cooking').category).toBeNull();
    for (const page of ['0', '-1', '2.5', 'x', '1001']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse(`q=${'a'.repeat(50)}`).q).toHaveLength(10);
  });

  it('writes only the values a query has', () => {
    expect(paramsOfQuery({ q: 'wiring', category: undefined, page: 2 }).toString()).toBe('q=wiring&page=2');
    expect(paramsOfQuery({ q: undefined }).toString()).toBe('');
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
});
