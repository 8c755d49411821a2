import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/**
 * The public page's one read, prepared once per app (createDeps): the credential, whether its
 * issuer is verified, and the keys the issuer documents publish for its proof check. It runs on
 * every view (each QR scan), where building the query with Drizzle cost about as much as running it.
 */
export function prepareCredentialPageStatement(db: Db) {
  return db
    .select({
      credential: credentials,
      issuerVerified: profiles.isVerified,
      keys: sql<string[]>`array(select k.public_key_multibase from credential_signing_keys k
                                order by k.created_at, k.public_key_multibase)`,
    })
    .from(credentials)
    .leftJoin(profiles, eq(profiles.id, credentials.issuerId))
    .where(eq(credentials.id, sql.placeholder('id')))
    .prepare('credential_page');
}

export type CredentialPageStatement = ReturnType<typeof prepareCredentialPageStatement>;
