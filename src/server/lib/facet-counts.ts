import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FacetCount } from '#contract/facets.ts';

// What the filter counts of every list share (docs/decisions/034-filter-counts.md): the typo
// fallback's one `count(*) filter (where …)` per option over a window of the list's own rows, and
// the index's counts merged with that row into the answer, capped as the list's total is.

/** A list's countable filters: each group's options, in the order of its answer. */
export type FacetGroups<Group extends string> = Record<Group, readonly string[]>;

/** The conditions one list's filters give, by group (absent: nothing chosen). */
export type ChosenConditions<Group extends string> = Partial<Record<Group, SQL>>;

const andAll = (conditions: readonly SQL[]) =>
  sql.join(
    conditions.map((condition) => sql` and (${condition})`),
    sql``,
  );

/**
 * One count per option of every group, in the groups' order: the rows meeting the option and
 * every OTHER group's choice, so a group's own choice never narrows its own counts. `optionSql`
 * is the list's own condition for a group with that value.
 */
export function optionCountsSql<Group extends string>(
  groups: FacetGroups<Group>,
  chosen: ChosenConditions<Group>,
  optionSql: (group: Group, value: string) => SQL,
): SQL[] {
  const names = Object.keys(groups) as Group[];
  return names.flatMap((group) => {
    const others = names.flatMap((name) => {
      const condition = chosen[name];
      return name !== group && condition ? [condition] : [];
    });
    return groups[group].map(
      (value) => sql`count(*) filter (where (${optionSql(group, value)})${andAll(others)})::int`,
    );
  });
}

/** The column of the i-th option's count: `n0`, `n1`, … */
export const countColumn = (i: number): SQL => sql`${sql.identifier(`n${i}`)}`;

/** `select <each count> as n<i>, count(*) as n from <from>`: one row of counts over a set of rows. */
export function countsRowSql(counts: readonly SQL[], from: SQL): SQL {
  return sql`select ${sql.join(
    counts.map((count, i) => sql`${count} as ${countColumn(i)}`),
    sql`, `,
  )}, count(*)::int as n from ${from}`;
}

/** A row of counts (`n0…`, and `full`: the window stopped at its size). */
export const FacetsRow = z.record(z.string(), z.union([z.number(), z.boolean()]));

/** Per group, each option's count from a list's in-memory index (null: its search finds nothing there). */
export type IndexedCounts<Group extends string> = Record<Group, Record<string, number>> | null;

/**
 * Whether a search's counts need the typo fallback's row: its index finds nothing, or nothing for
 * some option (with that option chosen, the list shows the fallback's page).
 */
export function needsFallbackCounts<Group extends string>(indexed: IndexedCounts<Group>): boolean {
  return (
    indexed === null ||
    Object.values<Record<string, number>>(indexed).some((counts) => Object.values(counts).includes(0))
  );
}

/**
 * The counts a list answers, group by group: the index's, and for an option it counts none of,
 * the typo fallback's (`fallback`'s `n0…`, in the order of `groups`). Exact up to the list's
 * `cap`; above it, or when the fallback's read stopped at its limit (`full`), a lower bound.
 */
export function facetsOf<Group extends string>(
  groups: FacetGroups<Group>,
  indexed: IndexedCounts<Group>,
  fallback: z.output<typeof FacetsRow> | undefined,
  cap: number,
): Record<Group, Record<string, FacetCount>> {
  let column = 0;
  const countOf = (group: Group, value: string): FacetCount => {
    const found = indexed?.[group][value] ?? 0;
    const n = found > 0 ? found : Number(fallback?.[`n${column}`] ?? 0);
    column++;
    return { count: Math.min(n, cap), isCapped: n > cap || (found === 0 && fallback?.full === true) };
  };
  return Object.fromEntries(
    (Object.keys(groups) as Group[]).map((group) => [
      group,
      Object.fromEntries(groups[group].map((value) => [value, countOf(group, value)])),
    ]),
  ) as Record<Group, Record<string, FacetCount>>;
}
