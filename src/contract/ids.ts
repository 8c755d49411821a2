// Ids are UUIDs everywhere (rows, sessions). No zod here: the web's first load imports contract files.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID; anything else can only name an unknown row (404, never a SQL error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
