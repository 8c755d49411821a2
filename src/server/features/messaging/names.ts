import { sql } from 'drizzle-orm';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/** Real name: the profile's full name, else the account name given at sign-up. */
export const nameSql = sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${users.name})`;
