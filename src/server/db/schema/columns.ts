import { sql, type SQL } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Column helpers shared by every feature table.

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Lower-cased text that search runs over. `sipalu_text_array` is an IMMUTABLE wrapper of
 * array_to_string (created in the first migration) so the expression can be a generated column.
 */
export function searchDocument(...parts: SQL[]): SQL {
  return sql`lower(${sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  )})`;
}

export const textArray = (column: SQL) => sql`sipalu_text_array(${column})`;
