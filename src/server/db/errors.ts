const UNIQUE_VIOLATION = '23505';

/** True for PostgreSQL's unique_violation (SQLSTATE 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION);
}

const EXCLUSION_VIOLATION = '23P01';

/** True for PostgreSQL's exclusion_violation (SQLSTATE 23P01): a row overlapping one an EXCLUDE constraint keeps apart. */
export function isExclusionViolation(error: unknown): boolean {
  return hasSqlState(error, EXCLUSION_VIOLATION);
}

function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
