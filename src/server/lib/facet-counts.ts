import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FacetCount } from '#contract/facets.ts';

// What the filter counts of every list share (docs/decisions/034-filter-counts.md): one
// `count(*) filter (where …)` per option over a window of the list's own rows, and the row of
// counts turned into the answer, capped as the list's total is.

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

/** A window's count as the API answers it: capped as the list's total is. */
function facetCountOf(n: number, cap: number, windowFull: boolean): FacetCount {
  return { count: Math.min(n, cap), isCapped: n > cap || windowFull };
}

/**
 * Turns a row of counts into the answer, group by group: exact up to the list's `cap`; above it,
 * or for every option when the window stopped at its size (`full`), a lower bound.
 */
export function facetsOf<Group extends string>(
  groups: FacetGroups<Group>,
  row: z.output<typeof FacetsRow>,
  cap: number,
): Record<Group, Record<string, FacetCount>> {
  const windowFull = row.full === true;
  let column = 0;
  return Object.fromEntries(
    (Object.keys(groups) as Group[]).map((group) => [
      group,
      Object.fromEntries(
        groups[group].map((value) => [value, facetCountOf(Number(row[`n${column++}`]), cap, windowFull)]),
      ),
    ]),
  ) as Record<Group, Record<string, FacetCount>>;
}
