import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CompleteStudentInput, CredentialSummary } from '#contract/credentials.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { credentials, credentialSigningKeys } from '#server/db/schema/credentials.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';
import { summaryOf } from './credential-reads.service.ts';
import { programCompletionCredential } from './open-badge.ts';
import { signCredential } from './proof.ts';
import { allocateStatusIndex, statusEntry } from './status-list.ts';

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

  const [learner] = await db
    .select({
      email: users.email,
      accountName: users.name,
      fullName: profiles.fullName,
      enrolledAt: programEnrollments.enrolledAt,
    })
    .from(programEnrollments)
    .innerJoin(users, eq(users.id, programEnrollments.userId))
    .leftJoin(profiles, eq(profiles.id, programEnrollments.userId))
    .where(
      and(
        eq(programEnrollments.programId, programId),
        eq(programEnrollments.userId, learnerId),
        inArray(programEnrollments.status, ['active', 'completed']),
      ),
    );
  if (!learner) throw new AppError('CONFLICT', 'credentials.errors.notEnrolled');

  const credentialId = randomUUID();
  const issuedAt = new Date();
  issuedAt.setMilliseconds(0);
  const validUntil = input.validUntil ? endOfNepalDay(input.validUntil) : undefined;
  if (validUntil && validUntil <= issuedAt) throw new AppError('VALIDATION_ERROR', 'credentials.errors.validUntilPast');
  // taken before signing, since the bit is part of what is signed; a completion that then loses a
  // race leaves its bit unused, which costs nothing
  const statusListIndex = await allocateStatusIndex(db, institutionId);
  const unsigned = programCompletionCredential({
    credentialId,
    publicUrl,
    issuer: { id: institutionId, name: program.organizationName },
    learner: { name: learner.fullName || learner.accountName, email: learner.email },
    program: {
      id: program.id,
      title: program.programTitle,
      description: program.description,
      programType: program.programType,
      credentialAwarded: program.credentialAwarded,
      duration: program.duration,
    },
    enrolledAt: learner.enrolledAt,
    issuedAt,
    validUntil,
    credentialStatus: statusEntry(publicUrl, institutionId, statusListIndex),
    grade: input.grade || undefined,
    remark: input.remark || undefined,
  });
  // signed before the transaction: signing takes milliseconds no lock should be held for
  const document = await signCredential(signingKey, { publicUrl, issuerId: institutionId }, unsigned);

  const inserted = await db.transaction(async (tx) => {
    await tx
      .insert(credentialSigningKeys)
      .values({ publicKeyMultibase: signingKey.publicKeyMultibase })
      .onConflictDoNothing();
    const rows = await tx
      .insert(credentials)
      .values({
        id: credentialId,
        issuerId: institutionId,
        learnerId,
        kind: 'program_completion',
        programId,
        grade: input.grade || null,
        remark: input.remark || null,
        document,
        issuedAt,
        validFrom: issuedAt,
        validUntil: validUntil ?? null,
        statusListIndex,
      })
      .onConflictDoNothing({
        target: [credentials.kind, credentials.programId, credentials.learnerId],
        where: isNull(credentials.revokedAt),
      })
      .returning({ id: credentials.id });
    if (rows.length === 0) return false;
    await tx
      .update(programEnrollments)
      .set({ status: 'completed', completedAt: issuedAt })
      .where(and(eq(programEnrollments.programId, programId), eq(programEnrollments.userId, learnerId)));
    return true;
  });
  // a request at the same moment issued it first: that one is the credential
  const credential = await findProgramCredential(db, publicUrl, programId, learnerId);
  if (!credential) throw new Error('the credential just issued cannot be read');
  return { credential, created: inserted };
}

/** The last second of a day in Nepal (+05:45), the moment a credential valid until that day ends. */
const endOfNepalDay = (day: string) => new Date(`${day}T23:59:59+05:45`);

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
