// The state of a search page (/jobs, /courses, /professionals) lives in the URL (?q=&category=&page=),
// so a search can be shared and Back/Forward work. What the three pages read and write alike is here;
// each page's own file knows its categories (and tabs).

/** What every search page keeps in its URL. */
export interface SearchState {
  q: string;
  /** One of the page's chips; null: the "All" chip. */
  category: string | null;
  page: number;
}

/** Pages past this are not offered; a larger number in a URL falls back to the first page. */
const MAX_PAGE = 1000;

/** `q`, `category` and `page` from a URL; a category not among `categories` is the "All" chip. */
export function searchStateFromParams(
  params: URLSearchParams,
  categories: readonly string[],
  maxQuery: number,
): SearchState {
  const categoryParam = params.get('category');
  const category = categories.find((candidate) => candidate === categoryParam) ?? null;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const q = (params.get('q') ?? '').trim().slice(0, maxQuery);
  return { q, category, page };
}

/** The URL query of an API query: the same names, defaults (undefined) left out. */
export function paramsOfQuery(query: Readonly<Record<string, string | number | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A list filter from the URL: one of `values`, or null ("any") for anything else. */
export function listParam<Value extends string>(values: readonly Value[], param: string | null): Value | null {
  return values.find((value) => value === param) ?? null;
}

/** A province, district or municipality id of the Nepal dataset from the URL; anything else is none. */
export function placeParam(value: string | null): string | null {
  return value && /^[a-z0-9-]{2,80}$/.test(value) ? value : null;
}
