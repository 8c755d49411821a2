import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { CredentialSummary, ProfileCredential } from '#contract/credentials.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import { summaryOf } from './credential-reads.service.ts';
import { issuerKindOf } from './issuer-kind.ts';
import { credentialPageUrl } from './open-badge.ts';

// The learner's say over where a credential shows (decision 052): hidden, it leaves their public
// profile and its page asks search engines not to index it; its link, JSON and proof are unchanged.

/** Hides or shows one of the learner's own credentials; nobody else may, issuer and staff included. */
export async function setCredentialVisibility(
  db: Db,
  publicUrl: string,
  learnerId: string,
  credentialId: string,
  hidden: boolean,
): Promise<CredentialSummary> {
  const [row] = await db
    .select({ learnerId: credentials.learnerId })
    .from(credentials)
    .where(eq(credentials.id, credentialId));
  if (!row) throw new AppError('NOT_FOUND', 'credentials.errors.notFound');
  // its page is public, so saying it exists reveals nothing
  if (row.learnerId !== learnerId) throw new AppError('FORBIDDEN', 'credentials.errors.notLearner');
  // the learner is in the condition too: the row is changed only if it is still theirs
  await db
    .update(credentials)
    .set({ hiddenByLearner: hidden })
    .where(and(eq(credentials.id, credentialId), eq(credentials.learnerId, learnerId)));
  return (await summaryOf(db, publicUrl, credentialId))!;
}

/**
 * The credentials a public profile shows: standing (not revoked, suspended or expired) and not hidden by the
 * learner, newest first. Only a profile the directory shows has them; any other id is a 404, so
 * this is no way to list an arbitrary account's credentials.
 */
export async function listProfileCredentials(
  db: Db,
  publicUrl: string,
  userId: string,
  now = new Date(),
): Promise<ProfileCredential[]> {
  const notFound = new AppError('NOT_FOUND', 'professionals.notFound');
  if (!isUuid(userId)) throw notFound;
  const [profile] = await db
    .select({ hiddenAt: profiles.hiddenAt, directoryServices: profiles.directoryServices })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile || profile.hiddenAt || profile.directoryServices <= 0) throw notFound;
  const rows = await db
    .select({
      id: credentials.id,
      document: credentials.document,
      issuedAt: credentials.issuedAt,
      kind: credentials.kind,
      issuerVerified: profiles.isVerified,
    })
    .from(credentials)
    .leftJoin(profiles, eq(profiles.id, credentials.issuerId))
    .where(
      and(
        eq(credentials.learnerId, userId),
        eq(credentials.hiddenByLearner, false),
        isNull(credentials.revokedAt),
        isNull(credentials.suspendedAt),
        or(isNull(credentials.validUntil), gt(credentials.validUntil, now)),
      ),
    )
    .orderBy(desc(credentials.issuedAt), desc(credentials.id))
    .limit(50);
  return rows.map((row) => {
    const document = row.document as { name: string; issuer: { name: string } };
    return {
      id: row.id,
      name: document.name,
      issuerName: document.issuer.name,
      issuerVerified: row.issuerVerified ?? false,
      kind: row.kind,
      issuerKind: issuerKindOf(row.kind, row.document),
      issuedAt: row.issuedAt.toISOString(),
      pageUrl: credentialPageUrl(publicUrl, row.id),
    };
  });
}
