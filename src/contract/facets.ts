import { z } from 'zod';

// Per-option counts beside a list's filters (docs/decisions/034-filter-counts.md).

/**
 * How many results the list would have with one filter option on top of the search and the other
 * filters: exact up to the list's cap; otherwise a lower bound (`isCapped`: "100+", "37+").
 */
export const FacetCount = z.object({ count: z.number().int().min(0), isCapped: z.boolean() });
export type FacetCount = z.infer<typeof FacetCount>;

/** One filter's options, each with its count (every option named, so the typed client requires each). */
export const facetCounts = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.object(Object.fromEntries(values.map((value) => [value, FacetCount])) as Record<Values[number], typeof FacetCount>);
