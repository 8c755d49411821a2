import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '#server/lib/app-error.ts';
import { isUuid } from '#contract/ids.ts';

// Keyset paging, newest first, over (created_at, id): a page costs the same at row 10 and at row
// 100,000, and rows written meanwhile neither repeat nor vanish between pages.

/** The cursor text of a row: its created_at as Postgres prints it, and its id. */
export const cursorOf = (createdAt: AnyColumn, id: AnyColumn) => sql<string>`${createdAt}::text || '|' || ${id}`;

/** The condition "older than the cursor"; a cursor that is not one of ours is 400. */
export function olderThan(cursor: string, createdAt: AnyColumn, id: AnyColumn): SQL {
  const [at, rowId] = cursor.split('|');
  if (!at || !rowId || !isUuid(rowId) || Number.isNaN(Date.parse(at))) {
    throw new AppError('VALIDATION_ERROR', 'staff.errors.badCursor');
  }
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${rowId}::uuid)`;
}

/** The page of `rows` (fetched one longer than `size`) and the cursor to the next page. */
export function pageOf<T extends { cursor: string }>(rows: T[], size: number) {
  const page = rows.slice(0, size);
  return { page, nextCursor: rows.length > size ? (page.at(-1)?.cursor ?? null) : null };
}
