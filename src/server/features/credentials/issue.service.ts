import { and, eq, isNull } from 'drizzle-orm';
import type { CompleteStudentInput, CredentialSummary } from '#contract/credentials.ts';
import type { Db } from '#server/db/client.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';
import { summaryOf } from './credential-reads.service.ts';
import { enrolledLearnerOf, publishSigningKey, signProgramCredential } from './program-credential.ts';

type IssueDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/**
 * The institution marks a learner enrolled in its program completed, which issues their credential.
 * Only the program's institution may (another account's program answers 404, so ids cannot be
 * probed), never for itself, and only for a learner enrolled in the program. Completing twice gives
 * the first credential back: one per learner and program, kept by a unique key, so two requests at
 * once still issue one (`created` says whether this call issued it). A revoked credential does not
 * count: completing again issues a new one. Each carries its bit in the issuer's status list.
 */
export async function completeStudent(
  deps: IssueDeps,
  institutionId: string,
  programId: string,
  learnerId: string,
  input: CompleteStudentInput,
): Promise<{ credential: CredentialSummary; created: boolean }> {
  const { db, publicUrl, signingKey } = deps;
  const [program] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.institutionId, institutionId)));
  if (!program) throw new AppError('NOT_FOUND', 'credentials.errors.programNotFound');
  assertPubliclyVisible(program);
  if (learnerId === institutionId) throw new AppError('FORBIDDEN', 'credentials.errors.selfIssue');

  const existing = await findProgramCredential(db, publicUrl, programId, learnerId);
  if (existing) return { credential: existing, created: false };

  const learner = await enrolledLearnerOf(db, programId, learnerId);
  if (!learner) throw new AppError('CONFLICT', 'credentials.errors.notEnrolled');
  const validUntil = input.validUntil ? endOfNepalDay(input.validUntil) : undefined;
  if (validUntil && validUntil <= new Date())
    throw new AppError('VALIDATION_ERROR', 'credentials.errors.validUntilPast');
  const values = await signProgramCredential(deps, program, learnerId, learner, { ...input, validUntil });

  const inserted = await db.transaction(async (tx) => {
    await publishSigningKey(tx, signingKey.publicKeyMultibase);
    const rows = await tx
      .insert(credentials)
      .values(values)
      .onConflictDoNothing({
        target: [credentials.kind, credentials.programId, credentials.learnerId],
        where: isNull(credentials.revokedAt),
      })
      .returning({ id: credentials.id });
    if (rows.length === 0) return false;
    await tx
      .update(programEnrollments)
      .set({ status: 'completed', completedAt: values.issuedAt })
      .where(and(eq(programEnrollments.programId, programId), eq(programEnrollments.userId, learnerId)));
    return true;
  });
  // a request at the same moment issued it first: that one is the credential
  const credential = await findProgramCredential(db, publicUrl, programId, learnerId);
  if (!credential) throw new Error('the credential just issued cannot be read');
  return { credential, created: inserted };
}

/** The last second of a day in Nepal (+05:45), the moment a credential valid until that day ends. */
export const endOfNepalDay = (day: string) => new Date(`${day}T23:59:59+05:45`);

/** The learner's standing credential for the program: a revoked one is not (it may have a successor). */
async function findProgramCredential(db: Db, publicUrl: string, programId: string, learnerId: string) {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.kind, 'program_completion'),
        eq(credentials.programId, programId),
        eq(credentials.learnerId, learnerId),
        isNull(credentials.revokedAt),
      ),
    );
  return row ? summaryOf(db, publicUrl, row.id) : null;
}
