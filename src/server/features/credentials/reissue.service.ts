import { and, eq, isNull } from 'drizzle-orm';
import type { CredentialSummary } from '#contract/credentials.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { programs } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { summaryOf } from './credential-reads.service.ts';
import { enrolledLearnerOf, publishSigningKey, signProgramCredential } from './program-credential.ts';
import { ownVisibleService, serviceClientOf, signServiceCredential } from './service-credential.ts';
import { positionOf, signedStatusList } from './status-list.ts';

type ReissueDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;
type Credential = typeof credentials.$inferSelect;

/** What the old credential's page says of why it was revoked, in the issuer's words. */
export const REISSUE_REASON = 'Reissued with corrected details';

/**
 * The issuer reissues a credential, e.g. after the learner's name changed: a new credential with the
 * learner's name as it is now (same program or service, grade, remark and last valid day), and the
 * old one revoked and linked to it. Institutions reissue their program credentials, professionals
 * their service credentials (decision 055); nobody else, staff included, since it signs anew. A signed credential is never rewritten, so this is the only way to
 * correct one. In one transaction: the old one is revoked first (`revoked_at is null`, so of two
 * reissues at once one wins and the other is a 409), which frees the "one standing credential per
 * learner and program" key for the new one, which the old one then names.
 */
export async function reissueCredential(
  deps: ReissueDeps,
  issuerId: string,
  credentialId: string,
): Promise<CredentialSummary> {
  const { db, publicUrl, signingKey } = deps;
  const [old] = await db.select().from(credentials).where(eq(credentials.id, credentialId));
  if (!old) throw new AppError('NOT_FOUND', 'credentials.errors.notFound');
  if (old.issuerId !== issuerId) throw new AppError('FORBIDDEN', 'credentials.errors.notIssuer');
  if (old.revokedAt) throw new AppError('CONFLICT', 'credentials.errors.alreadyRevoked');
  // a suspended credential is under review: reissuing it would leave a fresh one standing meanwhile
  if (old.suspendedAt) throw new AppError('CONFLICT', 'credentials.errors.reissueSuspended');

  const values = await signReplacement(deps, old);
  const reissued = await db.transaction(async (tx) => {
    const revoked = await tx
      .update(credentials)
      .set({ revokedAt: values.issuedAt, revocationReason: REISSUE_REASON })
      .where(and(eq(credentials.id, old.id), isNull(credentials.revokedAt), isNull(credentials.suspendedAt)))
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

/**
 * The replacement of `old`, signed from its program or service as they are now, for the same
 * learner. The learner must still be enrolled (a program) or a client whose work is done (a
 * service), else 409; a service deleted since is a 409 too, and one hidden a 410, as every write on
 * a hidden item is (decision 040).
 */
async function signReplacement(deps: ReissueDeps, old: Credential) {
  const { db } = deps;
  if (old.kind === 'service_completion') {
    if (!old.serviceId) throw new AppError('CONFLICT', 'credentials.errors.serviceNotFound');
    const service = await ownVisibleService(db, old.issuerId, old.serviceId);
    const client = await serviceClientOf(db, service, old.learnerId);
    if (!client) throw new AppError('CONFLICT', 'credentials.errors.notClient');
    return signServiceCredential(deps, service, old.learnerId, client, old);
  }
  const [program] = old.programId ? await db.select().from(programs).where(eq(programs.id, old.programId)) : [];
  const learner = program ? await enrolledLearnerOf(db, program.id, old.learnerId) : undefined;
  if (!program || !learner) throw new AppError('CONFLICT', 'credentials.errors.notEnrolled');
  return signProgramCredential(deps, program, old.learnerId, learner, old);
}
