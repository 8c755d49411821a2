import { z } from 'zod';

/**
 * A row a search index could not read (a value its schema refuses, e.g. written by hand outside
 * the app): it is left out, as an unlisted row is, until it is written again. `problems` name the
 * columns and what is wrong with them, never their values.
 */
export interface UnreadableRow {
  index: string;
  id: string;
  problems: string[];
}

/** Told of each row an index skips (deps.ts logs it and counts it in /metrics). */
export type OnUnreadableRow = (row: UnreadableRow) => void;

/** What is wrong with a row, from the error reading it threw: each column's path and problem. */
export function problemsOf(error: unknown): string[] {
  if (error instanceof z.ZodError) {
    return error.issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`);
  }
  return [error instanceof Error ? error.message : String(error)];
}
