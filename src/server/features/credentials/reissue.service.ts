import { and, eq, isNull } from 'drizzle-orm';
import type { CredentialSummary } from '#contract/credentials.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { programs } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { summaryOf } from './credential-reads.service.ts';
import { enrolledLearnerOf, publishSigningKey, signProgramCredential } from './program-credential.ts';
import { positionOf, signedStatusList } from './status-list.ts';

type ReissueDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/** What the old credential's page says of why it was revoked, in the issuer's words. */
export const REISSUE_REASON = 'Reissued with corrected details';

/**
 * The issuer reissues a credential, e.g. after the learner's name changed: a new credential with the
 * learner's name as it is now (same program, grade, remark and last valid day), and the old one
 * revoked and linked to it. A signed credential is never rewritten, so this is the only way to
 * correct one. In one transaction: the old one is revoked first (`revoked_at is null`, so of two
 * reissues at once one wins and the other is a 409), which frees the "one standing credential per
 * learner and program" key for the new one, which the old one then names.
 */
export async function reissueCredential(
  deps: ReissueDeps,
  institutionId: string,
  credentialId: string,
): Promise<CredentialSummary> {
  const { db, publicUrl, signingKey } = deps;
  const [old] = await db.select().from(credentials).where(eq(credentials.id, credentialId));
  if (!old) throw new AppError('NOT_FOUND', 'credentials.errors.notFound');
  if (old.issuerId !== institutionId) throw new AppError('FORBIDDEN', 'credentials.errors.notIssuer');
  if (old.revokedAt) throw new AppError('CONFLICT', 'credentials.errors.alreadyRevoked');
  const [program] = old.programId ? await db.select().from(programs).where(eq(programs.id, old.programId)) : [];
  const learner = program ? await enrolledLearnerOf(db, program.id, old.learnerId) : undefined;
  if (!program || !learner) throw new AppError('CONFLICT', 'credentials.errors.notEnrolled');

  const values = await signProgramCredential(deps, program, old.learnerId, learner, old);
  const reissued = await db.transaction(async (tx) => {
    const revoked = await tx
      .update(credentials)
      .set({ revokedAt: values.issuedAt, revocationReason: REISSUE_REASON })
      .where(and(eq(credentials.id, old.id), isNull(credentials.revokedAt)))
      .returning({ id: credentials.id });
    if (revoked.length === 0) return false;
    await publishSigningKey(tx, signingKey.publicKeyMultibase);
    await tx.insert(credentials).values(values);
    await tx.update(credentials).set({ replacedById: values.id }).where(eq(credentials.id, old.id));
    return true;
  });
  if (!reissued) throw new AppError('CONFLICT', 'credentials.errors.alreadyRevoked');

  if (old.statusListIndex !== null) {
    await signedStatusList(deps, old.issuerId, positionOf(old.statusListIndex).listNumber);
  }
  const summary = await summaryOf(db, publicUrl, values.id);
  if (!summary) throw new Error('the credential just reissued cannot be read');
  return summary;
}
