import { useSearchParams } from 'react-router';

/**
 * A page's state kept in its URL query (search, tab, chip, page), so a search can be shared and
 * Back undoes it. `change` starts from the URL as it is now, not as last rendered: React Router
 * renders a navigation as a transition, so a chip tapped while a typed search waits to run (or a
 * search sent before the chip's page has rendered) would otherwise undo the other.
 */
export function useUrlState<State>(
  parse: (params: URLSearchParams) => State,
  serialize: (state: State) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const change = (next: (current: State) => State, replace = false) =>
    setParams(serialize(next(parse(new URLSearchParams(window.location.search)))), {
      replace,
      preventScrollReset: true,
    });
  return [parse(params), change] as const;
}
