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
  const { rows } = (await db.execute(query)) as { rows: unknown[] };
  return rows.map((row) => schema.parse(row));
}
