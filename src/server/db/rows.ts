import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from './client.ts';

// Raw SQL (search statements, reports) is typed `unknown` by Drizzle over our two drivers; its
// rows are parsed here, so a renamed or retyped column fails at the query, not later in a mapper.

/**
 * The rows of a raw query, each parsed with `schema` (PGlite and node-postgres both answer
 * `{ rows }`). Use Drizzle's typed builder instead wherever it can express the query.
 */
export async function rowsOf<S extends z.ZodType>(
  db: Pick<Db, 'execute'>,
  schema: S,
  query: SQL,
): Promise<z.output<S>[]> {
  return (await unparsedRowsOf(db, query)).map((row) => schema.parse(row));
}

/**
 * The rows of a raw query as the driver answers them, for a caller that parses each row itself
 * because it must go on past one it cannot read (the search indexes, lib/search/live-index.ts).
 */
export async function unparsedRowsOf(db: Pick<Db, 'execute'>, query: SQL): Promise<unknown[]> {
  const { rows } = (await db.execute(query)) as { rows: unknown[] };
  return rows;
}
