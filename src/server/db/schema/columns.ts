import { sql, type SQL } from 'drizzle-orm';
import { check, customType, pgEnum, text, timestamp, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { HIDDEN_CAUSES } from '#contract/trust-lists.ts';

// Column helpers shared by every feature table.

export const hiddenCauseEnum = pgEnum('hidden_cause', HIDDEN_CAUSES);

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

/**
 * Refuses a text[] value that is not a plain list of strings (a NULL element, two dimensions, or
 * bounds not starting at 1): the search indexes and the API read these columns as `string[]`, and a
 * row written outside the app (a manual fix, an import, a restored backup) must fail at the write,
 * not later in a reader (migration 0024).
 */
export const textListCheck = (name: string, column: AnyPgColumn) => check(name, sql`sipalu_is_text_list(${column})`);

/**
 * The id of the transaction that last wrote a row (`xid8`, set by a trigger): an in-memory search
 * index reads the rows written since it last looked (docs/decisions/036).
 */
export const writerXid = (name: string) =>
  customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' })(name)
    .notNull()
    .default(sql`pg_current_xact_id()`);

/** A `tsvector`: the catalogue stores its documents' vectors so matching never re-parses text. */
export const searchVector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * Lower-cased title (and Nepali title) that relevance and the typo fallback look at: short, so
 * trigram matching over it is cheap where over whole documents it is not.
 */
export const searchTitle = (title: SQL, titleNe: SQL) => sql`lower(${title} || ' ' || coalesce(${titleNe}, ''))`;

/**
 * Moderation state of a public item (job, service, program, review, message, profile). Hidden
 * items leave every public read; nothing is deleted, so staff can restore them.
 */
export const moderationColumns = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
  hiddenCause: hiddenCauseEnum('hidden_cause'),
});

/**
 * Where an item is, as ids of the committed Nepal dataset (src/contract/locations, decision 031):
 * the district and, when known, the local level (municipality or rural municipality). The text
 * column beside them keeps what people wrote. A trigger fills both from that text when a writer
 * gives none and a district or city name matches (migration 0013_places).
 */
export const placeColumns = () => ({
  districtId: varchar('district_id', { length: 40 }),
  localLevelId: varchar('local_level_id', { length: 80 }),
});
