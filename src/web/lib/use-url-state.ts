import { useLocation, useSearchParams } from 'react-router';

/**
 * The URL query a change of a page's state makes, from the URL as it is now; null once the
 * browser has left the page. A search typed a moment before a result was tapped still waits for
 * its pause, and the page stays on screen while the result's page loads (navigations render in a
 * transition): sent then, the search would push the list's URL over the result.
 */
export function nextUrlQuery<State>(
  pagePath: string,
  now: { pathname: string; search: string },
  parse: (params: URLSearchParams) => State,
  serialize: (state: State) => URLSearchParams,
  next: (current: State) => State,
): URLSearchParams | null {
  if (now.pathname !== pagePath) return null;
  return serialize(next(parse(new URLSearchParams(now.search))));
}

/**
 * A page's state kept in its URL query (search, tab, chip, page), so a search can be shared and
 * Back undoes it. `change` starts from the URL as it is now, not as last rendered: React Router
 * renders a navigation as a transition, so a chip tapped while a typed search waits to run (or a
 * search sent before the chip's page has rendered) would otherwise undo the other. A change that
 * arrives after the browser has left the page is dropped (`nextUrlQuery`).
 */
export function useUrlState<State>(
  parse: (params: URLSearchParams) => State,
  serialize: (state: State) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const change = (next: (current: State) => State, replace = false) => {
    const query = nextUrlQuery(pathname, window.location, parse, serialize, next);
    if (query) setParams(query, { replace, preventScrollReset: true });
  };
  return [parse(params), change] as const;
}
