import { sql, type SQL } from 'drizzle-orm';

// The statements a live index (live-index.ts; docs/decisions/036, 037) asks the database with, to
// learn what changed among its tables since it last looked: rows written since (`search_xid`,
// stamped by a trigger on every write) and rows deleted since (`search_removals`).

/** Where the index last looked: a transaction id, and the ids at or past it whose writes it has read. */
export interface Seen {
  since: string;
  recent: readonly string[];
}

/** Rows of `alias` (a table with `search_xid`) written by a transaction the index has not read. */
export const unseenSql = (alias: string, { since, recent }: Seen): SQL =>
  sql`${sql.raw(alias)}.search_xid >= ${since}::xid8 and ${sql.raw(alias)}.search_xid <> all(string_to_array(${recent.join(',')}, ',')::xid8[])`;

/** Whether any of `tables` was written, or lost a row, since `seen`. */
export function changedSql(tables: readonly string[], seen: Seen): SQL {
  const written = tables.map((table) => sql`exists (select 1 from ${sql.raw(table)} t where ${unseenSql('t', seen)})`);
  return sql.join(
    [...written, sql`exists (select 1 from search_removals r where ${removedSql(tables, seen)})`],
    sql` or `,
  );
}

/**
 * The rows written since the index last looked (none seen yet: every listed row), with the
 * snapshot's oldest running transaction, where the next look starts: a transaction this read
 * cannot see is that one or later. Ids deleted since come in `removed` (JSON). `rows(changed)`
 * selects the tables' rows where `changed(alias, listed)` holds (see `LiveSource`).
 */
export function changesSql(
  tables: readonly string[],
  rows: (changed: (alias: string, listed: SQL) => SQL) => SQL,
  seen: Seen | null,
): SQL {
  const removed =
    seen === null
      ? sql`'[]'`
      : sql`(select coalesce(json_agg(json_build_array(r.id, r.search_xid::text)), '[]')::text
        from search_removals r where ${removedSql(tables, seen)})`;
  const changed = (alias: string, listed: SQL) => (seen === null ? listed : unseenSql(alias, seen));
  return sql`select x.xmin, x.removed, j.* from (
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, ${removed} as removed
    ) x left join lateral (${rows(changed)}) j on true`;
}

/** The ids among `ids` whose row is no longer in any of `tables` (as `id`). */
export function goneSql(tables: readonly string[], ids: readonly string[]): SQL {
  const held = tables.map((table) => sql`exists (select 1 from ${sql.raw(table)} t where t.id = x.id)`);
  return sql`select x.id::text as id from unnest(${`{${ids.join(',')}}`}::uuid[]) x(id) where not (${sql.join(held, sql` or `)})`;
}

/** Rows of `search_removals` for `tables` deleted since `seen`. */
function removedSql(tables: readonly string[], seen: Seen): SQL {
  const sources = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  return sql`r.source in (${sources}) and ${unseenSql('r', seen)}`;
}
