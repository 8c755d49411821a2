import { describe, expect, it } from 'vitest';
import { searchStateFromParams, type SearchState } from './search-state.ts';
import { nextUrlQuery } from './use-url-state.ts';

// The pending search of issue 36: typed on /jobs, its pause ends after a result was tapped.

const parse = (params: URLSearchParams) => searchStateFromParams(params, ['Plumbing'], 100);
const serialize = (state: SearchState) => {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};
const search = (q: string) => (current: SearchState) => ({ ...current, q, page: 1 });

describe('a change of a list page’s URL state', () => {
  it('starts from the URL as it is now, so a chip tapped since is kept', () => {
    const query = nextUrlQuery(
      '/jobs',
      { pathname: '/jobs', search: '?category=Plumbing' },
      parse,
      serialize,
      search('pipe'),
    );
    expect(query?.toString()).toBe('q=pipe&category=Plumbing');
  });

  it('is dropped once the browser has left the list for a result', () => {
    for (const now of [
      { pathname: '/jobs/5c1b0e2e-0000-4000-8000-000000000001', search: '' },
      { pathname: '/courses', search: '' },
    ])
      expect(nextUrlQuery('/jobs', now, parse, serialize, search('pipe'))).toBeNull();
  });
});
